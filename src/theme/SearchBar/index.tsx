import React, {type ComponentProps, type ReactNode, useCallback, useEffect, useRef, useState} from 'react';
import type SearchBar from '@theme-original/SearchBar';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import LazySearchBar from '@site/patches/search-local/theme/SearchBar/LazySearchBar';
import styles from './styles.module.css';

/**
 * Wraps the local search plugin's SearchBar. The plugin loads the search
 * index on the first focus or hover of the box; when that request fails
 * (server error, dropped connection, a chunk that does not load) it keeps
 * its loading ring spinning for ever, and its worker remembers the failure
 * for the life of the page, so asking again cannot help.
 *
 * This adds what the reader needs then: an alert that search is unavailable,
 * with the cause, and a Retry button that loads the page again at the same
 * address and scroll position (as the chunk error box does), which starts
 * search afresh. The search page loads the index as it opens, so there the
 * alert also covers the page's own request. The same alert reports a search
 * box whose code did not load (LazySearchBar). The original component is
 * untouched.
 */
export default function SearchBarWrapper(props: ComponentProps<typeof SearchBar>): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  // Set once the index is being loaded and until it is ready.
  const loading = useRef(false);
  const [failure, setFailure] = useState<{what: string; cause: string} | null>(null);
  const [retrying, setRetrying] = useState(false);
  const {pathname} = useLocation();
  const searchPage = useBaseUrl('/search');

  useEffect(() => {
    if (pathname === searchPage) loading.current = true;
  }, [pathname, searchPage]);

  useEffect(() => {
    const container = box.current;
    if (!container) return undefined;
    // Ready once the plugin has set up its autocomplete on the input.
    const ready = () => container.querySelector('input[role="combobox"]') !== null;
    const start = () => {
      if (!ready()) loading.current = true;
    };
    // The plugin starts loading from its focus and hover handlers (and the
    // search page as it opens) and does not catch the failure; it surfaces
    // as an unhandled rejection.
    const onRejection = (event: PromiseRejectionEvent) => {
      if (!loading.current || ready()) return;
      const reason = event.reason as {message?: unknown} | undefined;
      setFailure({what: 'the search index', cause: String(reason?.message ?? reason ?? 'unknown error')});
      // Not preventDefault(): the error still reaches the console and monitoring.
    };
    container.addEventListener('focusin', start);
    container.addEventListener('mouseover', start);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      container.removeEventListener('focusin', start);
      container.removeEventListener('mouseover', start);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  const onLoadError = useCallback((error: unknown) => {
    const reason = error as {message?: unknown} | undefined;
    setFailure({what: 'the search box', cause: String(reason?.message ?? reason ?? 'unknown error')});
  }, []);

  return (
    <div ref={box} className={styles.wrapper}>
      <LazySearchBar {...props} onLoadError={onLoadError} />
      {failure !== null && (
        <div className={styles.failure} role="alert" data-testid="search-failure">
          <p className={styles.title}>Search is unavailable: {failure.what} did not load.</p>
          <p className={styles.cause}>{failure.cause}</p>
          <div className={styles.actions}>
            <button
              type="button"
              className="button button--primary button--sm"
              disabled={retrying}
              onClick={() => {
                setRetrying(true);
                window.location.reload();
              }}
            >
              {retrying ? 'Loading…' : 'Retry'}
            </button>
            <button type="button" className="button button--secondary button--sm" onClick={() => setFailure(null)}>
              Close
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
