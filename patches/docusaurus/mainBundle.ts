import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Changes to main.js, which every page loads, in the browser build only (the
 * server build keeps the originals). Two things it carried for nothing, and
 * one task it ran at once:
 *
 * - The module paths in Docusaurus's generated route registry
 *   (patches/docusaurus/clientRegistryLoader.cjs): the server needs them to list each
 *   page's script files, the browser never reads them. 2.5 KiB gzip.
 * - tslib, whole, for the one helper @docusaurus/utils-common calls
 *   (patches/docusaurus/stubs/tslib.js). 3.4 KiB gzip.
 * - The render right after hydration, where `useIsBrowser` turns true
 *   (patches/docusaurus/browserContext.jsx): a transition, which React
 *   renders in slices, rather than one long task. Both of core's importers
 *   (`App.js`, `exports/useIsBrowser.js`) get the copy, so there is one
 *   context; were only one of them to, no page would ever say it has
 *   hydrated, and every end-to-end test would fail.
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
          ],
        },
        plugins: [
          new NormalModuleReplacementPlugin(
            /^\.\.?\/browserContext$/,
            (resource: {context: string; request: string}) => {
              if (/[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client([\\/]exports)?$/.test(resource.context)) {
                resource.request = path.join(__dirname, 'browserContext.jsx');
              }
            },
          ),
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
