/**
 * A bundler loader, used under `npm start` only (patches/search-local/devSearch.ts): it
 * turns on the search plugin's client in development.
 *
 * @easyops-cn/docusaurus-search-local switches its client off unless
 * `process.env.NODE_ENV === "production"`: the worker that loads and queries
 * the index is never started, and the dropdown says the index exists only
 * after `docusaurus build`. Under `npm start` this site builds an index in the
 * background and serves it (patches/search-local/devSearch.ts), so in the two files that
 * hold the switch the test is replaced with `true`.
 *
 * Each file must hold the test as many times as this expects; a release of
 * the plugin laid out otherwise stops the dev server with an error that names
 * the file, rather than leaving search silently off.
 */
'use strict';

const GATE = 'process.env.NODE_ENV === "production"';

/**
 * The files this loader is for, with how many times each tests the mode.
 * @type {Record<string, number>}
 */
const EXPECTED = {
  'searchByWorker.js': 3,
  'EmptyTemplate.js': 1,
};

/** @type {RegExp} the rule's `test` in patches/search-local/devSearch.ts */
const FILES =
  /docusaurus-search-local[\\/]dist[\\/]client[\\/]client[\\/]theme[\\/](searchByWorker|SearchBar[\\/]EmptyTemplate)\.js$/;

/**
 * @param {string} source
 * @param {string} file
 * @returns {string}
 */
function enableInDevelopment(source, file) {
  const name = Object.keys(EXPECTED).find((n) => file.endsWith(n));
  const found = source.split(GATE).length - 1;
  if (!name || found !== EXPECTED[name]) {
    throw new Error(
      `patches/search-local/devSearchLoader.cjs: ${file} tests \`${GATE}\` ${found} times, expected ${name ? EXPECTED[name] : 'a file this loader knows'}. ` +
        'The search plugin has changed: check how its client decides to run in development, then update the loader.',
    );
  }
  return source.split(GATE).join('true /* search under npm start: patches/search-local/devSearch.ts */');
}

/** @this {{resourcePath: string}} @param {string} source */
module.exports = function devSearchLoader(source) {
  return enableInDevelopment(source, this.resourcePath);
};
module.exports.FILES = FILES;
module.exports.enableInDevelopment = enableInDevelopment;
