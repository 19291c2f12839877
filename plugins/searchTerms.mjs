/**
 * A rehype step for every Markdown page: the identifiers that a section shows
 * only in code reach the search index, without the code itself.
 *
 * Code blocks stay out of the index (`pre` in config/search.ts): whole samples
 * made a third of it and matched every query about `curl` or `import`. But an
 * operator searches for the names in them: an annotation (`dapr.io/app-id`), a
 * Helm value (`global.ha.enabled`), an environment variable, a flag, a header,
 * a version. For each section (the text between two headings, as the search
 * plugin cuts a page), this step collects such names from the section's code
 * blocks and, on API operation pages, the operation's parameter and header
 * names (from the `api` front matter the OpenAPI plugin writes: the parameter
 * sections themselves stay out of the index, config/search.ts). A name the
 * page's prose already says is left out, and so is one an earlier section
 * gave. The rest goes into one element at the end of the section,
 * `<div hidden class="search-terms">`: not shown, not read by screen readers,
 * left out of the Markdown twins (scripts/lib/markdown-twin.mjs), and read by
 * the search plugin, which indexes the text of a page's HTML, hidden or not.
 *
 * A name is also given by its last part where a reader may search for that
 * alone: `metadata.ttlInSeconds` as `ttlInSeconds`, `dapr.io/app-id` as `app-id`.
 */

/**
 * The hast and MDX-hast nodes this step reads; everything else passes through.
 * @typedef {{type: string, name?: string, value?: unknown}} Attribute
 * @typedef {{type: string, tagName?: string, name?: string | null, value?: string,
 *   attributes?: Attribute[], properties?: Record<string, unknown>, children?: Node[]}} Node
 * @typedef {{path?: string, data?: {frontMatter?: Record<string, unknown>}}} File
 */

/** The class of the element this step writes; the Markdown twins drop it. */
export const SEARCH_TERMS_CLASS = 'search-terms';

/**
 * The first character of the element's text. The search plugin reads a
 * section as one run of text, so this tells the post-build step
 * (scripts/postbuild/search-indexes.mjs) where the section's visible text ends: the
 * names after it are searched but never shown as a result's snippet.
 */
export const SEARCH_TERMS_MARK = '\u2063';

/** At most this many names per section, so one long sample cannot swamp the index. */
export const MAX_TERMS = 60;

const ANNOTATION = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\/[A-Za-z0-9._-]+$/;
const DOTTED = /^[A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)+$/;

/**
 * Shapes of names worth finding. A plain word is not one: the words a reader
 * searches for are in the prose.
 */
const SHAPES = [
  /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/, // environment variable: DAPR_API_TOKEN
  /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/, // snake_case: save_state
  /^[a-z]+[A-Z][A-Za-z0-9]*$/, // camelCase: redisHost, enableTLS
  /^[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*$/, // PascalCase with two humps: DaprClient
  DOTTED, // global.ha.enabled, metadata.ttlInSeconds
  ANNOTATION, // dapr.io/app-id
  /^-{0,2}[a-z][a-z0-9]*(?:-[a-z0-9]+)+$/, // flag or kebab-case name: --app-id, dapr-api-token
  /^[A-Z][a-z]+(?:-[A-Z][a-z]+)+$/, // header: Content-Type
  /^v?\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/, // version: 1.15.2, v1.16.0-rc.1
];

/** @param {string} word */
function isName(word) {
  return word.length >= 3 && word.length <= 64 && SHAPES.some((shape) => shape.test(word));
}

/**
 * The names in a piece of code, in order of first appearance (repeats kept).
 * @param {string} code
 * @returns {string[]}
 */
export function namesInCode(code) {
  const names = [];
  for (const run of code.match(/[\w$@./-]+/g) ?? []) {
    if (run.includes('//')) continue; // a URL
    const word = run.replace(/^[@$./]+|[./-]+$/g, '');
    // An annotation keeps its slash; any other path is read piece by piece.
    const pieces = ANNOTATION.test(word) ? [word] : word.split('/');
    for (const piece of pieces) {
      const clean = piece.replace(/^\.+|[.-]+$/g, '');
      if (isName(clean)) names.push(clean);
    }
  }
  return names;
}

/**
 * The part of a name a reader may search for alone: what follows an
 * annotation's slash, or the last segment of a dotted name, when that part
 * has the shape of a name too.
 * @param {string} name
 * @returns {string[]}
 */
export function partsOfName(name) {
  let part;
  if (ANNOTATION.test(name)) part = name.slice(name.indexOf('/') + 1);
  else if (DOTTED.test(name)) part = name.split('.').at(-1);
  // Only a part that is a name itself: `enabled`, `yaml` or `token` alone find too much.
  return part && isName(part) ? [part] : [];
}

/**
 * @param {Node} node
 * @param {boolean} skipCode
 * @returns {string}
 */
function textOf(node, skipCode) {
  if (node.type === 'text') return node.value ?? '';
  if (skipCode && node.type === 'element' && node.tagName === 'pre') return '';
  return (node.children ?? []).map((child) => textOf(child, skipCode)).join(' ');
}

/**
 * @param {Node} node
 * @param {Node[]} [found]
 * @returns {Node[]}
 */
function codeBlocks(node, found = []) {
  if (node.type === 'element' && node.tagName === 'pre') found.push(node);
  else for (const child of node.children ?? []) codeBlocks(child, found);
  return found;
}

/**
 * The level of a heading the search plugin starts a section at (h1-h3), in
 * Markdown or as the OpenAPI theme's `<Heading as="h2">`; 0 for anything else.
 * @param {Node} node
 */
function sectionLevel(node) {
  let tag;
  if (node.type === 'element') tag = node.tagName;
  else if (node.type === 'mdxJsxFlowElement' && node.name === 'Heading') {
    // `as="h2"` or, as the OpenAPI plugin writes it, `as={"h2"}` (an expression whose source is a string literal).
    const value = node.attributes?.find((a) => a.name === 'as')?.value;
    tag =
      value && typeof value === 'object' && 'value' in value
        ? String(value.value).replace(/^(["'])(.*)\1$/, '$2')
        : value;
  }
  const match = typeof tag === 'string' ? /^h([1-3])$/.exec(tag) : null;
  return match ? Number(match[1]) : 0;
}

/**
 * The names an API operation page defines, from the `api` front matter the
 * OpenAPI plugin writes: its parameters (path, query and header) and the
 * headers of its responses.
 * @param {unknown} api
 * @returns {string[]}
 */
export function apiNames(api) {
  if (!api || typeof api !== 'object') return [];
  const {parameters, responses} =
    /** @type {{parameters?: {name?: unknown}[], responses?: Record<string, {headers?: object}>}} */ (api);
  const names = (parameters ?? []).map((p) => p.name).filter((n) => typeof n === 'string');
  for (const response of Object.values(responses ?? {})) names.push(...Object.keys(response?.headers ?? {}));
  return /** @type {string[]} */ (names);
}

/**
 * The words the search index keeps for a text, as the plugin's English
 * pipeline cuts them (lunr: split at white space and hyphens, then trimmed of
 * non-word characters at both ends), in lower case. Stemming is left out.
 * `--set diagrid.token="${D3E_LICENSE}"` gives `set` and
 * `diagrid.token="${d3e_license`: the name inside is not a word of its own.
 * @param {string} text
 * @returns {string[]}
 */
function indexWords(text) {
  return text
    .toLowerCase()
    .split(/[\s-]+/)
    .map((w) => w.replace(/^\W+|\W+$/g, ''))
    .filter(Boolean);
}

/**
 * A test of whether a page's prose already makes a name findable: the prose
 * has the name, and every word a query for it is cut into is a word the
 * index keeps for the prose. `--show-labels` beside "show" and "labels" but
 * never whole does not count, nor does a name inside a longer word.
 * @param {string} prose
 * @returns {(name: string) => boolean}
 */
export function proseSays(prose) {
  const text = prose.toLowerCase();
  const words = new Set(indexWords(prose));
  return (name) => text.includes(name.toLowerCase()) && indexWords(name).every((w) => words.has(w));
}

/**
 * The names to add for a section: each name and its part, in order, leaving
 * out those the page's prose makes findable already (proseSays), and those
 * an earlier section of the page gave (`seen`, which this adds to): the index
 * finds a page by a name once, not once per section that repeats it.
 * @param {string[]} names
 * @param {(name: string) => boolean} said whether the page's prose makes a name findable (proseSays)
 * @param {Set<string>} seen the names given so far on this page, in lower case
 * @returns {string[]}
 */
function termsFor(names, said, seen) {
  const terms = [];
  for (const name of names.flatMap((n) => [n, ...partsOfName(n)])) {
    const key = name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    if (said(name)) continue;
    terms.push(name);
    if (terms.length === MAX_TERMS) break;
  }
  return terms;
}

/**
 * The element that carries a section's terms to the index.
 * @param {string[]} terms
 * @returns {Node}
 */
function termsNode(terms) {
  return {
    type: 'element',
    tagName: 'div',
    properties: {hidden: true, className: [SEARCH_TERMS_CLASS]},
    children: [{type: 'text', value: `${SEARCH_TERMS_MARK} ${terms.join(' ')}`}],
  };
}

/**
 * @param {{skip?: string[]}} [options] folders (from the repository root, or
 *   any path that ends with them) whose pages get no terms: a generated
 *   reference whose tables list every name its samples show, so that only the
 *   manifest's scaffold (`apiVersion`, `secretStore`), the same on every page,
 *   would be left to add.
 */
export function rehypeSearchTerms({skip = []} = {}) {
  const skipped = skip.map((dir) => `/${dir.replace(/^\/+|\/+$/g, '')}/`);
  /**
   * @param {Node} tree
   * @param {File} file
   */
  return (tree, file) => {
    const where = (file.path ?? '').split('\\').join('/');
    if (skipped.some((dir) => where.includes(dir))) return;
    const children = tree.children ?? [];
    const said = proseSays(children.map((node) => textOf(node, true)).join(' '));
    /** @type {Set<string>} */
    const seen = new Set();
    const ownNames = apiNames(file.data?.frontMatter?.api);
    // Sections start at the top-level headings; the first also at the top of the page.
    const starts = [0, ...children.flatMap((node, i) => (i > 0 && sectionLevel(node) ? [i] : [])), children.length];
    /** @type {Node[]} */
    const out = [];
    for (let s = 0; s + 1 < starts.length; s++) {
      const section = children.slice(starts[s], starts[s + 1]);
      const names = section.flatMap((node) => codeBlocks(node)).flatMap((pre) => namesInCode(textOf(pre, false)));
      // An API page's own names belong with its description, in its title's section.
      if (section.length > 0 && sectionLevel(section[0]) === 1) names.unshift(...ownNames);
      const terms = termsFor(names, said, seen);
      out.push(...section);
      if (terms.length > 0) out.push(termsNode(terms));
    }
    tree.children = out;
  };
}
