// Sensors for the code this site copied from, or builds on the inside of,
// packages that will be upgraded after us. Each entry names our file, the
// upstream file it follows and what we rely on there, with the hash of that
// upstream file when the copy was last compared. An upgrade that changes one
// fails here, naming both files: compare them, carry the change over (or
// check the assumption still holds), then record the new hash.
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, statSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {test} from 'node:test';
import {repoRoot} from '../../scripts/lib/data.mjs';

const require = createRequire(import.meta.url);

/** @typedef {{ours: string, upstream: string, relies: string, sha256: string}} Copy */

/** @type {Copy[]} */
const COPIES = [
  {
    ours: 'patches/docusaurus/theme/LastUpdated.tsx',
    upstream: '@docusaurus/theme-classic/src/theme/LastUpdated/index.tsx',
    relies: "a copy in the theme's formatting, ours marked: its markup, translation ids and dev-mode note",
    sha256: '53ab70761b412f83',
  },
  {
    ours: 'patches/docusaurus/idlePrefetch.ts',
    upstream: '@docusaurus/core/lib/client/exports/Link.js',
    relies:
      "each link's observer calls window.docusaurus.prefetch(path) when it comes into view, reading window.docusaurus at the call, so the queue that takes its place gets the call",
    sha256: 'cd83fc0c2bffaab8',
  },
  {
    ours: 'patches/docusaurus/idlePrefetch.ts',
    upstream: '@docusaurus/core/lib/client/docusaurus.js',
    relies:
      "Docusaurus's prefetch of a path: no prefetch on a 2G or data-saving connection or of a page preloaded; matchRoutes over the route table, then the chunk names of each matched route's entries (the key less its hash, flattened by lib/client/flat.js), each chunk's file from __webpack_require__.gca, fetched by lib/client/prefetch.js",
    sha256: 'b0d1dbdc1e3a706f',
  },
  {
    ours: 'patches/docusaurus/idlePrefetch.ts',
    upstream: 'react-router-config/modules/matchRoutes.js',
    relies: "a port: at each level the first route whose matchPath matches, then that route's own routes",
    sha256: '79385c0e16ca2f5b',
  },
  {
    ours: 'patches/docusaurus/lazyRoutes.tsx',
    upstream: '@docusaurus/core/lib/client/exports/ComponentCreator.js',
    relies:
      "ComponentCreator(path, hash) returns a react-loadable component of the route's chunks, with preload(), and reads nothing from the page, so building it can wait until the route is first preloaded or rendered",
    sha256: '5f99bdbd725f6e0b',
  },
  {
    ours: 'patches/docusaurus/lazyRoutes.tsx',
    upstream: '@docusaurus/core/lib/client/preload.js',
    relies:
      "a route's component is reached before it renders only by component.preload() on each route matchRoutes finds",
    sha256: '8c1e3de18d307e2f',
  },
  {
    ours: 'patches/docusaurus/theme/Logo.tsx',
    upstream: '@docusaurus/theme-classic/src/theme/Logo/index.tsx',
    relies: "a copy in the theme's formatting, ours marked: its link, image box and title markup",
    sha256: '57c3bb9389070553',
  },
  {
    ours: 'patches/docusaurus/theme/Footer/Logo.tsx',
    upstream: '@docusaurus/theme-classic/src/theme/Footer/Logo/index.tsx',
    relies: "a copy in the theme's formatting, ours marked: its footer logo markup",
    sha256: 'de6fb8fab3efab3d',
  },
  {
    ours: 'patches/docusaurus/theme/Footer/styles.module.css',
    upstream: '@docusaurus/theme-classic/src/theme/Footer/Logo/styles.module.css',
    relies: "a copy in the theme's formatting, ours marked: the footer logo link's dimming",
    sha256: '096777f75048934f',
  },
  {
    ours: 'patches/docusaurus/theme/Navbar/MobileSidebar.tsx',
    upstream: '@docusaurus/theme-classic/lib/theme/Navbar/MobileSidebar/index.js',
    relies:
      'a wrap: the menu renders nothing until useNavbarMobileSidebar().shouldRender and locks the page scroll while shown, so mounting it on first opening loses nothing',
    sha256: '0e302185bbfd7b0a',
  },
  {
    ours: 'patches/docusaurus/theme/Navbar/MobileSidebar.tsx, patches/docusaurus/theme/Navbar/MobileSidebar.css',
    upstream: '@docusaurus/theme-classic/lib/theme/Navbar/Layout/index.js',
    relies:
      "the navbar gets the class navbar-sidebar--show in the same render that opens the menu, and the menu's backdrop is its own element, outside the menu",
    sha256: '3bf17c6c30ed6d89',
  },
  {
    ours: 'patches/search-local/theme/SearchPage/index.jsx',
    upstream: '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchPage/SearchPage.jsx',
    relies: "a copy in the plugin's formatting, ours marked: the plugin's page, its markup, classes and texts",
    sha256: '554dcc569a17cb23',
  },
  {
    ours: 'patches/search-local/theme/SearchBar/LazySearchBar.tsx, patches/search-local/theme/SearchBar/warmIndex.ts',
    upstream: '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.jsx',
    relies:
      "the stand-in copies the box's markup; warmIndex picks the search context by the box's rule (first context whose path holds the page) and the same version address",
    sha256: '1d6b381687947f38',
  },
  {
    ours: 'patches/search-local/theme/SearchBar/warmIndex.ts',
    upstream: '@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js',
    relies:
      'the worker keeps one index request per version address and context, so the box reuses the one warmIndex started',
    sha256: 'bd81e902cc6fe388',
  },
  {
    ours: 'patches/search-local/theme/SearchBar/warmIndex.ts',
    upstream: '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js',
    relies: 'one worker per page, created by the first call of fetchIndexesByWorker',
    sha256: 'cf571811cb2fd0fd',
  },
  {
    ours: 'patches/search-local/theme/SearchBar/SuggestionTemplate.ts',
    upstream: '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SuggestionTemplate.js',
    relies:
      "a replacement of the dropdown's row: the plugin's classes and icons, and the result's fields (document, type, page, metadata, tokens)",
    sha256: '17fe5cd994a7197c',
  },
  {
    ours: 'patches/search-local/suggestionRows.ts',
    upstream: '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.jsx',
    relies:
      "the SearchBar imports its row template as './SuggestionTemplate' and its worker client as '../searchByWorker', and passes the worker's results to the dropdown as they come",
    sha256: '1d6b381687947f38',
  },
  {
    ours: 'patches/search-local/buildIndex.mjs (scripts/postbuild/search-indexes.mjs)',
    upstream: '@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex.js',
    relies:
      "the trimmed indexes are rebuilt with the plugin's own builder and options (language, stop words, stemmer), so the browser reads them as the plugin's",
    sha256: '183b904d52526825',
  },
  {
    ours: 'patches/search-local/nodeSearch.mjs (the docs MCP server, mcp/)',
    upstream: '@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js',
    relies: 'a port: each smart query over the five index parts in order until the limit, each entry once, then sorted',
    sha256: 'bd81e902cc6fe388',
  },
  {
    ours: 'patches/search-local/nodeSearch.mjs (the docs MCP server, mcp/)',
    upstream: '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries.js',
    relies:
      'a port: the query as typed, without stop words, missing one token, at each edit distance, the last token also as a prefix',
    sha256: '09495ef70a10f82f',
  },
  {
    ours: 'patches/search-local/nodeSearch.mjs (the docs MCP server, mcp/)',
    upstream: '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartTerms.js',
    relies: 'a port: at most 12 tokens, no word cutting for English',
    sha256: '003d4fe913977fcf',
  },
  {
    ours: 'patches/search-local/nodeSearch.mjs (the docs MCP server, mcp/)',
    upstream: '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize.js',
    relies: 'a port: lower case, cut at white space and hyphens',
    sha256: 'c156e9b90449047c',
  },
  {
    ours: 'patches/search-local/nodeSearch.mjs (the docs MCP server, mcp/)',
    upstream: '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults.js',
    relies: "a port: a section's hit follows its page's title hit",
    sha256: '4a58d860d0e12832',
  },
  {
    ours: 'patches/openapi/theme/ApiExplorer/MethodEndpoint/index.tsx',
    upstream: 'docusaurus-theme-openapi-docs/src/theme/ApiExplorer/MethodEndpoint/index.tsx',
    relies: "a copy in the theme's formatting, ours marked: the endpoint line's markup and how it writes the server",
    sha256: 'cc64eb15982a7cfd',
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
      // The installed version, whatever it is (the upgrade rehearsal to 4.0 canary found the 3 written here).
      /@docusaurus\/theme-classic\/src\/theme\/LastUpdated\/index\.tsx changed \(now in \d+\.\d+\.\d+/.test(
        error.message,
      ) &&
      error.message.includes('patches/docusaurus/theme/LastUpdated.tsx relies on it') &&
      error.message.includes(`set sha256 to '${COPIES[0].sha256}'`),
  );
});

/**
 * The declarations of private modules behind the one door (patches/README.md), each with the
 * hash of the upstream file it declares. The compiler trusts a declaration, so a release that
 * changes a declared module's exports would pass `tsc` unnoticed; this fails instead.
 */
const DECLARATIONS = ['patches/search-local/modules.d.ts', 'patches/openapi/types.d.ts', 'patches/node.d.ts'];

/** @type {Record<string, string>} */
const DECLARED = {
  '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css': '6a732d0800750851',
  '@easyops-cn/docusaurus-search-local/dist/client/client/theme/LoadingRing/LoadingRing': '0b16954788c8b79b',
  '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap': '68268762792c9c03',
  '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform': '5b08f8eb134ba617',
  '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchPage/SearchPage.module.css': 'ffe4b698f4bbbfb4',
  '@easyops-cn/docusaurus-search-local/dist/client/client/theme/hooks/useSearchQuery': 'b645004774317208',
  '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker': 'cf571811cb2fd0fd',
  '@easyops-cn/docusaurus-search-local/dist/client/shared/interfaces': '98d5020c65dcc7ad',
  '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlight': 'f6e0de445d3da1e0',
  '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed': 'f8b4d91ed0beb90c',
  '@easyops-cn/docusaurus-search-local/dist/client/client/utils/getStemmedPositions': '3a5cb99a6d052189',
  '@easyops-cn/docusaurus-search-local/dist/client/client/utils/concatDocumentPath': '2ef89800d920faa8',
  '@easyops-cn/docusaurus-search-local/dist/client/client/utils/normalizeContextByPath': '56b91c0fdf1fb482',
  '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated': '8c8a797860c29423',
  '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/icons': '2b21376bb5481232',
  '@theme/ApiItem': 'fd059f169de5c073',
  '@theme-init/ApiExplorer/Response': '6d7be2ac932f279d',
  '@theme-init/ApiExplorer/CodeTabs': 'a6e7063b0baf8f7d',
  '@theme/ApiItem/hooks': 'f1535d38d96073a8',
  '@theme/ApiExplorer/Server/slice': 'a2200aa89e35c1a9',
  '@theme/ApiExplorer/Response/slice': '6a25b597a2faffe5',
  '@theme-init/ApiExplorer': '70cd82a3ea6bf444',
  '@theme/SkeletonLoader': '135c6b526ea4c695',
  '@theme-init/Markdown': 'a23feb9237909de9',
  '@theme/utils/tabsUtils': 'bfc05e7b42f2437c',
  'docusaurus-theme-openapi-docs/lib/theme/TabItem': 'ba426c3ed3cb3b4a',
  'docusaurus-theme-openapi-docs/lib/theme/styles.scss': 'c8b1f27c12e79d20',
  '@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex.js': '183b904d52526825',
  'postman-code-generators/lib/assets/languages.js': '5bc7c9e2b2e72721',
  'postman-collection/lib/superstring/dynamic-variables.js': 'ca69ee0ba81a191d',
};

/**
 * The package path a declared module names: OpenAPI theme components (`@theme/…`, `@theme-init/…`
 * in patches/openapi/types.d.ts) are the theme's own files.
 * @param {string} name
 */
const declaredSpec = (name) => name.replace(/^@theme(?:-init)?\//, 'docusaurus-theme-openapi-docs/lib/theme/');

/**
 * The file a declared module is, with the extensions the bundler tries.
 * @param {string} name
 */
function declaredFile(name) {
  const spec = declaredSpec(name);
  const parts = spec.split('/');
  const packageParts = spec.startsWith('@') ? 2 : 1;
  const base = path.dirname(require.resolve(`${parts.slice(0, packageParts).join('/')}/package.json`));
  const rest = path.join(base, ...parts.slice(packageParts));
  const file = ['', '.js', '.jsx', '/index.js']
    .map((ext) => rest + ext)
    .find((f) => existsSync(f) && statSync(f).isFile());
  if (!file) throw new Error(`${name}: no upstream file found for this declaration`);
  return file;
}

/**
 * Fails, naming the declaration file, the module and the upstream file, when a declared module
 * has no recorded hash or its upstream file changed.
 * @param {string} declarations path of a .d.ts behind the door
 * @param {Record<string, string>} recorded
 */
function checkDeclarations(declarations, recorded) {
  const text = readFileSync(path.join(repoRoot, declarations), 'utf8');
  const names = [...text.matchAll(/^declare module '([^']+)'/gm)].map((m) => m[1]);
  assert.ok(names.length > 0, `${declarations} declares no module`);
  for (const name of names) {
    const file = declaredFile(name);
    const now = hashOf(file);
    assert.ok(
      name in recorded,
      `${declarations} declares ${name} (${path.relative(repoRoot, file)}), which has no recorded hash: compare the declaration with the file, then add '${name}': '${now}' to DECLARED in tests/unit/upstream-copies.test.mjs.`,
    );
    assert.equal(
      now,
      recorded[name],
      `${path.relative(repoRoot, file)} changed (now in ${versionOf(declaredSpec(name))}). ${declarations} declares it as ${name}: compare its exports with the declaration, then set its hash to '${now}' in DECLARED in tests/unit/upstream-copies.test.mjs.`,
    );
  }
}

for (const declarations of DECLARATIONS) {
  test(`every module ${declarations} declares is the version it was written against`, () =>
    checkDeclarations(declarations, DECLARED));
}

test('a declared module that changed, or has no recorded hash, fails naming the declaration and the file', () => {
  const changed = {...DECLARED, '@theme-init/Markdown': '0000000000000000'};
  assert.throws(
    () => checkDeclarations('patches/openapi/types.d.ts', changed),
    /docusaurus-theme-openapi-docs\/lib\/theme\/Markdown\/index\.js changed \(now in \d+\.\d+\.\d+.*patches\/openapi\/types\.d\.ts declares it as @theme-init\/Markdown/,
  );
  const {'@theme/SkeletonLoader': _dropped, ...unrecorded} = DECLARED;
  assert.throws(
    () => checkDeclarations('patches/openapi/types.d.ts', unrecorded),
    /declares @theme\/SkeletonLoader .*no recorded hash/,
  );
});
