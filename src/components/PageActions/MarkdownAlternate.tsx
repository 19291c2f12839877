import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {twinRoute} from '@site/config/readerFormats.mjs';

/**
 * `<link rel="alternate" type="text/markdown">` to the page's Markdown twin,
 * on every page but the not-found page (which has none).
 */
export default function MarkdownAlternate(): ReactNode {
  const {pathname} = useLocation();
  const href = useBaseUrl(twinRoute(pathname));
  if (pathname === '/404.html') return null;
  return (
    <Head>
      <link rel="alternate" type="text/markdown" href={href} />
    </Head>
  );
}
