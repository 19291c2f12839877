// Starts the search worker and its index request as the box's code starts
// loading, rather than after it.
//
// The plugin's box asks its worker for the index from its own focus and
// hover handlers, so with the box loaded on first use the index request
// waited for three rounds of script requests: the box, then the worker
// client, then the worker. Loaded as a chunk of its own beside the box's,
// this module asks the same worker, through the plugin's own client, for the
// index of the same search context, with the same rule the plugin's box uses
// (the first context whose path holds the page). The worker keeps one request
// per version address and context, so when the box asks a moment later it
// gets the request already under way; were the rule ever to differ, the box
// would only load its own index as before.
import {fetchIndexesByWorker} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';
import {searchContextByPaths} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated';

/**
 * The search context of a page: the plugin's SearchBar picks the first
 * context whose path is the page's path (below the version address) or a
 * folder of it, and "" (the all-areas index) when none is.
 */
function searchContextOf(pathname: string, versionUrl: string): string {
  if (!Array.isArray(searchContextByPaths) || !pathname.startsWith(versionUrl)) return '';
  const uri = pathname.slice(versionUrl.length);
  for (const context of searchContextByPaths) {
    const path = typeof context === 'string' ? context : (context as {path: string}).path;
    if (uri === path || uri.startsWith(`${path}/`)) return path;
  }
  return '';
}

/**
 * Asks the worker for the page's index. A failure is left to the box, which
 * asks for the same request and reports it (src/theme/SearchBar/index.tsx).
 */
export function warmIndex(pathname: string, versionUrl: string): void {
  fetchIndexesByWorker(versionUrl, searchContextOf(pathname, versionUrl)).catch(() => undefined);
}
