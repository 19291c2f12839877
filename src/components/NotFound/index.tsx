/**
 * What the not-found page says (src/theme/NotFound/Content loads it): no page
 * at this address, a search box (a plain form to the search page, so it works
 * before any script runs) and each product's start page, from the navbar
 * items and the docs plugins' global data, which every page has already.
 * scripts/postbuild/reader-formats.mjs writes the same for tools as /404.md.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import ProductStarts from '@site/src/components/ProductStarts';
import styles from './styles.module.css';

export default function NotFound({className}: {className?: string}): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            Page not found
          </Heading>
          <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
          <form className={styles.form} action="/search" method="get" role="search">
            <p>
              <label htmlFor="not-found-search">Search the docs</label>
            </p>
            <p>
              <input
                id="not-found-search"
                className={clsx('navbar__search-input', styles.input)}
                type="search"
                name="q"
                autoComplete="off"
              />{' '}
              <button className="button button--primary" type="submit">
                Search
              </button>
            </p>
          </form>
          <ProductStarts />
        </div>
      </div>
    </main>
  );
}
