/**
 * A bundler loader for three modules of Docusaurus and the OpenAPI theme, in
 * the browser build only (patches/docusaurus/mainBundle.ts): their sorts
 * compare strings by code unit instead of with `localeCompare`.
 *
 * The first `localeCompare` of a page sets up the browser's collator, which
 * loads its locale data: 15 to 30 ms of main thread on this machine, 58 to
 * 130 ms in a trace at the 4x CPU slowdown Lighthouse simulates for a phone,
 * in the task that renders the page after hydration. Every docs page paid
 * it, through sorts that only need some fixed order:
 *
 * - `getActivePlugin` (`@docusaurus/plugin-content-docs`, client): sorts the
 *   docs plugins by path, longest match first, so that `/android/foo` finds
 *   the plugin at `/android` before the one at `/`. Any order in which a path
 *   comes before its prefixes does that, and code-unit order descending is
 *   one: a string sorts after every prefix of itself.
 * - `useShallowMemoObject` (`@docusaurus/theme-common`; code blocks and the
 *   docs sidebar call it; the OpenAPI theme has a copy for the explorer's
 *   code blocks): sorts an object's keys so that the memo does not depend on
 *   their order. Any fixed order does.
 *
 * The rewrite is exact: each sort must appear once, as written below, or the
 * build stops, naming the file, rather than shipping a module half changed.
 * tests/unit/main-bundle.test.mjs runs it on the installed files, and
 * tests/e2e/locale-data.spec.ts checks that no page type calls
 * `localeCompare` while it loads.
 */
'use strict';

/** Compares by UTF-16 code unit, as `Array#sort` does by default. */
const COMPARE = 'function compareCodeUnits__(a, b) { return a < b ? -1 : a > b ? 1 : 0; }';

/** `useShallowMemoObject`'s sort of an object's keys. */
const MEMO_KEYS = {
  from: 'deps.sort((a, b) => a[0].localeCompare(b[0]));',
  to: 'deps.sort((a, b) => compareCodeUnits__(a[0], b[0]));',
};

/**
 * The rewrites, by the module's path under node_modules.
 * @type {Record<string, {from: string, to: string}>}
 */
const SORTS = {
  '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js': {
    from: '.sort((a, b) => b[1].path.localeCompare(a[1].path))',
    to: '.sort((a, b) => compareCodeUnits__(b[1].path, a[1].path))',
  },
  '@docusaurus/theme-common/lib/utils/reactUtils.js': MEMO_KEYS,
  // The OpenAPI theme's own copy of that hook, for the explorer's code blocks.
  'docusaurus-theme-openapi-docs/lib/theme/utils/reactUtils.js': MEMO_KEYS,
};

/**
 * The module these rewrites apply to, or undefined.
 * @param {string} file an absolute path
 * @returns {string | undefined}
 */
function sortedModule(file) {
  const normal = file.split('\\').join('/');
  return Object.keys(SORTS).find((module) => normal.endsWith(`/node_modules/${module}`));
}

/**
 * The module's source with its sort comparing by code unit.
 * @param {string} source
 * @param {string} file the module's absolute path, named in the error
 * @returns {string}
 */
function compareByCodeUnit(source, file) {
  const module = sortedModule(file);
  if (!module) throw new Error(`${file}: not a module patches/docusaurus/codeUnitSortLoader.cjs rewrites`);
  const {from, to} = SORTS[module];
  const found = source.split(from).length - 1;
  if (found !== 1) {
    throw new Error(
      `${file}: expected the sort \`${from}\` once, found it ${found} times. ` +
        'Docusaurus changed this module: check whether it still sorts with localeCompare, then update ' +
        'patches/docusaurus/codeUnitSortLoader.cjs or drop it (patches/README.md).',
    );
  }
  return `${source.replace(from, to)}\n${COMPARE}\n`;
}

/**
 * @this {{resourcePath: string}}
 * @param {string | Buffer} source
 */
module.exports = function codeUnitSortLoader(source) {
  return compareByCodeUnit(String(source), this.resourcePath);
};
module.exports.compareByCodeUnit = compareByCodeUnit;
module.exports.sortedModule = sortedModule;
module.exports.SORTED_MODULES = Object.keys(SORTS);
