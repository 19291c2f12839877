import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {products} from './site';

/**
 * Local hashed search. One index per product area (a search context), loaded
 * only when the search box is first focused or hovered.
 */
export const searchOptions = {
  hashed: true,
  language: ['en'],
  indexDocs: true,
  indexBlog: false,
  indexPages: false,
  docsRouteBasePath: products.map((p) => p.routeBasePath),
  docsDir: products.map((p) => p.path),
  searchContextByPaths: products.map((p) => ({label: p.label, path: p.routeBasePath})),
  useAllContextsWithNoSearchContext: true,
  // Release notes are long lists of dated changes and drown out real answers.
  ignoreFiles: [/(^|\/)release-notes$/],
  ignoreCssSelectors: ['.pagination-nav', '.theme-doc-breadcrumbs', '.theme-doc-footer'],
  highlightSearchTermsOnTargetPage: true,
  searchResultLimits: 8,
  searchResultContextMaxLength: 50,
  explicitSearchResultPath: true,
  searchBarShortcut: true,
  searchBarShortcutHint: true,
  searchBarPosition: 'right',
} satisfies PluginOptions;
