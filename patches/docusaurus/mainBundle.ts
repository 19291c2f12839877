import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Changes to main.js, which every page loads. Three, in the browser build only
 * (the server build keeps the originals), leave out what it carried for nothing:
 *
 * - The module paths in Docusaurus's generated route registry
 *   (patches/docusaurus/clientRegistryLoader.cjs): the server needs them to list each
 *   page's script files, the browser never reads them. 2.5 KiB gzip.
 * - tslib, whole, for the one helper @docusaurus/utils-common calls
 *   (patches/docusaurus/stubs/tslib.js). 3.4 KiB gzip.
 * - The options of every plugin and theme in the generated site configuration
 *   (patches/docusaurus/clientConfigLoader.cjs), which only the server reads.
 *   1.3 KiB gzip.
 *
 * One change applies to both builds, so that server and browser render the
 * same tree: the generated route table gets route components that are built
 * on first use (patches/docusaurus/lazyRoutes.tsx), instead of one
 * react-loadable component per route of the site while main.js is evaluated.
 */
export default function mainBundle(context: LoadContext): Plugin {
  const registry = path.join(context.generatedFilesDir, 'registry.js');
  const siteConfig = path.join(context.generatedFilesDir, 'docusaurus.config.mjs');
  return {
    name: 'main-bundle',
    configureWebpack(_config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      const lazyRoutes = new NormalModuleReplacementPlugin(
        /^@docusaurus\/ComponentCreator$/,
        (resource: {context: string; request: string}) => {
          if (path.resolve(resource.context) === path.resolve(context.generatedFilesDir)) {
            resource.request = path.join(__dirname, 'lazyRoutes.tsx');
          }
        },
      );
      if (isServer) return {plugins: [lazyRoutes]};
      return {
        module: {
          rules: [
            {
              test: (file: string) => path.resolve(file) === registry,
              use: [{loader: path.join(__dirname, 'clientRegistryLoader.cjs')}],
            },
            {
              test: (file: string) => path.resolve(file) === siteConfig,
              use: [{loader: path.join(__dirname, 'clientConfigLoader.cjs')}],
            },
          ],
        },
        plugins: [
          lazyRoutes,
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
