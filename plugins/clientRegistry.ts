import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Leaves the module paths out of the browser's copy of Docusaurus's
 * generated registry (see plugins/clientRegistryLoader.cjs): the server
 * needs them to list each page's script files, the browser never reads them.
 */
export default function clientRegistry(context: LoadContext): Plugin {
  const registry = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'client-registry',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [{test: (file: string) => path.resolve(file) === registry, use: [{loader: path.join(__dirname, 'clientRegistryLoader.cjs')}]}],
        },
      };
    },
  };
}
