import type {Plugin} from '@docusaurus/types';

/**
 * Names the lazy script chunks of the production browser build by their
 * numeric id instead of their name (`assets/js/<id>.<hash>.js`), through the
 * bundler's public `output.chunkFilename` option.
 *
 * The bundler's runtime (runtime~main.js, which every page loads) holds a
 * table of each chunk's file name, and with one chunk per page that table
 * grows with the site. Named files need a table of names and one of content
 * hashes; id-named files need the hashes alone. Entry files (main,
 * runtime~main) keep their names, CSS chunks are unchanged, and Docusaurus's
 * own prefetch finds a chunk's file as before (its `ChunkAssetPlugin` maps
 * chunk names to ids).
 */
export default function chunkFileNames(): Plugin {
  return {
    name: 'chunk-file-names',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}};
    },
  };
}
