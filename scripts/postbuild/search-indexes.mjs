#!/usr/bin/env node
// Post-build: trims the two largest search indexes, Catalyst's and the
// all-areas one, to what a reader searches them for.
//
// The search plugin writes one index per search context (config/search.ts).
// A page is in the index of every context whose path holds it, so the
// Catalyst index held every CLI and component page in full, although those
// pages have contexts of their own (config/searchContexts.mjs); and pages
// outside every context (the home page, the search page without `ctx`)
// search one index over all four product areas, which held every page in
// full. Those two were the largest indexes a reader loads, and an index is
// parsed before the first suggestion shows: the time to that suggestion grew
// with their size (npm run bench:search).
//
// The parse, more than the download, is what the reader waits for. So:
//   - In Catalyst's index, a page of its CLI and component contexts keeps
//     its lead section (what the command or the component is), which also
//     carries the identifiers of every other section: flags, field names,
//     environment variables, annotations (`identifiersOf`). A reader on a
//     guide finds the page by its title, description, keywords and every name
//     it defines, in one entry per page; the prose around the names (flag and
//     field descriptions, the authentication profiles and manifest
//     walk-through repeated on dozens of component pages) is in the
//     reference's own index.
//   - The all-areas index finds pages across the four products from the home
//     page, by their titles, headings, descriptions and keywords, and by
//     the names they hold: an API, CLI or component reference page is one
//     entry as above (the operation's parameters and headers too), carrying
//     the names found on at most three reference pages; and each section
//     keeps its opening and the identifiers of the rest (`opening`).
//     The product's index has all of it. Release notes, indexed by their
//     versions and dates only (plugins/searchTerms.mjs), stay as they are.
// The product indexes keep guides, concepts, tutorials and API pages whole,
// and the reference contexts' own indexes keep every section.
//
// Every index, trimmed or not, also keeps the names it adds out of what a
// reader sees. A result shows its section's text as its snippet, and a run
// of names (`spec.metadata redisHost redisPort enableTLS`) is not text a
// reader recognises. So:
//   - The names a reference page defines (those its other sections carried to
//     its lead) go to the page's keywords entry, which a result shows as the
//     page's title. The plugin searches keywords before content, so the page
//     that defines a name comes before the pages that mention it.
//   - The names a section shows only in code (plugins/searchTerms.mjs, after
//     SEARCH_TERMS_MARK) and those the all-areas index keeps of a section's
//     rest stay in the section's entry, after its visible text, whose length
//     the entry records as `v`: searched with the section, never shown
//     (patches/search-local/resultRows.ts).
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';
import {referenceContexts} from '../../config/searchContexts.mjs';
import {SEARCH_TERMS_MARK} from '../../plugins/searchTerms.mjs';
import {buildIndex} from '../../patches/search-local/buildIndex.mjs';
import {repoRoot} from '../lib/data.mjs';
import {products, referencesOf} from '../lib/products.mjs';

/** The plugin writes [titles, headings, descriptions, keywords, content]. */
const TITLES = 0;
const HEADINGS = 1;
const KEYWORDS = 3;
const CONTENT = 4;

/** @typedef {import('../../patches/search-local/buildIndex.mjs').SearchDocument} SearchDocument */
/**
 * An entry as this step stores it: with `v`, the length of the text it shows.
 * @typedef {SearchDocument & {v?: number}} StoredDocument
 */
/** @typedef {{documents: StoredDocument[], index: unknown}} IndexPart */
/**
 * A section while it is trimmed: its visible text in `t`, the names it holds
 * but does not show in `n` (written after `t`, see `written`), and on a
 * reference page's lead, the names the page defines in `d` (written to the
 * page's keywords entry).
 * @typedef {SearchDocument & {n?: string[], d?: string[]}} Section
 */
/**
 * What a trim keeps of an index's headings part and of its content part.
 * @typedef {{headings: (documents: SearchDocument[]) => SearchDocument[], content: (documents: Section[]) => Section[]}} Reduce
 */

/** A trim that keeps every section: the indexes of the reference contexts and of the products without them. */
const KEEP_ALL = {
  headings: (/** @type {SearchDocument[]} */ docs) => docs,
  content: (/** @type {Section[]} */ docs) => docs,
};

/**
 * A content entry as the trims read it: its visible text apart from the names
 * it does not show, whether the plugin wrote it (the names after
 * SEARCH_TERMS_MARK) or this step did (the names after `v` characters).
 * @param {StoredDocument} doc
 * @returns {Section}
 */
export function sectionOf(doc) {
  const {v, ...rest} = doc;
  const mark = doc.t.indexOf(SEARCH_TERMS_MARK);
  const cut = typeof v === 'number' ? v : mark >= 0 ? mark : -1;
  if (cut < 0) return rest;
  const hidden = doc.t.slice(cut).replaceAll(SEARCH_TERMS_MARK, ' ').split(/\s+/).filter(Boolean);
  const section = {...rest, t: doc.t.slice(0, cut).trimEnd()};
  return hidden.length > 0 ? {...section, n: hidden} : section;
}

/**
 * A section as the index stores it: its visible text, then the names it
 * does not show, with `v`, the length of the visible text.
 * @param {Section} section
 * @returns {StoredDocument}
 */
export function written(section) {
  const {n, d, ...doc} = section;
  void d;
  if (!n || n.length === 0) return doc;
  return {...doc, t: `${doc.t} ${n.join(' ')}`, v: doc.t.length};
}

/**
 * The keywords part with the names each reference page defines added to the
 * page's entry (made if the page has none): a keywords entry is shown as its
 * page's title, and searched before any section.
 * @param {SearchDocument[]} keywords
 * @param {Section[]} sections
 * @param {SearchDocument[]} titles
 * @returns {SearchDocument[]}
 */
function withDefinedNames(keywords, sections, titles) {
  const result = keywords.map((doc) => ({...doc}));
  for (const section of sections) {
    if (!section.d || section.d.length === 0) continue;
    const pageId = section.p ?? section.i;
    let entry = result.find((doc) => doc.i === pageId);
    if (!entry) {
      const title = titles.find((doc) => doc.i === pageId);
      if (!title) throw new Error(`${section.u}: a reference page with no title entry to carry its names`);
      entry = {i: pageId, t: '', s: title.t, u: title.u, p: pageId};
      result.push(entry);
    }
    const has = new Set(entry.t.toLowerCase().split(/[\s,]+/));
    const added = section.d.filter((name) => !has.has(name.toLowerCase()));
    if (added.length > 0) entry.t = [entry.t, ...added].filter(Boolean).join(' ');
  }
  return result;
}

/**
 * The words of a text that read as identifiers rather than prose, once each,
 * in order: flags (`--dry-run`, `-f`), camelCase and PascalCase names with an
 * inner capital (`redisHost`, `AppIdentity`), snake_case and CONSTANT_CASE
 * (`DAPR_API_TOKEN`), dotted and slashed names (`dapr.io/app-id`,
 * `global.ha.enabled`) and hyphenated lowercase names (`app-id`).
 * @param {string} text
 * @returns {string[]}
 */
export function identifiersOf(text) {
  const names = new Set();
  for (const raw of text.split(/[\s,;()[\]{}"'`=|]+/)) {
    // Sentence punctuation around a word is not part of the name.
    const word = raw.replace(/^[.:!?*]+|[.:!?*]+$/g, '');
    // A placeholder part (`<topic-name>.avroschema`) reads as the name it stands for.
    const bare = word.replace(/[<>]/g, '');
    if (
      /^(?=[A-Za-z0-9]*[A-Z][A-Za-z0-9]*[A-Z])(?=[A-Za-z0-9]*[a-z])[A-Za-z][A-Za-z0-9]*$/.test(bare) ||
      /^--?[A-Za-z][\w-]*$/.test(bare) ||
      /^[A-Za-z]\w*[a-z0-9][A-Z]\w*$/.test(bare) ||
      /^[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+$/.test(bare) ||
      // (not abbreviations: every part of `e.g` is a single letter)
      (/^[A-Za-z][\w-]*(?:[./][\w-]+)+$/.test(bare) && bare.split(/[./]/).some((part) => part.length > 1)) ||
      /^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$/.test(bare)
    ) {
      names.add(word);
    }
  }
  return [...names];
}

/**
 * A rule for the pages under `routes`: a page keeps its lead section (''),
 * and the identifiers of its other sections join it, as the names the page
 * defines (`d`, written to its keywords entry): one entry for the page
 * instead of one per section, each name once. The headings of the sections
 * that left (Flags, Usage, Capabilities, on every page) leave the headings
 * part. Every other page's sections and headings are kept. With
 * `maxPages`, a name found on more reference pages than that (`--help`,
 * `--project`, the Azure authentication fields on every Azure component) is
 * not carried: it names something they share, and a search for it could
 * not tell the pages apart.
 * @param {string[]} routes site paths of reference sections (/catalyst/references/cli-reference)
 * @param {{maxPages?: number}} [options]
 * @returns {Reduce}
 */
export function referenceRule(routes, {maxPages = Infinity} = {}) {
  const isReference = (/** @type {string} */ url) => {
    const page = url.replace(/\/+$/, '');
    // The overview of a section (the components reference's own page, a
    // category page) is a guide and stays whole; its pages are below it.
    return routes.some((route) => page.startsWith(`${route}/`) && !isOverview(page, route));
  };
  const headings = (/** @type {SearchDocument[]} */ documents) => documents.filter((doc) => !isReference(doc.u));
  const content = (/** @type {Section[]} */ documents) => {
    /** @type {Map<string, {lead: Section | undefined, names: Set<string>}>} */
    const pages = new Map();
    const pageOf = (/** @type {string} */ url) => {
      let entry = pages.get(url);
      if (!entry) pages.set(url, (entry = {lead: undefined, names: new Set()}));
      return entry;
    };
    /** @type {Section[]} */
    const kept = [];
    for (const doc of documents) {
      if (!isReference(doc.u)) {
        kept.push(doc);
      } else if ((doc.h ?? '') === '') {
        const lead = {...doc};
        pageOf(doc.u).lead = lead;
        kept.push(lead);
      } else {
        for (const name of [...identifiersOf(doc.t), ...(doc.n ?? [])]) pageOf(doc.u).names.add(name);
      }
    }
    /** @type {Map<string, number>} */
    const pagesWith = new Map();
    for (const {names} of pages.values()) for (const name of names) pagesWith.set(name, (pagesWith.get(name) ?? 0) + 1);
    for (const [url, {lead, names}] of pages) {
      const carried = [...names].filter((name) => (pagesWith.get(name) ?? 0) <= maxPages);
      if (carried.length === 0) continue;
      if (!lead) throw new Error(`${url}: a reference page with no lead section to carry its names`);
      lead.d = [...new Set([...(lead.d ?? []), ...carried])];
    }
    return kept;
  };
  return {headings, content};
}

/**
 * Category pages of the components reference (/…/components-reference/state)
 * introduce their category; the component pages are one level further down.
 * @param {string} page
 * @param {string} route
 */
function isOverview(page, route) {
  return COMPONENT_ROUTES.has(route) && !page.slice(route.length + 1).includes('/');
}

/** The site paths of the components references (/catalyst/references/components-reference). */
const COMPONENT_ROUTES = new Set(referencesOf('components').map((ref) => ref.route));

/**
 * In the all-areas index, a reference page carries only the names found on at
 * most this many reference pages: the names that point to one page (or to
 * the few that define the same thing, such as `redisHost`).
 */
export const SHARED_NAME_PAGES = 3;

/** How much of a section's text the all-areas index keeps in full. */
export const OPENING_CHARS = 300;

/**
 * A section as the all-areas index keeps it: its first OPENING_CHARS
 * characters (to the end of a word), where its snippet comes from, and the
 * identifiers of the rest, with the names it does not show. A section is
 * found from the home page by its heading, its opening and every name in it;
 * its product's index has all of it.
 * @param {Section} doc
 * @returns {Section}
 */
export function opening(doc) {
  if (doc.t.length <= OPENING_CHARS) return doc;
  const cut = doc.t.slice(0, OPENING_CHARS).replace(/\S*$/, '').trimEnd() || doc.t.slice(0, OPENING_CHARS);
  const said = new Set(identifiersOf(cut));
  const names = [...new Set([...identifiersOf(doc.t.slice(cut.length)), ...(doc.n ?? [])])].filter(
    (name) => !said.has(name),
  );
  const {n, ...rest} = doc;
  void n;
  return names.length > 0 ? {...rest, t: cut, n: names} : {...rest, t: cut};
}

/**
 * The trims, by index file: each product whose references have contexts of
 * their own, and the all-areas index.
 * @returns {{file: string, reduce: Reduce}[]}
 */
export function trims() {
  const contexts = referenceContexts(products);
  const byProduct = products
    .map((product) => ({product, routes: contexts.filter((c) => c.product === product.id).map((c) => `/${c.path}`)}))
    .filter(({routes}) => routes.length > 0)
    .map(({product, routes}) => ({file: `search-index-${product.routeBasePath}.json`, reduce: referenceRule(routes)}));
  const allRoutes = [...referencesOf('api'), ...referencesOf('cli'), ...referencesOf('components')].map(
    (ref) => ref.route,
  );
  const references = referenceRule(allRoutes, {maxPages: SHARED_NAME_PAGES});
  return [
    ...byProduct,
    {
      file: 'search-index.json',
      reduce: {
        headings: references.headings,
        content: (documents) => references.content(documents).map(opening),
      },
    },
  ];
}

/**
 * Rebuilds the headings, keywords and content parts of a plugin index from
 * the entries `reduce` returns, with the names the sections do not show kept
 * out of sight (`written`, `withDefinedNames`), with the plugin's own index
 * builder and language settings, so positions and scores match the new text.
 * The titles and descriptions are kept as they are. Running it again on its
 * output changes nothing.
 * @param {unknown} parts the parsed index file
 * @param {Reduce} reduce
 * @param {string[]} [language]
 * @returns {IndexPart[]}
 */
export function trimIndex(parts, reduce, language = ['en']) {
  if (!Array.isArray(parts) || parts.length !== 5 || !parts.every((p) => Array.isArray(p?.documents))) {
    throw new Error(
      "expected the search plugin's five index parts (titles, headings, descriptions, keywords, content)",
    );
  }
  const sections = reduce.content(parts[CONTENT].documents.map(sectionOf));
  const keywords = withDefinedNames(parts[KEYWORDS].documents, sections, parts[TITLES].documents);
  const [headings, keywordsPart, content] = buildIndex(
    [reduce.headings(parts[HEADINGS].documents), keywords, sections.map(written)],
    {language, removeDefaultStopWordFilter: [], removeDefaultStemmer: false},
  );
  return parts.map((part, i) =>
    i === HEADINGS ? headings : i === KEYWORDS ? keywordsPart : i === CONTENT ? content : part,
  );
}

/**
 * Trims one index file in place; returns a one-line summary.
 * @param {string} file
 * @param {Reduce} reduce
 */
function trimFile(file, reduce) {
  let parts;
  try {
    parts = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `${path.relative(repoRoot, file)}: cannot read the search index: ${error instanceof Error ? error.message : String(error)}`,
      {cause: error},
    );
  }
  const before = gzipSync(JSON.stringify(parts)).length;
  let trimmed;
  try {
    trimmed = trimIndex(parts, reduce);
  } catch (error) {
    throw new Error(`${path.relative(repoRoot, file)}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  const text = JSON.stringify(trimmed);
  writeFileSync(file, text);
  const kib = (/** @type {number} */ n) => `${(n / 1024).toFixed(0)} KiB`;
  const sections = `${parts[CONTENT].documents.length} -> ${trimmed[CONTENT].documents.length} content sections`;
  return `${path.basename(file)}: ${sections}, ${kib(before)} -> ${kib(gzipSync(text).length)} gzip`;
}

/**
 * Trims the indexes of a build in place, every one of them: those without a
 * trim of their own keep every section, with the names they do not show kept
 * out of sight. Returns a one-line summary.
 */
export function trimSearchIndexes(buildDir = path.join(repoRoot, 'build')) {
  const rules = new Map(trims().map(({file, reduce}) => [file, reduce]));
  const files = readdirSync(buildDir).filter((file) => /^search-index[\w-]*\.json$/.test(file));
  for (const file of rules.keys()) {
    if (!files.includes(file)) throw new Error(`${file}: no such search index in ${path.relative(repoRoot, buildDir)}`);
  }
  return files
    .sort()
    .map((file) => trimFile(path.join(buildDir, file), rules.get(file) ?? KEEP_ALL))
    .join('; ');
}

// Run as a script (not imported by the tests). A file URL escapes spaces and
// other characters, so compare paths, never the URL with argv.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    console.log(`[search-indexes] ${trimSearchIndexes(process.argv[2] ? path.resolve(process.argv[2]) : undefined)}`);
  } catch (error) {
    console.error(`[search-indexes] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
