/**
 * A bundler loader for Docusaurus's generated `registry.js`, in the browser
 * build only (patches/docusaurus/mainBundle.ts).
 *
 * The registry has one entry per chunk the routes use (about 330 here, one
 * per page and one per data file):
 *
 *   "<chunk>": [<loader importing the module>, "<module>", <the module's id>],
 *
 * The middle element, the module's path as a string, is for the server:
 * react-loadable reports it while rendering a page so the build can list the
 * page's script files. The browser never reads it (it reports only inside a
 * `Loadable.Capture`, which only the server renders), yet all these paths
 * were kept as strings in main.js: 19.7 KB, 2.5 KB gzip, on every page.
 * Here the browser's copy gets `0` in its place; the loader and the module
 * id stay as they are.
 *
 * (The last entry's line also closes the object: `…],};`.)
 *
 * Every entry must have the form above. If one does not (a new Docusaurus
 * release writes the file differently), the build stops with an error that
 * says so, rather than shipping a registry this loader half rewrote.
 */
'use strict';

const ENTRY =
  /^( {2}"([^"\\]+)": \[\(\) => import\(\/\* webpackChunkName: "\2" \*\/ "((?:[^"\\]|\\.)*)"\), )"\3"(, require\.resolveWeak\("\3"\)\],(?:\};)?)$/;

/**
 * The registry's source with each entry's module path string replaced by 0.
 * @param {string} source
 * @param {string} [file] named in the error
 * @returns {string}
 */
function stripModulePaths(source, file = 'registry.js') {
  const lines = source.split('\n');
  const first = lines.indexOf('export default {');
  if (first === -1) throw new Error(`${file}: expected "export default {" (the registry as Docusaurus 3 writes it)`);
  const out = lines.map((line, i) => {
    if (i <= first || line === '' || line === '};') return line;
    const m = ENTRY.exec(line);
    if (!m) {
      throw new Error(
        `${file}:${i + 1}: not a registry entry of the expected form (patches/docusaurus/clientRegistryLoader.cjs): ${line.slice(0, 160)}`,
      );
    }
    return `${m[1]}0${m[4]}`;
  });
  return out.join('\n');
}

/**
 * @this {{resourcePath: string}}
 * @param {string | Buffer} source
 */
module.exports = function clientRegistryLoader(source) {
  return stripModulePaths(String(source), this.resourcePath);
};
module.exports.stripModulePaths = stripModulePaths;
