/**
 * The not-found page's content. A replacement: the theme's `NotFound/Content`
 * is two fixed paragraphs with nothing to wrap around. Here the reader gets
 * the way on: a search box (a plain form to the search page, so it works
 * before any script runs) and each product's start page from the product
 * registry. scripts/reader-formats.mjs writes the same for tools as /404.md.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import registry from '@site/config/products.json';
import styles from './styles.module.css';

export default function NotFoundContent({className}: {className?: string}): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            Page not found
          </Heading>
          <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
          <form className={styles.search} action="/search" method="get" role="search">
            <label htmlFor="not-found-search">Search the docs</label>
            <div className={styles.searchRow}>
              <input id="not-found-search" className={styles.input} type="search" name="q" autoComplete="off" />
              <button className="button button--primary" type="submit">
                Search
              </button>
            </div>
          </form>
          <h2 className={styles.heading}>Start from a product</h2>
          <ul className={styles.products}>
            {registry.products.map((p) => (
              <li key={p.id}>
                <Link to={`/${p.routeBasePath}`}>{p.label}</Link>: {p.summary}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
