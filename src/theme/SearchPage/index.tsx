/**
 * Replacement of the local search plugin's search page (its markup, classes,
 * texts and behaviour), not a wrap: the changes are inside the page.
 *
 * - Results render in batches, a task each. The plugin asks its worker for
 *   up to 100 results and rendered them in one task: on a phone (Lighthouse's
 *   4x CPU slowdown) about 220 ms, most of the page's Total Blocking Time.
 *   The first batch fills the screen; the others follow as soon as the
 *   browser has had a turn, so every result is there a moment later, and the
 *   count above the list is the full count from the start.
 * - The address is replaced only when the query differs from it, so a page
 *   opened at /search?q=… does not render its whole layout once more.
 * - The context <select> ("Search in") has a name. The plugin leaves it
 *   unlabelled (axe), which a screen reader announces as an unnamed list box.
 *
 * The page is at least a screen tall below the navbar (src/css/custom.css),
 * so the results do not push the footer, in view while they load, down the
 * screen.
 */
import React, {type ChangeEvent, type ReactNode, useCallback, useEffect, useMemo, useState} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import useSearchQuery from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/hooks/useSearchQuery';
import {fetchIndexesByWorker, searchByWorker} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';
import {SearchDocumentType, type SearchResult} from '@easyops-cn/docusaurus-search-local/dist/client/shared/interfaces';
import {highlight} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlight';
import {highlightStemmed} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed';
import {getStemmedPositions} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/getStemmedPositions';
import LoadingRing from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/LoadingRing/LoadingRing';
import {concatDocumentPath} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/concatDocumentPath';
import {
  Mark,
  searchContextByPaths,
  useAllContextsWithNoSearchContext,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated';
import {normalizeContextByPath} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/normalizeContextByPath';
import styles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchPage/SearchPage.module.css';

/** How many results the worker is asked for, as the plugin asks. */
const RESULT_LIMIT = 100;
/** Results per render: more than a desktop screen shows, a task well under 50 ms on a phone. */
const BATCH = 10;

export default function SearchPage(): ReactNode {
  return (
    <Layout>
      <SearchPageContent />
    </Layout>
  );
}

/** How many of `results` to render: BATCH more after each render, until all are there. */
function useBatches(results: SearchResult[] | undefined): number {
  const [shown, setShown] = useState(BATCH);
  const [of, setOf] = useState(results);
  if (of !== results) {
    // New results start again from the first batch (state set while rendering, as React allows).
    setOf(results);
    setShown(BATCH);
  }
  const total = results?.length ?? 0;
  useEffect(() => {
    if (shown >= total) return undefined;
    // A timer, not an effect's own re-render: the browser gets its turn (input, paint) between batches.
    const timer = setTimeout(() => setShown((n) => n + BATCH), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return shown;
}

function SearchPageContent(): ReactNode {
  const {
    siteConfig: {baseUrl},
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const {selectMessage} = usePluralForm();
  const {searchValue, searchContext, searchVersion, updateSearchPath, updateSearchContext} = useSearchQuery();
  const [searchQuery, setSearchQuery] = useState(searchValue);
  const [searchResults, setSearchResults] = useState<SearchResult[]>();
  const shown = useBatches(searchResults);
  const versionUrl = `${baseUrl}${searchVersion}`;
  const contexts = Array.isArray(searchContextByPaths) ? searchContextByPaths : null;

  const pageTitle = useMemo(
    () =>
      searchQuery
        ? translate(
            {
              id: 'theme.SearchPage.existingResultsTitle',
              message: 'Search results for "{query}"',
              description: 'The search page title for non-empty query',
            },
            {query: searchQuery},
          )
        : translate({
            id: 'theme.SearchPage.emptyResultsTitle',
            message: 'Search the documentation',
            description: 'The search page title for empty query',
          }),
    [searchQuery],
  );

  useEffect(() => {
    // The address already holds this query when the page opens with ?q=: replacing it with
    // itself (as the plugin does) gives a new location, and the whole layout, navbar and
    // footer included, renders again while the results load.
    if (searchQuery !== searchValue) updateSearchPath(searchQuery);
    if (!searchQuery) {
      setSearchResults(undefined);
      return undefined;
    }
    let current = true;
    void searchByWorker(versionUrl, searchContext, searchQuery, RESULT_LIMIT).then((results) => {
      // A slower answer to an earlier query must not replace a newer one.
      if (current) setSearchResults(results);
    });
    return () => {
      current = false;
    };
    // `updateSearchPath` changes on every render; with it here the effect would loop (as the plugin notes).
  }, [searchQuery, versionUrl, searchContext]);

  const handleSearchInputChange = useCallback((e: ChangeEvent<HTMLInputElement>) => {
    setSearchQuery(e.target.value);
  }, []);

  useEffect(() => {
    if (searchValue && searchValue !== searchQuery) setSearchQuery(searchValue);
    // Follows the address (back and forward), as the plugin does.
  }, [searchValue]);

  const [searchWorkerReady, setSearchWorkerReady] = useState(false);
  useEffect(() => {
    void (async () => {
      if (!contexts || searchContext || useAllContextsWithNoSearchContext) {
        await fetchIndexesByWorker(versionUrl, searchContext);
      }
      setSearchWorkerReady(true);
    })();
    // `contexts` is the plugin's constant list.
  }, [searchContext, versionUrl]);

  return (
    <>
      <Head>
        {/* Search pages are not indexed (facebook/docusaurus#3233). */}
        <meta property="robots" content="noindex, follow" />
        <title>{pageTitle}</title>
      </Head>

      <div className="container margin-vert--lg">
        <h1>{pageTitle}</h1>

        <div className="row">
          <div
            className={clsx('col', {
              [styles.searchQueryColumn]: contexts,
              'col--9': contexts,
              'col--12': !contexts,
            })}>
            <input
              type="search"
              name="q"
              className={styles.searchQueryInput}
              aria-label="Search"
              onChange={handleSearchInputChange}
              value={searchQuery}
              autoComplete="off"
              autoFocus
            />
          </div>
          {contexts ? (
            <div className={clsx('col', 'col--3', 'padding-left--none', styles.searchContextColumn)}>
              <select
                name="search-context"
                className={styles.searchContextInput}
                id="context-selector"
                aria-label="Search in"
                value={searchContext}
                onChange={(e) => updateSearchContext(e.target.value)}>
                {useAllContextsWithNoSearchContext && (
                  <option value="">
                    {translate({id: 'theme.SearchPage.searchContext.everywhere', message: 'Everywhere'})}
                  </option>
                )}
                {contexts.map((context) => {
                  const {label, path} = normalizeContextByPath(context, currentLocale);
                  return (
                    <option key={path} value={path}>
                      {label}
                    </option>
                  );
                })}
              </select>
            </div>
          ) : null}
        </div>

        {!searchWorkerReady && searchQuery && (
          <div>
            <LoadingRing />
          </div>
        )}

        {searchResults &&
          (searchResults.length > 0 ? (
            <p>
              {selectMessage(
                searchResults.length,
                translate(
                  {
                    id: 'theme.SearchPage.documentsFound.plurals',
                    message: '1 document found|{count} documents found',
                    description:
                      'Pluralized label for "{count} documents found". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
                  },
                  {count: searchResults.length},
                ),
              )}
            </p>
          ) : process.env.NODE_ENV === 'production' ? (
            <p>
              {translate({
                id: 'theme.SearchPage.noResultsText',
                message: 'No documents were found',
                description: 'The paragraph for empty search result',
              })}
            </p>
          ) : (
            <p>The search index is built only by `npm run build`: search works on a production build, not under `npm start`.</p>
          ))}

        <section>
          {searchResults?.slice(0, shown).map((item) => (
            <SearchResultItem key={item.document.i} searchResult={item} />
          ))}
        </section>
      </div>
    </>
  );
}

function SearchResultItem({searchResult: {document, type, page, tokens, metadata}}: {searchResult: SearchResult}): ReactNode {
  const isTitle = type === SearchDocumentType.Title;
  const isKeywords = type === SearchDocumentType.Keywords;
  const isDescription = type === SearchDocumentType.Description;
  const isDescriptionOrKeywords = isDescription || isKeywords;
  const isTitleRelated = isTitle || isDescriptionOrKeywords;
  const isContent = type === SearchDocumentType.Content;
  const pathItems = [...((isTitle ? document.b : page.b) ?? [])];
  const articleTitle = (isContent || isDescriptionOrKeywords ? document.s : document.t) ?? '';
  if (!isTitleRelated) pathItems.push(page.t);
  let search = '';
  if (Mark && tokens.length > 0) {
    const params = new URLSearchParams();
    for (const token of tokens) params.append('_highlight', token);
    search = `?${params.toString()}`;
  }
  return (
    <article className={styles.searchResultItem}>
      <h2>
        <Link
          to={document.u + search + (document.h || '')}
          dangerouslySetInnerHTML={{
            __html:
              isContent || isDescriptionOrKeywords
                ? highlight(articleTitle, tokens)
                : highlightStemmed(articleTitle, getStemmedPositions(metadata, 't'), tokens, 100),
          }}
        />
      </h2>
      {pathItems.length > 0 && <p className={styles.searchResultItemPath}>{concatDocumentPath(pathItems)}</p>}
      {(isContent || isDescription) && (
        <p
          className={styles.searchResultItemSummary}
          dangerouslySetInnerHTML={{
            __html: highlightStemmed(document.t, getStemmedPositions(metadata, 't'), tokens, 100),
          }}
        />
      )}
    </article>
  );
}
