/**
 * Replacement of the search plugin's dropdown row (its SuggestionTemplate.js, which its SearchBar
 * imports; patches/search-local/suggestionRows.ts points that import here). The plugin's row for a
 * hit in a page's text led with the snippet and gave the page in the path line below it; this row
 * leads with the page's title (and the section's heading), then the snippet of visible text, then
 * the path (../../resultRows.ts). The plugin's classes and icons are kept.
 */
import {SearchDocumentType, type SearchResult} from '@easyops-cn/docusaurus-search-local/dist/client/shared/interfaces';
import {concatDocumentPath} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/concatDocumentPath';
import {
  iconAction,
  iconContent,
  iconHeading,
  iconTitle,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/icons';
import styles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';
import {snippetHtml, titleHtml} from '../../resultRows';

/** As the site's searchResultContextMaxLength (config/search.ts). */
const SNIPPET_CHARS = 50;

export function SuggestionTemplate(result: SearchResult): string {
  const {document, type, page} = result;
  const icon =
    type === SearchDocumentType.Heading ? iconHeading : type === SearchDocumentType.Content ? iconContent : iconTitle;
  const snippet = snippetHtml(result, SNIPPET_CHARS);
  // Where the page sits: the sidebar path above it (the title is on the first line).
  const path = (type === SearchDocumentType.Title ? document.b : page?.b) ?? [];
  return [
    `<span class="${styles.hitIcon}">${icon}</span>`,
    `<span class="${styles.hitWrapper}">`,
    `<span class="${styles.hitTitle}">${titleHtml(result)}</span>`,
    snippet === null ? '' : `<span class="${styles.hitPath} search-row__snippet">${snippet}</span>`,
    path.length > 0 ? `<span class="${styles.hitPath}">${concatDocumentPath(path)}</span>` : '',
    '</span>',
    `<span class="${styles.hitAction}">${iconAction}</span>`,
  ].join('');
}
