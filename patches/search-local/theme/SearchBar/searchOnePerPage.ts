/**
 * The search plugin's worker client as its dropdown gets it (patches/search-local/suggestionRows.ts
 * points the SearchBar's import here): each page once (../../onePerPage.ts), as on the search page. The
 * worker is asked for more hits than the dropdown shows, so that eight rows are still eight pages
 * when pages match in several sections.
 */
import {
  fetchIndexesByWorker,
  searchByWorker as searchHits,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';
import type {SearchResult} from '@easyops-cn/docusaurus-search-local/dist/client/shared/interfaces';
import {HITS_PER_ROW, onePerPage} from '../../onePerPage';

export {fetchIndexesByWorker};

export async function searchByWorker(
  baseUrl: string,
  searchContext: string,
  input: string,
  limit: number,
): Promise<SearchResult[]> {
  return onePerPage(await searchHits(baseUrl, searchContext, input, limit * HITS_PER_ROW)).slice(0, limit);
}
