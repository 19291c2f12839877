// What a page costs to load: the bytes on the wire per kind of resource, and
// which script and style files it requested. One measurement for the
// benchmark (scripts/bench/index.mjs) and the byte budgets
// (tests/e2e/budgets.spec.ts), which must agree. No import.meta here:
// Playwright loads this file from a spec.
import {readFileSync} from 'node:fs';
import path from 'node:path';

/**
 * @typedef {{html: number, css: number, js: number, other: number, prefetch: number, total: number,
 *   scripts: {url: string, bytes: number}[], styles: {url: string, bytes: number}[]}} PageWeight
 */

/** A phone, as Lighthouse's mobile preset has it (Moto G Power). */
export const PHONE = {viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true};
/** A desktop window. */
const DESKTOP = {viewport: {width: 1350, height: 940}};

/**
 * Loads `url` in a fresh context with the cache disabled and counts the bytes
 * transferred (gzip, as the server sends them, headers included) once the page
 * has hydrated and the network is idle. Docusaurus prefetches (rel=prefetch)
 * the chunks of linked pages for the next navigation; they are counted apart
 * (`prefetch`) and are not part of `total`.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {{ready?: string, device?: typeof PHONE | typeof DESKTOP}} [options] `ready`: a selector to wait for before counting ends
 * @returns {Promise<PageWeight>}
 */
export async function measurePage(browser, url, {ready, device = DESKTOP} = {}) {
  const context = await browser.newContext(device);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
    /** @type {Map<string, {type: string, url: string}>} */
    const kinds = new Map();
    const totals = {html: 0, css: 0, js: 0, other: 0, prefetch: 0};
    /** @type {{url: string, bytes: number}[]} */
    const scripts = [];
    /** @type {{url: string, bytes: number}[]} */
    const styles = [];
    cdp.on('Network.responseReceived', ({requestId, type, response}) =>
      kinds.set(requestId, {type, url: response.url}),
    );
    cdp.on('Network.loadingFinished', ({requestId, encodedDataLength}) => {
      const k = kinds.get(requestId);
      /** @type {keyof typeof totals} */
      const kind =
        k?.type === 'Document'
          ? 'html'
          : k?.type === 'Stylesheet'
            ? 'css'
            : k?.type === 'Script'
              ? 'js'
              : k?.type === 'Other' && /\/assets\//.test(k.url)
                ? 'prefetch'
                : 'other';
      totals[kind] += encodedDataLength;
      if (k && kind === 'js') scripts.push({url: k.url, bytes: encodedDataLength});
      if (k && kind === 'css') styles.push({url: k.url, bytes: encodedDataLength});
    });
    await page.goto(url, {waitUntil: 'networkidle'});
    await page.waitForSelector('html[data-has-hydrated="true"]');
    if (ready) await page.waitForSelector(ready, {timeout: 30_000});
    await page.waitForLoadState('networkidle');
    return {...totals, total: totals.html + totals.css + totals.js + totals.other, scripts, styles};
  } finally {
    await context.close();
  }
}

/**
 * @typedef {{file: string, names: string[], initial: boolean, modules: {name: string, bytes: number}[]}} ChunkComposition
 */

/** What plugins/bundleComposition.ts names the file it writes into Docusaurus's generated-files folder. */
export const COMPOSITION_NAME = 'bundle-composition.json';
/** Where the build writes what each script file is made of. */
const COMPOSITION_FILE = path.join('.docusaurus', COMPOSITION_NAME);

/**
 * The composition of the last build's script files, by file under build/.
 * @param {string} root the repository
 * @returns {Map<string, ChunkComposition>}
 */
export function readComposition(root) {
  const file = path.join(root, COMPOSITION_FILE);
  /** @type {ChunkComposition[]} */
  let chunks;
  try {
    chunks = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `${file}: cannot read the bundle composition (run \`npm run build\`): ${error instanceof Error ? error.message : String(error)}`,
      {cause: error},
    );
  }
  return new Map(chunks.map((c) => [c.file, c]));
}

/**
 * Packages and project folders that belong to the API reference alone: the
 * OpenAPI theme and what only it uses. A non-API page must load none of them.
 */
const API_ONLY_MODULES = [
  /^docusaurus-theme-openapi-docs$/,
  /^docusaurus-plugin-openapi-docs$/,
  /^postman-/,
  /^@reduxjs\//,
  /^react-redux$/,
  /^react-hook-form$/,
  /^patches\/openapi\/theme\/ApiExplorer\//,
  /^patches\/openapi\/theme\/ApiAwareDocItem\/(register|accessibleMarkup)/,
  /^patches\/openapi\/stubs\//,
];

/**
 * The Markdown parser the OpenAPI theme renders descriptions with
 * (react-markdown and what it brings). API pages render their descriptions
 * ahead of time (patches/openapi/prerenderMarkdown.mjs) and load it only for
 * a text the generator missed.
 */
export const MARKDOWN_PARSER_MODULES = [/^react-markdown$/, /^micromark/, /^mdast-util-/, /^remark-/, /^unified$/];

/**
 * The code highlighter (prism-react-renderer: in the browser build the
 * Prism core, without its bundled grammars, patches/prism/prismBundleLoader.cjs).
 * It loads with the code block component, on pages that render Markdown,
 * not in main.js (patches/prism/prismLanguages.ts).
 */
export const HIGHLIGHTER_MODULES = [/^prism-react-renderer$/];

/**
 * The grammars prism-react-renderer bundles, all at once (src/prism/bundled.ts): only pages
 * whose code needs one of those that do not load on their own (src/prism/languages.ts).
 */
export const BUNDLED_GRAMMAR_MODULES = [/^src\/prism\/bundled\.ts$/];

/**
 * The modules matching `patterns` in the scripts a page requested, as "file: module".
 * @param {{url: string}[]} scripts
 * @param {Map<string, ChunkComposition>} composition
 * @param {RegExp[]} [patterns] the API-only modules unless given
 */
export function modulesIn(scripts, composition, patterns = API_ONLY_MODULES) {
  const found = [];
  for (const {url} of scripts) {
    const file = new URL(url).pathname.replace(/^\//, '');
    for (const m of composition.get(file)?.modules ?? []) {
      if (patterns.some((re) => re.test(m.name))) found.push(`${file}: ${m.name}`);
    }
  }
  return found;
}

/**
 * The largest parts of the scripts a page requested, by module group, summed
 * over its files (sizes before minification, as the bundler read them).
 * @param {{url: string}[]} scripts
 * @param {Map<string, ChunkComposition>} composition
 * @param {number} [top]
 */
export function scriptComposition(scripts, composition, top = 12) {
  /** @type {Map<string, number>} */
  const groups = new Map();
  for (const {url} of scripts) {
    const file = new URL(url).pathname.replace(/^\//, '');
    for (const m of composition.get(file)?.modules ?? []) groups.set(m.name, (groups.get(m.name) ?? 0) + m.bytes);
  }
  const all = [...groups].sort((a, b) => b[1] - a[1]);
  const total = all.reduce((a, [, b]) => a + b, 0);
  return {total, top: all.slice(0, top).map(([name, bytes]) => ({name, bytes}))};
}
