import type {Plugin} from '@docusaurus/types';

/**
 * Keeps the tables in the bundler's runtime (runtime~main.js, loaded by every
 * page) to the one it needs, in the production browser build. With ~350
 * chunks (one per page), each table of chunks costs about 3 KiB gzip.
 *
 * - Lazy chunks are named by their numeric id rather than by name: the
 *   runtime holds a table from each chunk to its file name, and ids need only
 *   the table of content hashes. Entry files (main, runtime~main) keep their
 *   names, and CSS chunks are unchanged.
 * - Docusaurus's ChunkAssetPlugin is left out. It adds a table from chunk
 *   name to chunk id (`__webpack_require__.gca`) for Docusaurus's prefetch of
 *   linked pages alone; the site's prefetch finds the files through the
 *   route registry instead (patches/docusaurus/idlePrefetch.ts).
 */
const CHUNK_ASSET_PLUGIN = 'ChunkAssetPlugin';

export default function chunkFiles(): Plugin {
  return {
    name: 'chunk-files',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      const before = config.plugins?.length ?? 0;
      config.plugins = (config.plugins ?? []).filter((plugin) => plugin?.constructor?.name !== CHUNK_ASSET_PLUGIN);
      if (config.plugins.length !== before - 1) {
        throw new Error(
          `patches/docusaurus/chunkFiles.ts: expected Docusaurus's ${CHUNK_ASSET_PLUGIN} once in the browser build's plugins, found it ${before - config.plugins.length} times. ` +
            'If Docusaurus renamed or dropped it, check that runtime~main.js has no table of chunk names and update this plugin.',
        );
      }
      return {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}};
    },
  };
}
