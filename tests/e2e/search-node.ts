import {readFileSync} from 'node:fs';
import path from 'node:path';
import {loadIndex, searchIndex, type SearchHit, type WrappedIndex} from '../../patches/search-local/nodeSearch.mjs';
import {HITS_PER_ROW, onePerPage, SEARCH_PAGE_RESULTS} from '../../patches/search-local/onePerPage';
import {searchOptions} from '../../config/search';

/**
 * The search box's suggestions and the search page's results, computed in Node from the build's
 * indexes: the plugin's query as its worker runs it (patches/search-local/nodeSearch.mjs, which the
 * docs MCP server uses too), then the site's one-row-per-page rule and limits, which the browser
 * code imports from the same module. The relevance tables run here, a few milliseconds a query;
 * search-quality.spec.ts types a sample of them into the real box and search page and checks that
 * the rows are these, in this order.
 */

const BUILD = path.join(__dirname, '..', '..', 'build');
const loaded = new Map<string, WrappedIndex[]>();

/** The search context of a page, as the plugin's SearchBar picks it: the first path that holds the page. */
export function contextOf(pathname: string): string {
  const uri = pathname.replace(/^\//, '');
  for (const entry of searchOptions.searchContextByPaths) {
    const contextPath = typeof entry === 'string' ? entry : entry.path;
    if (uri === contextPath || uri.startsWith(`${contextPath}/`)) return contextPath;
  }
  return '';
}

/** The index a context loads (the worker's `search-index{dir}.json`), parsed once. */
function indexOf(context: string): WrappedIndex[] {
  const file = `search-index${context ? `-${context.replace(/\//g, '-')}` : ''}.json`;
  let index = loaded.get(file);
  if (!index) {
    index = loadIndex(JSON.parse(readFileSync(path.join(BUILD, file), 'utf8')));
    loaded.set(file, index);
  }
  return index;
}

/** Where a result leads: its page and, for a section, the section's anchor. */
const targetOf = ({document}: SearchHit) => document.u + (document.h ?? '');

/** The first `count` suggestions of the navbar box for `query`, typed on page `from`. */
export function dropdownTargets(from: string, query: string, count = searchOptions.searchResultLimits): string[] {
  const limit = searchOptions.searchResultLimits;
  const hits = searchIndex(indexOf(contextOf(from)), query, limit * HITS_PER_ROW);
  return onePerPage(hits).slice(0, Math.min(limit, count)).map(targetOf);
}

/** The first `count` results of `/search?q=query` (no context chosen: every area's pages). */
export function searchPageTargets(query: string, count = SEARCH_PAGE_RESULTS): string[] {
  const hits = searchIndex(indexOf(''), query, HITS_PER_ROW * SEARCH_PAGE_RESULTS);
  return onePerPage(hits).slice(0, Math.min(SEARCH_PAGE_RESULTS, count)).map(targetOf);
}
