import type {Plugin} from '@docusaurus/types';

/**
 * Styles of components that load on demand stay out of the global stylesheet.
 *
 * Docusaurus gathers every CSS module of the browser build into the one
 * stylesheet every page links, so the styles of a tool that only some readers
 * open would weigh on every page. A component's `lazy.module.css`, imported
 * only by the code it loads on demand, goes to a CSS chunk of its own instead,
 * which the bundler loads with that code (webpack's splitChunks, as the API
 * pages' styles in patches/openapi/index.ts). First user: the manifest tools
 * of the component pages (src/components/ManifestTools).
 */
export default function lazyStyles(): Plugin {
  return {
    name: 'lazy-styles',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              lazyStyles: {
                name: 'lazy-styles',
                type: 'css/mini-extract',
                test: /[\\/]src[\\/]components[\\/][^\\/]+[\\/]lazy\.module\.css$/,
                chunks: 'async',
                enforce: true,
                priority: 60,
              },
            },
          },
        },
      };
    },
  };
}
