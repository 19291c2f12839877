import {useEffect, useState} from 'react';

/**
 * The Prism grammars of an API page's code (src/prism/api.ts), loaded on
 * demand: an operation page shows no code until the reader opens an example
 * or the explorer comes into view, so the grammars (about 20 KiB gzip) are
 * not run while the page loads. The server build has every grammar.
 */
let loaded = false;
let loading: Promise<void> | undefined;

export function loadApiGrammars(): Promise<void> {
  // Prefetched (downloaded, not run) when the page's chunk loads.
  loading ??= import(/* webpackPrefetch: true */ '@site/src/prism/api').then(() => {
    loaded = true;
  });
  return loading;
}

/**
 * Whether the grammars are there; when `wanted` and they are not, loads them
 * and renders again once they are.
 */
export function useApiGrammars(wanted: boolean): boolean {
  const [ready, setReady] = useState(loaded);
  useEffect(() => {
    if (!wanted || ready) return undefined;
    let current = true;
    loadApiGrammars().then(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, [wanted, ready]);
  return ready || loaded;
}
