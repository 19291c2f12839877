/**
 * What the not-found page says (src/theme/NotFound/Content loads it): no page
 * at this address, a search box (a plain form to the search page, so it works
 * before any script runs) and each product's start page, from the navbar
 * items and the docs plugins' global data, which every page has already.
 * scripts/reader-formats.mjs writes the same for tools as /404.md.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useGlobalData from '@docusaurus/useGlobalData';
import {useThemeConfig} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';

/** The products in navbar order: each docs sidebar item of the navbar, and its docs set's base path. */
function useProducts(): {label: string; to: string}[] {
  // The docs plugins' global data (what useAllDocsData reads), from the core: nothing more to load.
  const docs = (useGlobalData()['docusaurus-plugin-content-docs'] ?? {}) as Record<string, {path?: string}>;
  return useThemeConfig()
    .navbar.items.filter((item) => item.type === 'docSidebar' && typeof item.docsPluginId === 'string')
    .map((item) => ({label: String(item.label), to: docs[String(item.docsPluginId)]?.path ?? '/'}));
}

export default function NotFound({className}: {className?: string}): ReactNode {
  const products = useProducts();
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            Page not found
          </Heading>
          <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
          <form action="/search" method="get" role="search">
            <p>
              <label htmlFor="not-found-search">Search the docs</label>
            </p>
            <p>
              <input id="not-found-search" className="navbar__search-input" type="search" name="q" autoComplete="off" />{' '}
              <button className="button button--primary" type="submit">
                Search
              </button>
            </p>
          </form>
          <h2>Start from a product</h2>
          <ul>
            {products.map((p) => (
              <li key={p.to}>
                <Link to={p.to}>{p.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
