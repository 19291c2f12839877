// Copy of @easyops-cn/docusaurus-search-local's dist/client/client/theme/SearchPage/SearchPage.jsx
// (the plugin installs its compiled files only), in its own formatting (.prettierignore), so that
// a diff against it shows only ours, marked "Diagrid:".
//
// - Results render in batches, a task each. The plugin asks its worker for up to 100 results and
//   rendered them in one task: on a phone (Lighthouse's 4x CPU slowdown) about 220 ms, most of the
//   page's Total Blocking Time. The first batch fills the screen; the others follow as soon as the
//   browser has had a turn, and the count above the list is the full count from the start.
// - The address is replaced only when the reader types, so a page opened at /search?q=… does not
//   render its whole layout once more, and never loses its q= for a moment while it hydrates.
// - The context <select> ("Search in") has a name: the plugin leaves it unlabelled (axe).
// - A second <select> narrows the results to one kind of page (guides, API, CLI or component
//   reference; src/lib/searchKinds.ts), kept in the address as `kind=`, so a filtered search can
//   be shared. With a kind chosen the worker is asked for more results, so the filtered list is
//   not cut short by results of other kinds.
// - Each page is listed once, at its best hit, led by its title and the section hit, with a
//   snippet of the text it shows only (../../resultRows.ts), as in the dropdown.
// - With no result, the page offers the same search in every product (when a context was chosen)
//   and each product's start page, below the search box.
// The page is at least a screen tall below the navbar (src/css/custom.css), so the results do not
// push the footer, in view while they load, down the screen.
// Diagrid: startTransition, for the batches; no useCallback (see handleSearchInputChange).
import React, { startTransition, useEffect, useMemo, useState } from "react";
import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import Layout from "@theme/Layout";
import Head from "@docusaurus/Head";
import Link from "@docusaurus/Link";
import { translate } from "@docusaurus/Translate";
import { usePluralForm } from "@docusaurus/theme-common";
import clsx from "clsx";
// Diagrid: the plugin's modules by their installed paths (its relative imports, from outside it).
import useSearchQuery from "@easyops-cn/docusaurus-search-local/dist/client/client/theme/hooks/useSearchQuery";
import { fetchIndexesByWorker, searchByWorker } from "@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker";
import { SearchDocumentType, } from "@easyops-cn/docusaurus-search-local/dist/client/shared/interfaces";
// Diagrid: titles and snippets come from ../../resultRows (highlight, highlightStemmed and getStemmedPositions are not used).
import LoadingRing from "@easyops-cn/docusaurus-search-local/dist/client/client/theme/LoadingRing/LoadingRing";
import { concatDocumentPath } from "@easyops-cn/docusaurus-search-local/dist/client/client/utils/concatDocumentPath";
import { Mark, searchContextByPaths, useAllContextsWithNoSearchContext, } from "@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated";
import styles from "@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchPage/SearchPage.module.css";
import { normalizeContextByPath } from "@easyops-cn/docusaurus-search-local/dist/client/client/utils/normalizeContextByPath";
// Diagrid: the kind filter, the address it lives in, one result per page, the rows and the way on.
import useIsBrowser from "@docusaurus/useIsBrowser";
import { useHistory, useLocation } from "@docusaurus/router";
import { KINDS, kindOf, parseKind } from "@site/src/lib/searchKinds";
import ProductStarts from "@site/src/components/ProductStarts";
import { HITS_PER_ROW, onePerPage, SEARCH_PAGE_RESULTS } from "../../onePerPage";
import { snippetHtml, titleHtml } from "../../resultRows";
import own from "./styles.module.css";
// Diagrid: how many hits the worker is asked for without a kind: each page is listed once, at its
// best hit, so a page's other hits take no place in the results shown.
const HIT_LIMIT = HITS_PER_ROW * SEARCH_PAGE_RESULTS;
// Diagrid: how many results are asked for when one kind is chosen: enough for every page of that kind.
const FILTERED_LIMIT = 2000;
// Diagrid: the address parameter of the kind filter.
const KIND_PARAM = "kind";
// Diagrid: results per render: more than a desktop screen shows, a task well under 50 ms on a phone.
const BATCH = 10;
export default function SearchPage() {
    return (<Layout>
      <SearchPageContent />
    </Layout>);
}
// Diagrid: how many of `results` to render: BATCH more after each render, until all are there.
function useBatches(results) {
    const [shown, setShown] = useState(BATCH);
    const [of, setOf] = useState(results);
    if (of !== results) {
        // New results start again from the first batch (state set while rendering, as React allows).
        setOf(results);
        setShown(BATCH);
    }
    const total = results?.length ?? 0;
    useEffect(() => {
        if (shown >= total)
            return undefined;
        // A timer, not an effect's own re-render: the browser gets its turn (input, paint) between
        // batches. A transition: React renders the batch in slices it yields between, where an
        // urgent update would render it in one task (10 results took 14 to 48 ms, over 50 ms on a
        // phone 4x slower).
        const timer = setTimeout(() => startTransition(() => setShown((n) => n + BATCH)), 0);
        return () => clearTimeout(timer);
        // `results` too: when new results and the next batch's update come in one render, the
        // reset above leaves `shown` as it was committed, and without it the effect would not run again.
    }, [shown, total, results]);
    return shown;
}
function SearchPageContent() {
    const { siteConfig: { baseUrl }, i18n: { currentLocale }, } = useDocusaurusContext();
    const { selectMessage } = usePluralForm();
    const { searchValue, searchContext, searchVersion, updateSearchPath, updateSearchContext, } = useSearchQuery();
    const [searchQuery, setSearchQuery] = useState(searchValue);
    // Diagrid: the worker's hits; the results shown are one per page, of the kind chosen.
    const [allResults, setAllResults] = useState();
    const isBrowser = useIsBrowser();
    const history = useHistory();
    const location = useLocation();
    const kind = isBrowser ? parseKind(new URLSearchParams(location.search).get(KIND_PARAM)) : null;
    // Without a kind, the plugin's number of results, also while the answer to the larger query
    // made for a kind is still the one at hand (after the reader goes back to all kinds).
    const searchResults = useMemo(() => {
        const pages = allResults && onePerPage(allResults);
        return kind ? pages?.filter((r) => kindOf(r.document.u) === kind) : pages?.slice(0, SEARCH_PAGE_RESULTS);
    }, [allResults, kind]);
    const shown = useBatches(searchResults);
    const updateKind = (value) => {
        const params = new URLSearchParams(location.search);
        if (value)
            params.set(KIND_PARAM, value);
        else
            params.delete(KIND_PARAM);
        history.replace({ search: params.toString() });
    };
    const versionUrl = `${baseUrl}${searchVersion}`;
    const pageTitle = useMemo(() => searchQuery
        ? translate({
            id: "theme.SearchPage.existingResultsTitle",
            message: 'Search results for "{query}"',
            description: "The search page title for non-empty query",
        }, {
            query: searchQuery,
        })
        : translate({
            id: "theme.SearchPage.emptyResultsTitle",
            message: "Search the documentation",
            description: "The search page title for empty query",
        }), [searchQuery]);
    // Diagrid: the address is written by handleSearchInputChange, not here: from this effect it was
    // replaced with itself when the page opened with ?q= (a new location, so the whole layout
    // rendered again), and, once hydrated, the still-empty query was written over it when ctx= or
    // kind= was there. A slower answer to an earlier query does not replace a newer one.
    useEffect(() => {
        if (!searchQuery) {
            setAllResults(undefined);
            return undefined;
        }
        let current = true;
        void searchByWorker(versionUrl, searchContext, searchQuery, kind ? FILTERED_LIMIT : HIT_LIMIT).then((results) => {
            if (current)
                setAllResults(results);
        });
        return () => {
            current = false;
        };
    }, [searchQuery, versionUrl, searchContext, kind]);
    // Diagrid: the address follows what the reader types, and only that; a plain function, as the
    // plugin's hook gives a new updateSearchPath each render.
    const handleSearchInputChange = (e) => {
        setSearchQuery(e.target.value);
        updateSearchPath(e.target.value);
    };
    useEffect(() => {
        if (searchValue && searchValue !== searchQuery) {
            setSearchQuery(searchValue);
        }
    }, [searchValue]);
    const [searchWorkerReady, setSearchWorkerReady] = useState(false);
    useEffect(() => {
        async function doFetchIndexes() {
            if (!Array.isArray(searchContextByPaths) ||
                searchContext ||
                useAllContextsWithNoSearchContext) {
                await fetchIndexesByWorker(versionUrl, searchContext);
            }
            setSearchWorkerReady(true);
        }
        doFetchIndexes();
    }, [searchContext, versionUrl]);
    return (<React.Fragment>
      <Head>
        {/*
         We should not index search pages
          See https://github.com/facebook/docusaurus/pull/3233
        */}
        <meta property="robots" content="noindex, follow"/>
        <title>{pageTitle}</title>
        {/* Diagrid: a description, as every other page has, for link previews. */}
        <meta name="description" content="Search the Diagrid documentation of every product, or one product at a time."/>
      </Head>

      <div className="container margin-vert--lg">
        <h1>{pageTitle}</h1>

        <div className="row">
          {/* Diagrid: the query beside the two selects, which share the other half. */}
          <div className={clsx("col", {
            [styles.searchQueryColumn]: true,
            "col--6": Array.isArray(searchContextByPaths),
            "col--9": !Array.isArray(searchContextByPaths),
        })}>
            <input type="search" name="q" className={styles.searchQueryInput} aria-label="Search" onChange={handleSearchInputChange} value={searchQuery} autoComplete="off" autoFocus/>
          </div>
          {/* Diagrid: one column for the context select, when there are contexts, and the kind select. */}
          <div className={clsx("col", Array.isArray(searchContextByPaths) ? "col--6" : "col--3", styles.searchContextColumn, own.filters)}>
          {Array.isArray(searchContextByPaths) ? (
              // Diagrid: aria-label.
              <select name="search-context" className={styles.searchContextInput} id="context-selector" aria-label="Search in" value={searchContext} onChange={(e) => updateSearchContext(e.target.value)}>
                {useAllContextsWithNoSearchContext && (<option value="">
                    {translate({
                    id: "theme.SearchPage.searchContext.everywhere",
                    message: "Everywhere",
                })}
                  </option>)}
                {searchContextByPaths.map((context) => {
                const { label, path } = normalizeContextByPath(context, currentLocale);
                return (<option key={path} value={path}>
                      {label}
                    </option>);
            })}
              </select>) : null}
            {/* Diagrid: the kind of page. */}
            <select name={KIND_PARAM} className={styles.searchContextInput} aria-label="Kind of page" value={kind ?? ""} onChange={(e) => updateKind(parseKind(e.target.value))}>
              <option value="">All kinds of page</option>
              {KINDS.map(({ id, label }) => (<option key={id} value={id}>
                  {label}
                </option>))}
            </select>
          </div>
        </div>

        {!searchWorkerReady && searchQuery && (<div>
            <LoadingRing />
          </div>)}

        {searchResults &&
            (searchResults.length > 0 ? (<p>
              {selectMessage(searchResults.length, translate({
                    id: "theme.SearchPage.documentsFound.plurals",
                    message: "1 document found|{count} documents found",
                    description: 'Pluralized label for "{count} documents found". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
                }, { count: searchResults.length }))}
            </p>) : (<>
            {/* Diagrid: npm start has the index too (patches/search-local/devSearch.ts), and the way on follows. */}
            <p>
              {translate({
                    id: "theme.SearchPage.noResultsText",
                    message: "No documents were found",
                    description: "The paragraph for empty search result",
                })}
            </p>
            <NoResults query={searchQuery} searchContext={searchContext}/>
            </>))}

        <section>
          {/* Diagrid: the batches rendered so far. */}
          {searchResults &&
            searchResults.slice(0, shown).map((item) => (<SearchResultItem key={item.document.i} searchResult={item}/>))}
        </section>
      </div>
    </React.Fragment>);
}
// Diagrid: where to go when nothing matched: the same search in every product, when the reader
// searched in one context, and each product's start page. The search box stays above.
function NoResults({ query, searchContext }) {
    return (<div className={own.noResults}>
      {searchContext && useAllContextsWithNoSearchContext && (<p>
          <Link to={`/search?${new URLSearchParams({ q: query }).toString()}`}>Search for “{query}” in all products</Link>
        </p>)}
      <ProductStarts />
    </div>);
}
// Diagrid: the row leads with the page's title and the section hit (titleHtml), then the path,
// then a snippet of the text the page shows (snippetHtml), for every kind of hit.
function SearchResultItem({ searchResult }) {
    const { document, type, page, tokens } = searchResult;
    const pathItems = (type === SearchDocumentType.Title ? document.b : page?.b) ?? [];
    const summary = snippetHtml(searchResult, 100);
    let search = "";
    if (Mark && tokens.length > 0) {
        const params = new URLSearchParams();
        for (const token of tokens) {
            params.append("_highlight", token);
        }
        search = `?${params.toString()}`;
    }
    return (<article className={styles.searchResultItem}>
      <h2>
        <Link to={document.u + search + (document.h || "")} dangerouslySetInnerHTML={{
            __html: titleHtml(searchResult),
        }}></Link>
      </h2>
      {pathItems.length > 0 && (<p className={styles.searchResultItemPath}>
          {concatDocumentPath(pathItems)}
        </p>)}
      {summary !== null && (<p className={styles.searchResultItemSummary} dangerouslySetInnerHTML={{
                __html: summary,
            }}/>)}
    </article>);
}
