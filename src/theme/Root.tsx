import React, {type ReactNode} from 'react';
import FeedAlternates from '@site/src/components/PageActions/FeedAlternates';
import MarkdownAlternate from '@site/src/components/PageActions/MarkdownAlternate';

/**
 * Root (no original to wrap: the theme's Root only renders its children).
 * Adds the page's `<link rel="alternate" type="text/markdown">` on every page,
 * and the release notes' Atom feeds on the release notes pages and the home page.
 */
export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      <MarkdownAlternate />
      <FeedAlternates />
      {children}
    </>
  );
}
