#!/usr/bin/env node
// Post-build: trims the all-areas search index (build/search-index.json).
//
// The search plugin writes one index per search context (config/search.ts)
// and, for pages outside every context (the home page, the search page
// without `ctx`), one over all four product areas. That one held the full
// text of every page and came to 767 KiB gzip, over the 600 KiB a context may
// cost (npm run bench:search). The bulk is reference text that a reader looks
// for from inside its product, where the product's own index keeps it whole:
//   - CLI reference pages: their titles (the command), headings, description
//     and keywords stay; the body (flags tables, command lists) does not;
//   - component pages: the introduction, "When to choose it" and the
//     metadata fields stay; authentication profiles, capabilities and the
//     manifest walk-through, repeated on dozens of pages, do not.
// Titles, headings, descriptions and keywords of every page, and the full
// text of guides, concepts, tutorials and API pages, stay in the all-areas
// index. Product and component-category indexes are not touched.
import {readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';
import {repoRoot} from './lib/data.mjs';

const require = createRequire(import.meta.url);

/** The plugin writes [titles, headings, descriptions, keywords, content]. */
const CONTENT = 4;

const KEPT_COMPONENT_SECTIONS = new Set(['', '#when-to-choose-it', '#metadata-fields']);

/** @typedef {import('@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex.js').SearchDocument} SearchDocument */
/** @typedef {{documents: SearchDocument[], index: unknown}} IndexPart */

/**
 * Whether a content entry (one section of one page) stays in the all-areas index.
 * @param {SearchDocument} doc
 */
export function keepInAllAreas(doc) {
  if (/\/cli-reference\//.test(doc.u)) return false;
  if (/\/components-reference\/[^/]+\/[^/]+$/.test(doc.u)) return KEPT_COMPONENT_SECTIONS.has(doc.h ?? '');
  return true;
}

/**
 * Rebuilds the content part of a plugin index keeping only what `keep`
 * accepts, with the plugin's own index builder and language settings.
 * @param {unknown} parts the parsed index file
 * @param {(doc: SearchDocument) => boolean} keep
 * @param {string[]} [language]
 * @returns {IndexPart[]}
 */
export function trimIndex(parts, keep, language = ['en']) {
  if (!Array.isArray(parts) || parts.length !== 5 || !parts.every((p) => Array.isArray(p?.documents))) {
    throw new Error(
      "expected the search plugin's five index parts (titles, headings, descriptions, keywords, content)",
    );
  }
  const {buildIndex} = require('@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex.js');
  const documents = parts.map((part, i) => (i === CONTENT ? part.documents.filter(keep) : part.documents));
  const rebuilt = buildIndex([documents[CONTENT]], {
    language,
    removeDefaultStopWordFilter: [],
    removeDefaultStemmer: false,
  });
  return parts.map((part, i) => (i === CONTENT ? rebuilt[0] : part));
}

/** Trims build/search-index.json in place; returns a one-line summary. */
export function trimAllAreasIndex(buildDir = path.join(repoRoot, 'build')) {
  const file = path.join(buildDir, 'search-index.json');
  let parts;
  try {
    parts = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `${path.relative(repoRoot, file)}: cannot read the all-areas search index: ${error instanceof Error ? error.message : String(error)}`,
      {cause: error},
    );
  }
  const before = gzipSync(JSON.stringify(parts)).length;
  const trimmed = trimIndex(parts, keepInAllAreas);
  const text = JSON.stringify(trimmed);
  writeFileSync(file, text);
  const kib = (/** @type {number} */ n) => `${(n / 1024).toFixed(0)} KiB`;
  return `${parts[CONTENT].documents.length} -> ${trimmed[CONTENT].documents.length} content sections: ${kib(before)} -> ${kib(gzipSync(text).length)} gzip`;
}

// Run as a script (not imported by the tests). A file URL escapes spaces and
// other characters, so compare paths, never the URL with argv.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    console.log(`[search-index-all] ${trimAllAreasIndex(process.argv[2] ? path.resolve(process.argv[2]) : undefined)}`);
  } catch (error) {
    console.error(`[search-index-all] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
