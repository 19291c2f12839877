// The search plugin's query, run in Node on the indexes a build publishes, so
// that the docs MCP server (mcp/) ranks as the site's search box does. A port
// of the plugin's worker (`SearchWorker.search`), `tokenize`, `smartQueries`
// (`smartTerms`) and `sortSearchResults`: its client modules import each other
// without file extensions, which only the bundler resolves, so Node cannot
// load them. Only what this site uses is ported: the English pipeline (no
// Chinese, Japanese or Thai word cutting), the plugin's default stop-word
// filter and fuzzy matching distance (config/search.ts sets neither).
// tests/unit/upstream-copies.test.mjs holds the hashes of the files it follows.
import lunr from 'lunr';

/** The five parts of an index, in the order the plugin writes them. */
export const TITLE = 0;
export const HEADING = 1;
export const DESCRIPTION = 2;
const KEYWORDS = 3;
export const CONTENT = 4;

/** The plugin's defaults for what config/search.ts leaves unset. */
const FUZZY_MATCHING_DISTANCE = 1;
/** `smartTerms`: at most this many tokens of a query are searched. */
const MAX_TERMS = 12;

/**
 * An entry of an index part: id, text, the heading or page title it belongs
 * to, page path, anchor, page id, and the length of the text shown (`v`,
 * scripts/postbuild/search-indexes.mjs).
 * @typedef {{i: number, t: string, s?: string, u: string, h?: string, p?: number, v?: number}} SearchDocument
 * @typedef {{type: number, documents: SearchDocument[], index: lunr.Index}} WrappedIndex
 * @typedef {{document: SearchDocument, type: number, page: SearchDocument | undefined, metadata: Record<string, Record<string, {position?: [number, number][]}>>, tokens: string[], score: number}} SearchHit
 * @typedef {{value: string, presence: number, wildcard: number, editDistance?: number}} TermClause
 * @typedef {{tokens: string[], term: TermClause[]}} SmartQuery
 */

/**
 * Loads a published index file (the parsed JSON of search-index*.json).
 * @param {unknown} parts
 * @returns {WrappedIndex[]}
 */
export function loadIndex(parts) {
  if (!Array.isArray(parts) || parts.length !== 5 || !parts.every((p) => Array.isArray(p?.documents))) {
    throw new Error(
      "expected the search plugin's five index parts (titles, headings, descriptions, keywords, content)",
    );
  }
  return parts.map(({documents, index}, type) => ({type, documents, index: lunr.Index.load(index)}));
}

/**
 * `tokenize` for English: lower case, cut at white space and hyphens.
 * @param {string} text
 * @returns {string[]}
 */
export function tokenize(text) {
  return text.toLowerCase().match(/[^-\s]+/g) ?? [];
}

/**
 * `termsToQueries`: each token required; with `maybeTyping`, the last one
 * also as a prefix; with an edit distance, only tokens longer than it get it.
 * @param {{value: string, maybeTyping?: boolean}[][]} terms
 * @param {number} editDistance
 * @param {boolean} [maybeTyping]
 * @returns {SmartQuery[]}
 */
function termsToQueries(terms, editDistance, maybeTyping = false) {
  return terms.flatMap((term) => {
    const query = {
      tokens: term.map((item) => item.value),
      term: term.map((item) => ({
        value: item.value,
        presence: lunr.Query.presence.REQUIRED,
        wildcard: maybeTyping && item.maybeTyping ? lunr.Query.wildcard.TRAILING : lunr.Query.wildcard.NONE,
        editDistance: editDistance > 0 && item.value.length > editDistance ? editDistance : undefined,
      })),
    };
    if (editDistance && query.term.every((item) => !item.editDistance)) return [];
    return [query];
  });
}

/**
 * `getDistanceMatrix`: the queries at each edit distance from 0 up, each
 * first as typed, then with the last token as a prefix.
 * @param {{value: string, maybeTyping?: boolean}[][]} terms
 */
function distanceMatrix(terms) {
  return Array.from({length: FUZZY_MATCHING_DISTANCE + 1}, (_, distance) => [
    ...termsToQueries(terms, distance),
    ...termsToQueries(
      terms.filter((term) => term[term.length - 1].maybeTyping),
      distance,
      true,
    ),
  ]).flat();
}

/**
 * `smartQueries` for English tokens: the query as typed, then without its
 * stop words, then (for three tokens or more) missing one token each.
 * @param {string[]} tokens
 * @returns {SmartQuery[]}
 */
export function smartQueries(tokens) {
  if (tokens.length === 0) return [];
  /** @type {{value: string, maybeTyping?: boolean}[][]} */
  const terms = [tokens.slice(0, MAX_TERMS).map((value) => ({value}))];
  for (const term of terms) term[term.length - 1].maybeTyping = true;
  const refined = terms.map((term) => term.filter((item) => lunr.stopWordFilter(item.value)));
  for (const [i, filtered] of refined.entries()) {
    if (filtered.length < terms[i].length && filtered.length > 0) terms.push(filtered);
  }
  const extra = [];
  for (const term of refined) {
    if (term.length > 2) {
      for (let i = term.length - 1; i >= 0; i -= 1) extra.push([...term.slice(0, i), ...term.slice(i + 1)]);
    }
  }
  return [...distanceMatrix(terms), ...distanceMatrix(extra)];
}

/**
 * `sortSearchResults`: a heading, description or content hit right after its
 * page's title hit, when that is among the results; otherwise in order.
 * @param {SearchHit[]} results
 */
function sortResults(results) {
  const order = new Map(results.map((item, index) => [item, index]));
  const placeOf = (/** @type {SearchHit} */ item) => {
    const own = /** @type {number} */ (order.get(item));
    if (item.type === TITLE || item.type === KEYWORDS || !item.page) return own;
    const at = results.findIndex((other) => other.document === item.page);
    return at === -1 ? own : at;
  };
  const places = new Map(results.map((item) => [item, placeOf(item)]));
  results.sort((a, b) => {
    const pa = /** @type {number} */ (places.get(a));
    const pb = /** @type {number} */ (places.get(b));
    if (pa === pb) {
      const diff = (b.type === TITLE ? 1 : 0) - (a.type === TITLE ? 1 : 0);
      return diff === 0 ? /** @type {number} */ (order.get(a)) - /** @type {number} */ (order.get(b)) : diff;
    }
    return pa - pb;
  });
}

/**
 * `SearchWorker.search`: each smart query in turn over the five parts in
 * order, until `limit` hits are found, each entry once; then sorted.
 * @param {WrappedIndex[]} indexes
 * @param {string} input
 * @param {number} limit
 * @returns {SearchHit[]}
 */
export function searchIndex(indexes, input, limit) {
  const tokens = tokenize(input);
  if (tokens.length === 0) return [];
  /** @type {SearchHit[]} */
  const results = [];
  const seen = new Set();
  search: for (const {term, tokens: queryTokens} of smartQueries(tokens)) {
    for (const {documents, index, type} of indexes) {
      const found = index
        .query((query) => {
          for (const item of term) {
            query.term(item.value, {
              wildcard: item.wildcard,
              presence: item.presence,
              ...(item.editDistance ? {editDistance: item.editDistance} : null),
            });
          }
        })
        .slice(0, limit)
        .filter((result) => !seen.has(result.ref))
        .slice(0, limit - results.length);
      for (const result of found) {
        seen.add(result.ref);
        const document = /** @type {SearchDocument} */ (documents.find((doc) => doc.i.toString() === result.ref));
        results.push({
          document,
          type,
          page: type === TITLE ? undefined : indexes[TITLE].documents.find((doc) => doc.i === document.p),
          metadata: /** @type {SearchHit['metadata']} */ (result.matchData.metadata),
          tokens: queryTokens,
          score: result.score,
        });
      }
      if (results.length >= limit) break search;
    }
  }
  sortResults(results);
  return results;
}
