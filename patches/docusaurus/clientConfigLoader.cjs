/**
 * A bundler loader for Docusaurus's generated `docusaurus.config.mjs`, in the
 * browser build only (patches/docusaurus/mainBundle.ts).
 *
 * The file is the whole site configuration, written as JSON:
 *
 *   export default { "title": …, "plugins": […], "themes": […], … };
 *
 * Its `plugins`, `themes` and `presets` hold every plugin's options (the four
 * docs sets, the OpenAPI plugin, search), which only the server reads, when it
 * loads the plugins; nothing in the browser reads them, yet they came into
 * main.js on every page: about 5 KB, 1.3 KiB gzip. Here the browser's copy
 * has them as empty lists; the rest of the configuration stays as it is.
 *
 * If the file is not of that form (a new Docusaurus release writes it
 * differently), the build stops with an error that says so, rather than
 * shipping a configuration this loader half rewrote.
 */
'use strict';

/** The keys only the server reads. */
const SERVER_ONLY = ['plugins', 'themes', 'presets'];
const START = 'export default {';

/**
 * The configuration's source with the server-only lists emptied.
 * @param {string} source
 * @param {string} [file] named in the error
 * @returns {string}
 */
function dropServerOnlyConfig(source, file = 'docusaurus.config.mjs') {
  const start = source.indexOf(START);
  const end = source.lastIndexOf('};');
  if (start === -1 || end < start)
    throw new Error(`${file}: expected "export default {…};" (the site configuration as Docusaurus 3 writes it)`);
  let config;
  try {
    config = JSON.parse(source.slice(start + START.length - 1, end + 1));
  } catch (error) {
    throw new Error(
      `${file}: the site configuration is not JSON (patches/docusaurus/clientConfigLoader.cjs): ${/** @type {Error} */ (error).message}`,
      {cause: error},
    );
  }
  for (const key of SERVER_ONLY) {
    if (!Array.isArray(config[key]))
      throw new Error(`${file}: expected "${key}" to be a list in the site configuration`);
    config[key] = [];
  }
  return `${source.slice(0, start)}export default ${JSON.stringify(config, null, 2)};\n`;
}

/**
 * @this {{resourcePath: string}}
 * @param {string | Buffer} source
 */
module.exports = function clientConfigLoader(source) {
  return dropServerOnlyConfig(String(source), this.resourcePath);
};
module.exports.dropServerOnlyConfig = dropServerOnlyConfig;
