import type {Plugin} from '@docusaurus/types';

/**
 * Names the browser build's lazy chunks by their numeric id rather than by
 * name. The runtime (runtime~main.js, loaded by every page) holds a table
 * from each chunk to its file name; with ~350 chunks (one per page), a table
 * of names next to the table of content hashes cost about 3 KB gzip on every
 * page. Ids need only the hash table. Entry files (main, runtime~main) keep
 * their names, and CSS chunks are unchanged.
 */
export default function chunkFiles(): Plugin {
  return {
    name: 'chunk-files',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}};
    },
  };
}
