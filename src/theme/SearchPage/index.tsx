import React, {type ComponentProps, type ReactNode, useEffect} from 'react';
import SearchPage from '@theme-original/SearchPage';
import {observeRepairs} from '@site/src/lib/observeRepairs';

/**
 * Wraps the local search plugin's search page. Its context <select> (which
 * product area to search) has no label, so axe reports it and a screen reader
 * announces an unnamed list box; it gets one. The page renders the select
 * after load, so the repair watches the page's main element.
 *
 * The results render once the index has loaded, and pushed the footer from
 * the middle of the screen to below it: a layout shift of 0.5 on a phone
 * (Lighthouse CLS). src/css/custom.css keeps the page at least a screen
 * tall, so the footer starts below the fold and nothing the reader sees
 * moves.
 */
export default function SearchPageWrapper(props: ComponentProps<typeof SearchPage>): ReactNode {
  useEffect(() => {
    const main = document.querySelector('main') ?? document.body;
    return observeRepairs(main, () => main.querySelector('select#context-selector:not([aria-label])')?.setAttribute('aria-label', 'Search in'));
  }, []);
  return <SearchPage {...props} />;
}
