import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {sortedModule} from './codeUnitSortLoader.cjs';

/**
 * Changes to the browser build, most of them to main.js, which every page
 * loads (the server build keeps the originals). Two things main.js carried
 * for nothing:
 *
 * - The module paths in Docusaurus's generated route registry
 *   (patches/docusaurus/clientRegistryLoader.cjs): the server needs them to list each
 *   page's script files, the browser never reads them. 2.5 KiB gzip.
 * - tslib, whole, for the one helper @docusaurus/utils-common calls
 *   (patches/docusaurus/stubs/tslib.js). 3.4 KiB gzip.
 *
 * And one thing it did for nothing: sorts of Docusaurus's (and of the
 * OpenAPI theme's copy of one, in the explorer's chunk) that compared
 * strings with localeCompare,
 * which sets up the browser's collator on every docs page
 * (patches/docusaurus/codeUnitSortLoader.cjs).
 */
export default function mainBundle(context: LoadContext): Plugin {
  const registry = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'main-bundle',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        module: {
          rules: [
            {
              test: (file: string) => path.resolve(file) === registry,
              use: [{loader: path.join(__dirname, 'clientRegistryLoader.cjs')}],
            },
            {
              test: (file: string) => sortedModule(file) !== undefined,
              use: [{loader: path.join(__dirname, 'codeUnitSortLoader.cjs')}],
            },
          ],
        },
        plugins: [
          new NormalModuleReplacementPlugin(/^tslib$/, (resource: {context: string; request: string}) => {
            if (/[\\/]@docusaurus[\\/]utils-common[\\/]lib$/.test(resource.context)) {
              resource.request = path.join(__dirname, 'stubs', 'tslib.js');
            }
          }),
        ],
      };
    },
  };
}
