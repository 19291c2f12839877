// A copy of the site's sources in another folder, for a build or a dev server
// that must not touch the working tree's generated files: search under
// `npm start` builds in one (patches/search-local/devSearch.ts), and the tests of
// `npm start` run the dev server in one (tests/dev/devServer.ts). Packages
// resolve from the repository's node_modules, above the copy.
import {cpSync, mkdirSync, readdirSync} from 'node:fs';
import path from 'node:path';

/** Not copied: installed, built, generated for tests, or copies of the site. */
const NOT_COPIED = new Set([
  'node_modules',
  'build',
  '.docusaurus',
  '.git',
  '.api-staging',
  '.dev-site',
  '.dev-search',
  'test-results',
  'bench-results',
  'playwright-report',
]);

/**
 * Copies the top-level entries of `siteDir` into `dest`, leaving out those above.
 * @param {string} siteDir
 * @param {string} dest
 */
export function copySiteSources(siteDir, dest) {
  mkdirSync(dest, {recursive: true});
  for (const entry of readdirSync(siteDir)) {
    if (!NOT_COPIED.has(entry)) cpSync(path.join(siteDir, entry), path.join(dest, entry), {recursive: true});
  }
}
