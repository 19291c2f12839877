import React, {lazy, Suspense, useEffect, useRef, useState, type ComponentProps, type FormEvent, type ReactNode} from 'react';
import type OriginalApiExplorer from '@theme-init/ApiExplorer';
import SkeletonLoader from '@theme/SkeletonLoader';
import {useTypedDispatch, useTypedSelector} from '@theme/ApiItem/hooks';
import {setServer} from '@theme/ApiExplorer/Server/slice';
import {clearCode, clearHeaders, setResponse} from '@theme/ApiExplorer/Response/slice';
import {loadApiGrammars} from '../apiGrammars';
import {blockedConnections, problemBeforeSending, problemResponse, type AuthState} from './sendProblems';
import styles from './styles.module.css';

type Props = ComponentProps<typeof OriginalApiExplorer>;
type ServerOption = {url: string; variables?: Record<string, {default?: string}>};
type ServerState = {server: {value?: ServerOption; options: ServerOption[]}; auth?: AuthState};

/** Selects the first server unless the stored one is still offered (as the explorer's Server does). */
function useDefaultServer(): void {
  const dispatch = useTypedDispatch();
  const value = useTypedSelector((state: ServerState) => state.server.value);
  const options = useTypedSelector((state: ServerState) => state.server.options);
  useEffect(() => {
    if (options.length === 0) return;
    if (!value || !options.some((option) => option.url === value.url)) {
      dispatch(setServer(JSON.stringify(options[0])));
    }
  }, [dispatch, value, options]);
}

/**
 * Stops "Send API Request" when the request cannot work (the example host, plain HTTP from an
 * HTTPS page, no token) and has the response panel say why (./Response). Runs in the capture
 * phase of the form's submit, before the theme's handler, which it then never reaches.
 */
function useSendCheck(item: Props['item']): (event: FormEvent) => void {
  const dispatch = useTypedDispatch();
  const server = useTypedSelector((state: ServerState) => state.server.value);
  const auth = useTypedSelector((state: ServerState) => state.auth);
  return (event) => {
    blockedConnections.reset();
    const problem = problemBeforeSending({
      server,
      samples: (item as {servers?: ServerOption[]}).servers ?? [],
      auth,
      pageProtocol: window.location.protocol,
    });
    if (!problem) return;
    event.preventDefault();
    event.stopPropagation();
    dispatch(clearCode());
    dispatch(clearHeaders());
    dispatch(setResponse(problemResponse(problem)));
  };
}

/**
 * The explorer (code samples, request form, Send) is most of an API page's
 * script: postman-collection, ten code generators, the form library. The
 * page's own text does not need it, and on a phone the explorer sits below
 * the whole operation description. So its code is a chunk of its own,
 * prefetched while the page loads (download only) and run when the explorer's
 * column comes within a screen of the viewport, or when the reader's pointer
 * reaches it. Until then the theme's own skeleton holds its place.
 */
const Explorer = lazy(() =>
  // The samples need their Prism grammars (src/prism/api.ts).
  loadApiGrammars().then(() => import(/* webpackPrefetch: true */ '@theme-init/ApiExplorer')),
);

/** How far below the viewport the explorer starts loading. */
const AHEAD = '100% 0px';

function Placeholder(): ReactNode {
  return (
    <div className={styles.placeholder}>
      <SkeletonLoader size="lg" />
    </div>
  );
}

export default function ApiExplorerWrapper(props: Props): ReactNode {
  const placeholder = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  useDefaultServer();
  const checkSend = useSendCheck(props.item);

  useEffect(() => {
    const element = placeholder.current;
    if (wanted || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setWanted(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
    }, {rootMargin: AHEAD});
    observer.observe(element);
    return () => observer.disconnect();
  }, [wanted]);

  if (wanted) {
    return (
      <div onSubmitCapture={checkSend}>
        <Suspense fallback={<Placeholder />}>
          <Explorer {...props} />
        </Suspense>
      </div>
    );
  }
  return (
    <div ref={placeholder} onPointerEnter={() => setWanted(true)}>
      <Placeholder />
    </div>
  );
}
