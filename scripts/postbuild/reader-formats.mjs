#!/usr/bin/env node
// Post-build step: the formats for readers who bring the docs into an editor,
// a terminal or an AI assistant.
//   - <page>.md beside every page (/index.md for the home page): its Markdown
//     twin (scripts/lib/markdown-twin.mjs). API operation pages are written
//     from the OpenAPI file, every other page from its built HTML.
//   - /llms.txt: the site and one line per page, by product and sidebar
//     section (https://llmstxt.org); /<product>/llms.txt for one product;
//     /llms-full.txt and /<product>/llms-full.txt with every twin in full.
//   - /catalyst/api/openapi.yaml and openapi.json: the API description the
//     reference is generated from, for download.
// Run by scripts/postbuild/index.mjs; a page that cannot be converted stops the
// step with its file name and the problem.
//
//   node scripts/postbuild/reader-formats.mjs [buildDir]        (default: build/)
import {existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import yaml from 'js-yaml';
import {fromHtml} from 'hast-util-from-html';
import {OPENAPI_DOWNLOADS, twinRoute} from '../../config/readerFormats.mjs';
import {htmlFiles} from '../lib/files.mjs';
import {repoRoot} from '../lib/data.mjs';
import {htmlToTwin, operationTwin, pageMeta} from '../lib/markdown-twin.mjs';
import {products, referenceOf} from '../lib/products.mjs';
import {siteUrlOf} from '../lib/site-url.mjs';

/**
 * @typedef {import('../lib/markdown-twin.mjs').Twin} Twin
 * @typedef {Twin & {route: string}} Page
 * @typedef {import('../lib/products.mjs').Product} Product
 */

/**
 * An item of a docs sidebar as Docusaurus loaded it (.docusaurus/, see
 * loadSidebars): only the fields read here.
 * @typedef {object} SidebarItem
 * @property {string} type 'link', 'category' or 'html'
 * @property {string} [label]
 * @property {string} [href] the page of a link or of a category that has one
 * @property {SidebarItem[]} [items] the items of a category
 */

/** The product areas (config/products.json), in the order the indexes present them. */
const PRODUCTS = products;

/** llms.txt convention: an index is read whole, so it must stay small. */
export const INDEX_LIMIT = 50_000;
/**
 * An index's descriptions are whole sentences, never cut. To fit the limit an
 * index drops them from its deepest lines first: these are the depths of the
 * sidebar below which lines keep their description, tried in turn (0: none).
 * The site index lists every page, so it starts shallower than a product's.
 */
const SITE_INDEX_DEPTHS = [2, 1, 0];
const PRODUCT_INDEX_DEPTHS = [Infinity, 3, 2, 1, 0];

/**
 * The page route of a built HTML file (relative to the build folder).
 * @param {string} rel
 * @returns {string}
 */
export function routeOfHtml(rel) {
  const clean = rel
    .split(path.sep)
    .join('/')
    .replace(/\.html$/, '');
  if (clean === 'index') return '/';
  return `/${clean.replace(/\/index$/, '')}`;
}

/**
 * The generated API operation pages: route -> method and path, read from the
 * MDX the OpenAPI plugin wrote (its `id` and its MethodEndpoint).
 * @param {string} [root]
 * @returns {Map<string, {method: string, path: string}>}
 */
function apiOperations(root = repoRoot) {
  const api = referenceOf('api');
  const dir = path.join(root, api.outDir);
  /** @type {Map<string, {method: string, path: string}>} */
  const ops = new Map();
  if (!existsSync(dir)) return ops;
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.api.mdx')) continue;
    const text = readFileSync(path.join(dir, name), 'utf8');
    const id = /^id:\s*(\S+)\s*$/m.exec(text)?.[1];
    const method = /<MethodEndpoint\s+method=\{"(\w+)"\}\s+path=\{"([^"]+)"\}/.exec(text);
    if (!id || !method) throw new Error(`${api.outDir}/${name}: cannot find the page id and its method and path`);
    ops.set(`${api.route}/${id}`, {method: method[1], path: method[2]});
  }
  return ops;
}

/**
 * The docs sidebars as Docusaurus loaded them (.docusaurus/, written by the build).
 * @param {string} [root]
 * @returns {Map<string, SidebarItem[]>} docs plugin id -> its (first) sidebar
 */
function loadSidebars(root = repoRoot) {
  const base = path.join(root, '.docusaurus', 'docusaurus-plugin-content-docs');
  /** @type {Map<string, SidebarItem[]>} */
  const sidebars = new Map();
  if (!existsSync(base)) return sidebars;
  for (const id of readdirSync(base)) {
    const dir = path.join(base, id, 'p');
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir)) {
      const data = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
      const items = Object.values(data.version?.docsSidebars ?? {})[0];
      if (items) sidebars.set(id, items);
    }
  }
  return sidebars;
}

/**
 * A description for an index line: its first sentence, whole, on one line.
 * @param {string | undefined} text
 * @returns {string}
 */
export function firstSentence(text) {
  const one = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  // A sentence ends at . ! or ? before a space and a capital; "e.g. this" and "v1.2" go on.
  const end = /[.!?](?=\s+[A-Z`*[(])/.exec(one);
  return end ? one.slice(0, end.index + 1) : one;
}

/** @param {string | undefined} text @returns {string} */
function escapeLabel(text) {
  return String(text).replace(/([[\]])/g, '\\$1');
}

/**
 * One list line of an index: the page's label linking its twin, then the
 * first sentence of its description when the line is shallower than
 * `maxDepth` (its depth: the indent's levels).
 * @param {{label: string | undefined, route: string, description: string | undefined, maxDepth: number, siteUrl: string, indent?: string}} line
 */
function indexLine({label, route, description, maxDepth, siteUrl, indent = ''}) {
  const text = indent.length / 2 < maxDepth ? firstSentence(description) : '';
  return `${indent}- [${escapeLabel(label)}](${siteUrl}${twinRoute(route)})${text ? `: ${text}` : ''}`;
}

/**
 * Whether `route` is the product page `prefix` or below it.
 * @param {string} route
 * @param {string} prefix
 */
function inArea(route, prefix) {
  return route === prefix || route.startsWith(`${prefix}/`);
}

/**
 * The first rendering of an index, from descriptions at every depth to none,
 * that fits the limit; an error naming `file` when none does.
 * @param {string} file
 * @param {(maxDepth: number) => string} render
 * @param {number[]} depths
 */
function fitIndex(file, render, depths) {
  let text = '';
  for (const maxDepth of depths) {
    text = render(maxDepth);
    if (text.length <= INDEX_LIMIT) return text;
  }
  throw new Error(`${file} has ${text.length} characters, over the ${INDEX_LIMIT} an index may have`);
}

/**
 * The lines of one sidebar as a nested list; every page it lists is removed
 * from `remaining` (pages no sidebar lists are listed after it).
 * @param {SidebarItem[]} items
 * @param {Map<string, Page>} pages
 * @param {Set<string>} remaining
 * @param {string} siteUrl
 * @param {number} [depth]
 * @param {number} [maxDepth] lines at this depth and deeper have no description
 * @returns {string[]}
 */
function sidebarLines(items, pages, remaining, siteUrl, depth = 0, maxDepth = Infinity) {
  /** @type {string[]} */
  const lines = [];
  const indent = '  '.repeat(depth);
  for (const item of items) {
    const route = item.href ? item.href.replace(/\/+$/, '') || '/' : undefined;
    const page = route ? pages.get(route) : undefined;
    if (route && page) {
      remaining.delete(route);
      lines.push(indexLine({label: item.label, route, description: page.description, maxDepth, siteUrl, indent}));
    } else if (item.type === 'category') {
      lines.push(`${indent}- ${item.label}`);
    }
    if (item.type === 'category')
      lines.push(...sidebarLines(item.items ?? [], pages, remaining, siteUrl, depth + 1, maxDepth));
  }
  return lines;
}

/**
 * The sections of one product in an index, one per top-level sidebar
 * category after one for the product's own pages; `labelled`: the section
 * headings name the product (the site index).
 * @param {Product} product
 * @param {SidebarItem[] | undefined} sidebar
 * @param {Map<string, Page>} pages
 * @param {string} siteUrl
 * @param {{labelled: boolean, maxDepth: number}} options `maxDepth`: see sidebarLines
 * @returns {string[]}
 */
function productSections(product, sidebar, pages, siteUrl, {labelled, maxDepth}) {
  const prefix = `/${product.routeBasePath}`;
  const own = new Set([...pages.keys()].filter((r) => inArea(r, prefix)));
  const sections = [];
  const top = [];
  for (const item of sidebar ?? []) {
    if (item.type === 'category') {
      // The section heading names the category: list its page (if any) and its items.
      const lines = sidebarLines(
        item.href ? [{...item, type: 'link'}, ...(item.items ?? [])] : (item.items ?? []),
        pages,
        own,
        siteUrl,
        0,
        maxDepth,
      );
      sections.push(`## ${labelled ? `${product.label}: ` : ''}${item.label}\n\n${lines.join('\n')}`);
    } else {
      top.push(...sidebarLines([item], pages, own, siteUrl, 0, maxDepth));
    }
  }
  const rest = [...own].sort().map((route) => {
    const page = /** @type {Page} */ (pages.get(route));
    return indexLine({label: page.title, route, description: page.description, maxDepth, siteUrl});
  });
  const head = [...top, ...rest];
  if (head.length > 0) sections.unshift(`## ${product.label}\n\n${head.join('\n')}`);
  return sections;
}

/**
 * Writes every reader format into `buildDir`. Returns what it wrote.
 * @param {string} buildDir
 * @param {{root?: string}} [options]
 */
export function writeReaderFormats(buildDir, {root = repoRoot} = {}) {
  const siteUrl = siteUrlOf(buildDir);
  const openApiFile = path.join(root, referenceOf('api').source);
  const spec = yaml.load(readFileSync(openApiFile, 'utf8'));
  const operations = apiOperations(root);

  /** @type {Map<string, Page>} */
  const pages = new Map();
  for (const file of htmlFiles(buildDir)) {
    const rel = path.relative(buildDir, file);
    if (rel === '404.html') continue;
    const route = routeOfHtml(rel);
    let twin;
    try {
      const html = readFileSync(file, 'utf8');
      const op = operations.get(route);
      if (op) twin = operationTwin(spec, {...op, siteUrl});
      else if (route === '/search') twin = searchTwin(pageMeta(fromHtml(html)), siteUrl);
      else twin = htmlToTwin(html, {siteUrl});
    } catch (error) {
      throw new Error(
        `${rel}: cannot write its Markdown twin: ${error instanceof Error ? error.message : String(error)}`,
        {cause: error},
      );
    }
    const markdown = `${twin.markdown.trimEnd()}\n\n---\n\nThis page on the web: ${siteUrl}${route === '/' ? '/' : route}\n`;
    const out = path.join(buildDir, ...twinRoute(route).slice(1).split('/'));
    mkdirSync(path.dirname(out), {recursive: true});
    writeFileSync(out, markdown);
    pages.set(route, {...twin, markdown, route});
  }
  for (const route of operations.keys()) {
    if (!pages.has(route)) throw new Error(`${route}: the API page was generated but not built`);
  }

  const sidebars = loadSidebars(root);
  const intro = (/** @type {string} */ scope) =>
    `Each link is the Markdown version of a page; the same address without \`.md\` is the page itself. ${scope}`;
  const fullName = 'llms-full.txt';
  const written = [];

  // One index and one full file per product.
  for (const product of PRODUCTS) {
    const prefix = `/${product.routeBasePath}`;
    const render = (/** @type {number} */ maxDepth) =>
      [
        `# ${product.label}`,
        '',
        `> ${product.summary}`,
        '',
        intro(
          `All ${product.label} pages in one file: [${prefix}/${fullName}](${siteUrl}${prefix}/${fullName}). The whole site: [llms.txt](${siteUrl}/llms.txt).`,
        ),
        '',
        productSections(product, sidebars.get(product.id), pages, siteUrl, {labelled: false, maxDepth}).join('\n\n'),
        '',
      ].join('\n');
    const index = fitIndex(`${prefix}/llms.txt`, render, PRODUCT_INDEX_DEPTHS);
    const own = [...pages.values()].filter((p) => inArea(p.route, prefix));
    mkdirSync(path.join(buildDir, product.routeBasePath), {recursive: true});
    writeFileSync(path.join(buildDir, product.routeBasePath, 'llms.txt'), index);
    writeFileSync(
      path.join(buildDir, product.routeBasePath, fullName),
      fullText(`${product.label} documentation`, own),
    );
    written.push(`${prefix}/llms.txt`, `${prefix}/${fullName}`);
  }

  // The site index.
  const outside = [...pages.values()]
    .filter((p) => !PRODUCTS.some((product) => inArea(p.route, `/${product.routeBasePath}`)))
    .sort((a, b) => a.route.localeCompare(b.route));
  const siteLines = (/** @type {number} */ maxDepth) =>
    outside.map((p) => indexLine({label: p.title, route: p.route, description: p.description, maxDepth, siteUrl}));
  const siteIndex = (/** @type {number} */ maxDepth) =>
    [
      '# Diagrid Docs',
      '',
      `> Guides and references for Diagrid's products built on Dapr: ${PRODUCTS.map((p) => p.label).join(', ')}.`,
      '',
      intro(
        `Every page in one file: [llms-full.txt](${siteUrl}/${fullName}). One product only: ${PRODUCTS.map(
          (p) => `[${p.label}](${siteUrl}/${p.routeBasePath}/llms.txt)`,
        ).join(', ')}. The Catalyst API as OpenAPI: [openapi.yaml](${siteUrl}${OPENAPI_DOWNLOADS[0]}).`,
      ),
      '',
      PRODUCTS.flatMap((product) =>
        productSections(product, sidebars.get(product.id), pages, siteUrl, {labelled: true, maxDepth}),
      ).join('\n\n'),
      '',
      '## About this site',
      '',
      siteLines(maxDepth).join('\n'),
      '',
    ].join('\n');
  writeFileSync(path.join(buildDir, 'llms.txt'), fitIndex('/llms.txt', siteIndex, SITE_INDEX_DEPTHS));
  writeFileSync(path.join(buildDir, fullName), fullText('Diagrid Docs', [...pages.values()]));
  written.push('/llms.txt', `/${fullName}`);

  // The not-found answer for tools (deploy/nginx.conf serves it with the 404
  // status to a request that prefers Markdown), as the HTML 404 page does for readers.
  writeFileSync(path.join(buildDir, '404.md'), notFoundTwin(siteUrl));
  written.push('/404.md');

  // The OpenAPI description, as written and as JSON.
  const [yamlOut, jsonOut] = OPENAPI_DOWNLOADS.map((route) => path.join(buildDir, ...route.slice(1).split('/')));
  mkdirSync(path.dirname(yamlOut), {recursive: true});
  writeFileSync(yamlOut, readFileSync(openApiFile));
  writeFileSync(jsonOut, `${JSON.stringify(spec, null, 2)}\n`);

  return {twins: pages.size, files: written, siteUrl};
}

/**
 * Every twin of `pages`, one after the other, in route order.
 * @param {string} title
 * @param {Page[]} pages
 * @returns {string}
 */
function fullText(title, pages) {
  const sorted = [...pages].sort((a, b) => a.route.localeCompare(b.route));
  return `# ${title}\n\nThe Markdown version of every page, ${sorted.length} in all.\n\n${sorted
    .map((p) => p.markdown.trimEnd())
    .join('\n\n')}\n`;
}

/**
 * The Markdown not-found page: no page at the address, and where to go
 * instead: the indexes of every page, search, and each product's start page.
 * @param {string} siteUrl
 * @returns {string}
 */
export function notFoundTwin(siteUrl) {
  return [
    '# Page not found',
    '',
    'There is no page at this address. It may have moved, or the link may be mistyped.',
    '',
    `- Every page, with its Markdown address: [llms.txt](${siteUrl}/llms.txt).`,
    `- Search: [${siteUrl}/search?q=<words>](${siteUrl}/search) in a browser.`,
    '',
    '## Start from a product',
    '',
    ...PRODUCTS.map((p) => `- [${p.label}](${siteUrl}/${p.routeBasePath}.md): ${p.summary}`),
    '',
  ].join('\n');
}

/**
 * The search page is a form, not text: its twin says where the text is instead.
 * @param {{title: string, description: string}} meta
 * @param {string} siteUrl
 * @returns {Twin}
 */
function searchTwin(meta, siteUrl) {
  const title = meta.title || 'Search';
  return {
    title,
    description: meta.description || 'Search the documentation.',
    markdown: [
      `# ${title}`,
      '',
      'The search page runs in the browser. Without one, read the index of every page,',
      `[llms.txt](${siteUrl}/llms.txt), or the full text of the site, [llms-full.txt](${siteUrl}/llms-full.txt),`,
      'and search that. Each product also has its own index, for example',
      `[Catalyst](${siteUrl}/catalyst/llms.txt).`,
      '',
    ].join('\n'),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const buildDir = path.resolve(process.argv[2] ?? path.join(repoRoot, 'build'));
  const started = Date.now();
  try {
    const {twins, files} = writeReaderFormats(buildDir);
    console.log(
      `[reader-formats] ${twins} Markdown twins, ${files.length} llms files, the OpenAPI description (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  } catch (error) {
    console.error(`[reader-formats] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
