import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {RELEASE_NOTES_PAGE} from './readerFormats.mjs';
import {searchBarShortcutKeymap} from './searchShortcut';
import {referenceContexts} from './searchContexts.mjs';
import {products} from './site';

const catalyst = products.find((p) => p.id === 'catalyst')!;

/**
 * The generated API operation and CLI command pages, by the doc id
 * Docusaurus writes into the page's `<html>` class
 * (`docs-doc-id-references/cli-reference/login`).
 */
const apiAndCliPages = products.flatMap((p) =>
  (['api', 'cli'] as const).flatMap((kind) => {
    const dir = 'references' in p ? (p.references as Record<string, {dir: string} | undefined>)[kind]?.dir : undefined;
    return dir ? [`html[class*=" docs-doc-id-${dir}/"]`] : [];
  }),
);

/**
 * Parts of a built doc page that must not reach the index. The plugin removes
 * them in this order before it reads the page, so a selector that finds an
 * element through its heading comes before the selector that removes the
 * heading itself.
 */
const notIndexed = [
  // The description of a generated API or CLI page is the first sentence of
  // its text, which the index has already; as an entry of its own it only
  // doubled every hit on it (tests/e2e/search.spec.ts checks that the text
  // has it). Component pages keep theirs, which the text does not repeat.
  ...apiAndCliPages.map((page) => `${page} meta[name=description]`),
  // Navigation around the article: previous/next, breadcrumbs, the edit link
  // and tags footer, the collapsible table of contents on narrow screens.
  '.pagination-nav',
  '.theme-doc-breadcrumbs',
  '.theme-doc-footer',
  '.theme-doc-toc-mobile',
  '.theme-doc-version-badge',
  '.theme-doc-version-banner',
  // Cards of a category page (DocCardList): links to pages indexed on their own.
  'a.card',
  // Cross-link lists at the end of pages ("Next steps" on guides, "See also"
  // and "Related links" on the generated references), which only repeat other
  // pages' titles and descriptions: a hit on one is a hit on the wrong page.
  'h2#next-steps + ul',
  'h2#next-steps',
  'h2#see-also + ul',
  'h2#see-also',
  'h2#related-links + ul',
  'h2#related-links',
  // The global flags table is the same on every CLI reference page (in the
  // wrapper that stacks its rows on a phone, fieldTable in scripts/lib/markdown.mjs).
  'h2#global-flags + p + .field-table',
  'h2#global-flags + p',
  'h2#global-flags',
  // The component pages' manifest builder and checker: the same controls on
  // every component page (src/components/ManifestTools).
  '.manifest-tools',
  // The line under a Catalyst sample that offers the reader's project values.
  '.project-sample__note',
  // Table header rows ("Flag Type Default Required Description") repeat on
  // every reference table and match nothing a reader looks for.
  'thead',
  // Code blocks: commands, manifests and SDK samples. What a reader searches
  // for in them is also in the prose, the titles or the `keywords`; the code
  // itself added a third of the index.
  'pre',
  // An API operation's parameters, request body and response schemas
  // (rendered on the server, patches/openapi/renderedOnServer.mjs): their
  // names are in the section's search terms (plugins/searchTerms.mjs); their
  // descriptions would add a twentieth to the Catalyst index the box parses.
  'details.openapi-markdown__details:has(> summary > .openapi-markdown__details-summary-header-params)',
  '.tabs-container:has(> .tabs__container > .openapi-tabs__mime-container)',
  // SDK tabs other than the one shown first hold the same sample in another
  // language. (The names in their code are in the section's search terms.)
  '[role=tabpanel][hidden]',
];

/**
 * Local hashed search. One index per search context, loaded only when the
 * search box is first focused or hovered.
 */
export const searchOptions = {
  hashed: true,
  language: ['en'],
  indexDocs: true,
  indexBlog: false,
  indexPages: false,
  docsRouteBasePath: products.map((p) => p.routeBasePath),
  docsDir: products.map((p) => p.path),
  searchContextByPaths: [
    ...products.filter((p) => p !== catalyst).map((p) => ({label: p.label, path: p.routeBasePath})),
    // Reference sections with an index of their own, before their product:
    // the search bar picks the first context whose path holds the page.
    ...referenceContexts(products).map(({label, path}) => ({label, path})),
    {label: catalyst.label, path: catalyst.routeBasePath},
  ],
  // Pages outside every context (the home page, the search page) search all of them.
  // That index, and Catalyst's, keep the reference pages that have an index
  // of their own by their lead and identifiers (scripts/postbuild/search-indexes.mjs, post-build).
  useAllContextsWithNoSearchContext: true,
  ignoreCssSelectors: notIndexed,
  // Release notes stay out of search (the specification): a topic word would
  // bring up every release that mentions it. Readers reach them from each
  // product's sidebar and their feeds.
  ignoreFiles: products.map((p) => `${p.routeBasePath}/${RELEASE_NOTES_PAGE}`),
  highlightSearchTermsOnTargetPage: true,
  searchResultLimits: 8,
  searchResultContextMaxLength: 50,
  explicitSearchResultPath: true,
  searchBarShortcut: true,
  searchBarShortcutHint: true,
  searchBarShortcutKeymap,
  searchBarPosition: 'right',
} satisfies PluginOptions;
