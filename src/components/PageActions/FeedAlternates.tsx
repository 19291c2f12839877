import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {ALL_RELEASES_FEED, RELEASE_NOTES_PAGE, releaseNotesFeed} from '@site/config/readerFormats.mjs';

/** A product's release notes page: /<product>/release-notes (docs-<product>/release-notes.mdx). */
const RELEASE_NOTES = new RegExp(`^/[^/]+/${RELEASE_NOTES_PAGE}$`);

/**
 * `<link rel="alternate" type="application/atom+xml">` to the Atom feeds of
 * the release notes (written by scripts/postbuild/feeds.mjs): on a product's release
 * notes page, its own feed and the feed of all products; on the home page,
 * the feed of all products. Feed readers find them from either page.
 */
export default function FeedAlternates(): ReactNode {
  const {pathname} = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';
  const releaseNotes = RELEASE_NOTES.test(path);
  const own = useBaseUrl(releaseNotes ? releaseNotesFeed(path) : '/');
  const all = useBaseUrl(ALL_RELEASES_FEED);
  if (!releaseNotes && path !== '/') return null;
  return (
    <Head>
      {releaseNotes && (
        <link rel="alternate" type="application/atom+xml" href={own} title="Atom feed of these release notes" />
      )}
      <link rel="alternate" type="application/atom+xml" href={all} title="Atom feed of all release notes" />
    </Head>
  );
}
