// Sensors for the code this site copied from, or builds on the inside of,
// packages that will be upgraded after us. Each entry names our file, the
// upstream file it follows and what we rely on there, with the hash of that
// upstream file when the copy was last compared. An upgrade that changes one
// fails here, naming both files: compare them, carry the change over (or
// check the assumption still holds), then record the new hash.
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {test} from 'node:test';

const require = createRequire(import.meta.url);

/** @typedef {{ours: string, upstream: string, relies: string, sha256: string}} Copy */

/** @type {Copy[]} */
const COPIES = [
  {
    ours: 'src/theme/LastUpdated/index.tsx',
    upstream: '@docusaurus/theme-classic/lib/theme/LastUpdated/index.js',
    relies: "a replacement: the theme's markup, translation ids and dev-mode note",
    sha256: '30948229c5140094',
  },
  {
    ours: 'src/theme/Logo/index.tsx',
    upstream: '@docusaurus/theme-classic/lib/theme/Logo/index.js',
    relies: "a replacement: the theme's link, image box and title markup",
    sha256: '60c64ce82ec8bd64',
  },
  {
    ours: 'src/theme/Footer/Logo/index.tsx',
    upstream: '@docusaurus/theme-classic/lib/theme/Footer/Logo/index.js',
    relies: "a replacement: the theme's footer logo markup",
    sha256: '9b940c59be8ea0ee',
  },
  {
    ours: 'src/theme/SearchPage/index.tsx',
    upstream: '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchPage/SearchPage.jsx',
    relies: "a replacement: the plugin's page, its markup, classes and texts",
    sha256: '554dcc569a17cb23',
  },
  {
    ours: 'src/theme/SearchBar/LazySearchBar.tsx, src/theme/SearchBar/warmIndex.ts',
    upstream: '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.jsx',
    relies:
      "the stand-in copies the box's markup; warmIndex picks the search context by the box's rule (first context whose path holds the page) and the same version address",
    sha256: '1d6b381687947f38',
  },
  {
    ours: 'src/theme/SearchBar/warmIndex.ts',
    upstream: '@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js',
    relies:
      'the worker keeps one index request per version address and context, so the box reuses the one warmIndex started',
    sha256: 'bd81e902cc6fe388',
  },
  {
    ours: 'src/theme/SearchBar/warmIndex.ts',
    upstream: '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js',
    relies: 'one worker per page, created by the first call of fetchIndexesByWorker',
    sha256: 'cf571811cb2fd0fd',
  },
  {
    ours: 'scripts/search-indexes.mjs',
    upstream: '@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex.js',
    relies:
      "the trimmed indexes are rebuilt with the plugin's own builder and options (language, stop words, stemmer), so the browser reads them as the plugin's",
    sha256: '183b904d52526825',
  },
  {
    ours: 'plugins/openapi/theme/ApiExplorer/MethodEndpoint',
    upstream: 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/MethodEndpoint/index.js',
    relies: "the endpoint line drawn with the theme's markup and the server written as the theme writes it",
    sha256: 'aea76b2570fecf8c',
  },
];

/** The first 16 hex digits of the file's SHA-256. */
const hashOf = (/** @type {string} */ file) =>
  createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);

/** The installed version of the package an upstream path belongs to. */
function versionOf(/** @type {string} */ upstream) {
  const name = upstream.startsWith('@') ? upstream.split('/').slice(0, 2).join('/') : upstream.split('/')[0];
  return /** @type {{version: string}} */ (require(`${name}/package.json`)).version;
}

/**
 * Throws, naming both files and what to do, when the upstream file is not
 * the one the copy was compared with.
 * @param {Copy} copy
 */
function checkCopy(copy) {
  const now = hashOf(require.resolve(copy.upstream));
  assert.equal(
    now,
    copy.sha256,
    [
      `${copy.upstream} changed (now in ${versionOf(copy.upstream)}).`,
      `${copy.ours} relies on it: ${copy.relies}.`,
      `Compare the two, carry the change over, then set sha256 to '${now}' in tests/unit/upstream-copies.test.mjs.`,
    ].join(' '),
  );
}

for (const copy of COPIES) {
  test(`${copy.upstream} is the version ${copy.ours} was compared with`, () => checkCopy(copy));
}

test('a changed upstream file fails with both files named and the new hash', () => {
  assert.throws(
    () => checkCopy({...COPIES[0], sha256: '0000000000000000'}),
    (error) =>
      error instanceof Error &&
      error.message.includes('@docusaurus/theme-classic/lib/theme/LastUpdated/index.js changed (now in 3.') &&
      error.message.includes('src/theme/LastUpdated/index.tsx relies on it') &&
      error.message.includes(`set sha256 to '${COPIES[0].sha256}'`),
  );
});
