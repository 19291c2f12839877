/**
 * What a search result shows, in the navbar dropdown (theme/SearchBar/SuggestionTemplate.ts) and on the
 * search page (theme/SearchPage/index.jsx): one result per page (onePerPage.ts), led by the page's title and, where the
 * hit is in a section, that section's heading; then, for a hit in a page's text, a snippet of the
 * text the page shows.
 *
 * The index holds names a page does not show (scripts/postbuild/search-indexes.mjs): a section's entry keeps
 * them after its visible text, whose length it records as `v`, and a reference page's keywords
 * entry holds the names the page defines. Neither is ever shown: a keywords hit reads as its page,
 * and a snippet comes from the first `v` characters of a section only.
 */
import {
  SearchDocumentType,
  type MetadataPosition,
  type SearchResult,
} from '@easyops-cn/docusaurus-search-local/dist/client/shared/interfaces';
import {highlight} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlight';
import {highlightStemmed} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed';
import {getStemmedPositions} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/getStemmedPositions';

/** Between a page's title and a section's heading, as the plugin joins a path. */
const SEPARATOR = ' › ';

/** The page's title and the heading of the section hit, if the hit is in one. */
function titleOf({document, type, page}: SearchResult): {page: string; section?: string} {
  if (type === SearchDocumentType.Title) return {page: document.t};
  const pageTitle = page?.t || document.s || '';
  const section =
    type === SearchDocumentType.Heading ? document.t : type === SearchDocumentType.Content ? document.s : undefined;
  return section && section !== pageTitle ? {page: pageTitle, section} : {page: pageTitle};
}

/** The first line of a result, as HTML: the page's title and the section's heading, search words marked. */
export function titleHtml(result: SearchResult): string {
  const {page, section} = titleOf(result);
  return [page, section]
    .filter((part): part is string => Boolean(part))
    .map((part) => highlight(part, result.tokens))
    .join(SEPARATOR);
}

/**
 * The snippet of a hit in a page's text, as HTML, at most `maxLength` characters around the first
 * match; null for a hit in a title, heading or keywords. Only the text the page shows: when every
 * match is among the names the section does not show, its opening.
 */
export function snippetHtml(result: SearchResult, maxLength: number): string | null {
  const {document, type, metadata, tokens} = result;
  if (type !== SearchDocumentType.Content && type !== SearchDocumentType.Description) return null;
  const shown = typeof document.v === 'number' ? document.t.slice(0, document.v) : document.t;
  const positions = getStemmedPositions(metadata, 't').filter(
    ([start, length]: MetadataPosition) => start + length <= shown.length,
  );
  if (positions.length > 0) return highlightStemmed(shown, positions, tokens, maxLength);
  if (shown.length <= maxLength) return highlight(shown, tokens);
  const cut = shown.slice(0, maxLength).replace(/\s+\S*$/, '');
  return `${highlight(cut, tokens)} …`;
}
