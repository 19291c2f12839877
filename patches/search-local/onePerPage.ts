/**
 * Which results the navbar dropdown (theme/SearchBar/searchOnePerPage.ts) and the search page
 * (theme/SearchPage/index.jsx) list: each page once, at the place of its best hit. Apart from
 * resultRows.ts, which draws the rows, so that Node can import it: the search tests compute the
 * same lists from the build's indexes (tests/e2e/search-node.ts).
 */
/**
 * Hits the worker is asked for per row shown, so that the rows are still distinct pages when a
 * page matches in several sections.
 */
export const HITS_PER_ROW = 4;

/** How many results the search page lists without a kind chosen, as the plugin's page does. */
export const SEARCH_PAGE_RESULTS = 100;

/**
 * The results with each page once, at the place of its highest-ranked hit. The worker lists
 * a page's title hit and then its sections' hits; the page's first hit stands for it. Any hit
 * with a page address will do: the plugin's results in the browser, nodeSearch.mjs's in Node.
 */
export function onePerPage<Hit extends {document: {u: string}}>(
  results: Hit[],
): (Hit & {isInterOfTree: false; isLastOfTree: false})[] {
  const seen = new Set<string>();
  return results
    .filter(({document}) => {
      if (seen.has(document.u)) return false;
      seen.add(document.u);
      return true;
    })
    .map((result) => ({...result, isInterOfTree: false, isLastOfTree: false}));
}
