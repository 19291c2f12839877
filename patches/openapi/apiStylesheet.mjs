// The API pages' stylesheet in their HTML. The OpenAPI theme's styles and
// the site's overrides of them are a CSS file of their own (index.ts), which
// the bundler loads with the API pages' script. Docusaurus puts only the
// global stylesheet in a page's HTML, so an API page opened directly was
// painted unstyled and then jumped as that file arrived (Lighthouse CLS on a
// phone). After the build (the plugin's postBuild), each page the OpenAPI
// theme rendered gets a <link> to the file right after the global one; the
// bundler's loader then finds the file already in the page and does not add
// it again.
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {htmlFiles} from '../../scripts/lib/files.mjs';

/** The file the bundler writes the API styles to (splitChunks group `api-styles`). */
const API_STYLES_FILE = /^api-styles\.[0-9a-f]+\.css$/;

/** Markup only the OpenAPI theme's ApiItem renders: the row of description and explorer. */
const API_PAGE_MARK = 'theme-api-markdown';

/** The global stylesheet's link, as Docusaurus writes it (minified or not). */
const GLOBAL_STYLESHEET = /<link rel="?stylesheet"? href="?[^"\s>]*\/assets\/css\/styles\.[0-9a-f]+\.css"?\s*\/?>/;

/**
 * A page's HTML with the API stylesheet linked after the global one, or
 * null when the page is not an API page or already links it.
 * @param {string} html
 * @param {string} href the API stylesheet's address
 * @param {string} file the page, for the error
 * @returns {string | null}
 */
export function linkApiStylesheet(html, href, file) {
  if (!html.includes(API_PAGE_MARK) || html.includes(href)) return null;
  const global = GLOBAL_STYLESHEET.exec(html);
  if (!global) throw new Error(`${file}: an API page without the global stylesheet's <link>, so the API stylesheet has no place (patches/openapi/apiStylesheet.mjs)`);
  const at = global.index + global[0].length;
  return `${html.slice(0, at)}<link rel="stylesheet" href="${href}">${html.slice(at)}`;
}

/**
 * Links the API stylesheet from every API page of a build.
 * @param {string} outDir the build folder
 * @param {string} baseUrl the site's base URL, ending in `/`
 * @returns {number} the pages changed
 */
export function addApiStylesheet(outDir, baseUrl) {
  const cssDir = path.join(outDir, 'assets', 'css');
  const files = readdirSync(cssDir).filter((name) => API_STYLES_FILE.test(name));
  if (files.length !== 1) {
    throw new Error(`${cssDir}: expected one api-styles CSS file, found ${files.length} (${files.join(', ') || 'none'}); see the apiStyles group in patches/openapi/index.ts`);
  }
  const href = `${baseUrl}assets/css/${files[0]}`;
  let changed = 0;
  for (const file of htmlFiles(outDir)) {
    const html = linkApiStylesheet(readFileSync(file, 'utf8'), href, path.relative(outDir, file));
    if (html === null) continue;
    writeFileSync(file, html);
    changed += 1;
  }
  return changed;
}
