// The OpenAPI theme renders every parameter, schema and response description
// from Markdown in the browser (its theme/Markdown: react-markdown with
// remark-gfm), which put about 600 KB of parser modules (micromark, mdast,
// unified…) on every API page and parsed each text again on every visit.
// `npm run generate` now renders those texts once: for each operation page,
// every text the theme can hand to its Markdown component is rendered with
// the theme's own renderer and written into the page as
// `export const apiMarkdown = {text: tree}`. theme/Markdown draws a tree with
// React (markdownTree.mjs) and loads the real renderer only for a text the
// page does not carry. The server build throws on such a text, so a build
// that passes has pre-rendered them all.
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {Fragment} from 'react';
import Markdown from 'react-markdown';
import rehypeRaw from 'rehype-raw';
import remarkGfm from 'remark-gfm';

const require = createRequire(import.meta.url);
const themeRoot = path.dirname(require.resolve('docusaurus-theme-openapi-docs/package.json'));

/**
 * A text, or an element: tag, attributes (as React props), children.
 * @typedef {string | MarkdownElement} MarkdownTree
 */
/**
 * @typedef {[string, Record<string, unknown> | null, ...any[]]} MarkdownElement
 *   children are MarkdownTree (a typedef tuple cannot name itself)
 */

/**
 * `translate` as the theme's modules call it, for a site without
 * translations of the theme's strings: the default message with its
 * `{placeholders}` filled in.
 * @param {{message: string}} descriptor
 * @param {Record<string, unknown>} [values]
 */
function translate({message}, values) {
  return message.replace(/\{(\w+)\}/g, (whole, name) => (values && name in values ? String(values[name]) : whole));
}

/**
 * The theme's lib/markdown/schema.js, which builds the "Possible values:"
 * lines. It is browser code that imports `@docusaurus/Translate`, so it is
 * evaluated here with `translate` above in place of that module.
 * @returns {{getQualifierMessage: (schema: unknown) => string | undefined}}
 */
function loadThemeSchemaModule() {
  const file = path.join(themeRoot, 'lib', 'markdown', 'schema.js');
  const fileRequire = createRequire(file);
  const module = {exports: {}};
  /** @param {string} id */
  const localRequire = (id) => (id === '@docusaurus/Translate' ? {translate} : fileRequire(id));
  new Function('exports', 'require', 'module', readFileSync(file, 'utf8'))(module.exports, localRequire, module);
  return /** @type {any} */ (module.exports);
}

const {getQualifierMessage} = loadThemeSchemaModule();

/**
 * The table the theme's SchemaItem and ParamsItem build from an
 * `x-enumDescriptions` map (the same template in both; not exported by the
 * theme, so repeated here).
 * @param {unknown} enumDescriptions
 */
function enumDescriptionMarkdown(enumDescriptions) {
  if (!enumDescriptions || typeof enumDescriptions !== 'object') return '';
  const entries = Object.entries(enumDescriptions);
  if (entries.length === 0) return '';
  return `| Enum Value | Description |
| ---- | ----- |
${entries.map((desc) => `| ${desc[0]} | ${desc[1]} | `.replaceAll('\n', '<br/>')).join('\n')}
    `;
}

/**
 * Every text the theme may render with its Markdown component on an
 * operation's page: the `description` and `summary` of the parameters,
 * request body, responses and everything in their schemas and examples, the
 * "Possible values" line of each schema (worked out by the theme's own
 * function) and the table of an `x-enumDescriptions`. It may hold a few the
 * page never shows (texts inside example values). The server build fails on
 * a text it lacks, and tests/e2e/api-explorer.spec.ts opens every collapsed
 * part of every API page to find any the server did not render.
 * @param {{parameters?: unknown, requestBody?: unknown, responses?: unknown}} operation
 * @returns {string[]} sorted, without repeats
 */
export function markdownTexts(operation) {
  /** @type {Set<string>} */
  const texts = new Set();
  const seen = new Set();
  /** @param {unknown} node */
  const visit = (node) => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    const record = /** @type {Record<string, unknown>} */ (node);
    for (const key of ['description', 'summary']) {
      const text = record[key];
      if (typeof text === 'string' && text) texts.add(text);
    }
    const qualifier = getQualifierMessage(record);
    if (qualifier) texts.add(qualifier);
    const table = enumDescriptionMarkdown(record['x-enumDescriptions']);
    if (table) texts.add(table);
    // Everything, examples included: a name like `default` or `value` can be
    // a response or a property as well as data, and an extra text costs
    // only its bytes.
    Object.values(record).forEach(visit);
  };
  visit([operation.parameters, operation.requestBody, operation.responses]);
  return [...texts].sort();
}

/**
 * Thrown for a text the pre-rendering cannot draw as the theme would.
 */
export class UnsupportedMarkdown extends Error {}

/**
 * The theme's components for react-markdown (theme/Markdown of
 * docusaurus-theme-openapi-docs): `pre` becomes a `div`; `code` stays `code`
 * unless it names a language, which the theme draws with its CodeBlock.
 * @type {Record<string, (props: any) => unknown>}
 */
const THEME_COMPONENTS = {
  pre: ({node, ...props}) => ({type: 'div', props}),
  code: ({node, inline, className, children, ...props}) => {
    if (/language-(\w+)/.test(className || '')) {
      throw new UnsupportedMarkdown(`a code block with a language (${className}), which the theme draws with its CodeBlock`);
    }
    return {type: 'code', props: {className, ...props, children}};
  },
};

/**
 * A React element tree (as react-markdown returns it) as plain data.
 * @param {any} node
 * @returns {MarkdownTree[]}
 */
function toTree(node) {
  if (node === null || node === undefined || typeof node === 'boolean') return [];
  if (typeof node === 'string' || typeof node === 'number') return [String(node)];
  if (Array.isArray(node)) return node.flatMap(toTree);
  const {type, props} = node;
  if (type === Fragment) return toTree(props.children);
  if (typeof type === 'function') return toTree(type(props));
  if (typeof type !== 'string') throw new UnsupportedMarkdown(`an element of an unexpected kind (${String(type)})`);
  const {children, ...rest} = props;
  const attributes = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  return [[type, Object.keys(attributes).length > 0 ? attributes : null, ...toTree(children)]];
}

/**
 * A text rendered as the theme's Markdown component renders it, as data
 * that markdownTree.mjs turns back into the same React elements.
 * @param {string} text
 * @returns {MarkdownTree[]}
 */
export function renderMarkdown(text) {
  // The theme turns paragraphs that open with ::: into its Admonition component.
  if (/^\s*:::/m.test(text)) throw new UnsupportedMarkdown('an admonition (:::), which the theme draws with its Admonition component');
  return toTree(Markdown({children: text, remarkPlugins: [remarkGfm], rehypePlugins: [rehypeRaw], components: THEME_COMPONENTS}));
}

/**
 * The operation in an API page's `api` front matter: JSON on one line, as
 * the plugin writes it with `disableCompression` (patches/openapi/options.ts).
 * @param {string} mdx
 * @returns {Record<string, unknown> | null} null for a page without one (info and tag pages)
 */
export function operationOfPage(mdx) {
  const line = mdx.match(/^---\n[\s\S]*?^api: (.*)$/m);
  if (!line) return null;
  if (!line[1].startsWith('{')) {
    throw new Error(
      'the OpenAPI plugin wrote the `api` front matter compressed; patches/openapi/options.ts sets `disableCompression: true` ' +
        'so that the browser does not inflate it on every page view. Set it again, or read the compressed form here.',
    );
  }
  return JSON.parse(line[1]);
}

/** The export every operation page gets; theme/ApiAwareDocItem/register.tsx reads it. */
export const EXPORT_NAME = 'apiMarkdown';

/**
 * An operation page with its texts pre-rendered, as
 * `export const apiMarkdown = {...}` at its end; other pages unchanged.
 * Throws UnsupportedMarkdown for a text it cannot render as the theme would.
 * @param {string} mdx
 */
export function withPrerenderedMarkdown(mdx) {
  const operation = operationOfPage(mdx);
  if (!operation) return mdx;
  /** @type {Record<string, MarkdownTree[]>} */
  const rendered = {};
  for (const text of markdownTexts(operation)) {
    try {
      rendered[text] = renderMarkdown(text);
    } catch (err) {
      if (!(err instanceof UnsupportedMarkdown)) throw err;
      const excerpt = text.length > 60 ? `${text.slice(0, 60)}…` : text;
      throw new UnsupportedMarkdown(
        `the text "${excerpt}" contains ${err.message}. The API pages render their descriptions ahead of time ` +
          '(patches/openapi/prerenderMarkdown.mjs) and support plain Markdown only: write it without that, or teach that file to render it.',
      );
    }
  }
  return `${mdx.trimEnd()}\n\nexport const ${EXPORT_NAME} = ${JSON.stringify(rendered)};\n`;
}
