import React, {type ReactNode, useRef, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import IconExternalLink from '@theme/Icon/ExternalLink';
import {OPENAPI_DOWNLOADS, twinRoute} from '@site/config/readerFormats.mjs';
import {assistantLinks} from './assistants';
import styles from './styles.module.css';

type CopyState = {kind: 'idle'} | {kind: 'busy'} | {kind: 'done'} | {kind: 'failed'; why: string};

/** Fetches the twin; rejects with a reader-facing reason. */
async function fetchTwin(href: string): Promise<string> {
  const res = await fetch(href, {headers: {Accept: 'text/markdown'}});
  if (!res.ok)
    throw new Error(
      res.status === 404
        ? 'this page has no Markdown version here (it is written by the production build)'
        : `the server answered ${res.status}`,
    );
  return res.text();
}

/** Puts the twin on the clipboard. Safari needs the write to start within the click, hence ClipboardItem with a promise. */
async function copyTwin(href: string): Promise<void> {
  if (!navigator.clipboard) throw new Error('this browser does not allow pages to write to the clipboard');
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
    const blob = fetchTwin(href).then((text) => new Blob([text], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
  } else {
    await navigator.clipboard.writeText(await fetchTwin(href));
  }
}

/**
 * The actions at the top of every doc page: copy the page as Markdown, open
 * its Markdown twin, hand the page to an assistant (a new tab with a prompt
 * naming the twin's address on the site's configured url), and on API pages
 * download the OpenAPI description. The outcome of Copy is announced in a
 * polite live region.
 */
export default function PageActions(): ReactNode {
  const {pathname} = useLocation();
  const href = useBaseUrl(twinRoute(pathname));
  const absoluteHref = useBaseUrl(twinRoute(pathname), {absolute: true});
  const openApiHref = useBaseUrl(OPENAPI_DOWNLOADS[0]);
  const isApiPage = /^\/catalyst\/api(\/|$)/.test(pathname);
  const [state, setState] = useState<CopyState>({kind: 'idle'});
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const onCopy = async () => {
    clearTimeout(timer.current);
    setState({kind: 'busy'});
    try {
      await copyTwin(href);
      setState({kind: 'done'});
      timer.current = setTimeout(() => setState({kind: 'idle'}), 4000);
    } catch (error) {
      setState({kind: 'failed', why: error instanceof Error ? error.message : String(error)});
    }
  };

  const message =
    state.kind === 'done'
      ? 'Page copied to the clipboard as Markdown.'
      : state.kind === 'failed'
        ? `Could not copy the page: ${state.why}.`
        : '';

  return (
    <div className={styles.actions}>
      <div className={styles.row} role="group" aria-label="Page actions">
        <button type="button" className={styles.action} onClick={onCopy} aria-disabled={state.kind === 'busy'}>
          {state.kind === 'done' ? 'Copied' : 'Copy page'}
        </button>
        <a className={styles.action} href={href} type="text/markdown">
          View as Markdown
        </a>
        {assistantLinks(absoluteHref).map(({name, href: chat}) => (
          <a key={name} className={styles.action} href={chat} target="_blank" rel="noopener noreferrer">
            {`Open in ${name}`}
            <IconExternalLink />
          </a>
        ))}
        {isApiPage && (
          <a className={styles.action} href={openApiHref} download="catalyst-openapi.yaml" type="application/yaml">
            Download OpenAPI (YAML)
          </a>
        )}
      </div>
      <p className={state.kind === 'failed' ? styles.error : styles.status} role="status" aria-live="polite">
        {message}
      </p>
    </div>
  );
}
