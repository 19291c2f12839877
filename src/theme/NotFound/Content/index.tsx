/**
 * The not-found page's content. A replacement: the theme's `NotFound/Content`
 * is two fixed paragraphs with nothing to wrap around; ours says so in the
 * site's voice, with a search box and each product (src/components/NotFound).
 * The docs layout imports this component too, for a path under a product
 * that has no page, so it is part of every docs page's code: it loads what it
 * shows as a chunk of its own, which only a not-found page asks for. The
 * server renders it in full (Docusaurus waits for every part of a page).
 */
import React, {lazy, Suspense, type ReactNode} from 'react';

const NotFound = lazy(() => import('@site/src/components/NotFound'));

export default function NotFoundContent({className}: {className?: string}): ReactNode {
  return (
    <Suspense fallback={null}>
      <NotFound className={className} />
    </Suspense>
  );
}
