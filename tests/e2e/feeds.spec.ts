import {expect, open, test} from './fixtures';

/**
 * The Atom feeds of the release notes (scripts/postbuild/feeds.mjs), as nginx serves
 * them: found from the pages' <link rel="alternate">, parsed by the
 * browser's XML parser, checked against Atom's required elements, and
 * compared with the release tables the page shows.
 */

type Feed = {
  error: string | null;
  title: string;
  id: string;
  updated: string;
  self: string | null;
  entries: {
    title: string;
    id: string;
    published: string;
    updated: string;
    link: string | null;
    related: string | null;
  }[];
};

/** The `<link rel="alternate" type="application/atom+xml">` hrefs of a page, as served. */
async function feedLinks(page: import('@playwright/test').Page, route: string): Promise<string[]> {
  await open(page, route);
  return page.$$eval('head link[rel="alternate"][type="application/atom+xml"]', (links) =>
    links.map((l) => new URL((l as HTMLLinkElement).href).pathname),
  );
}

/** Fetches and parses a feed in the page, with the browser's XML parser. */
async function readFeed(page: import('@playwright/test').Page, href: string): Promise<Feed> {
  return page.evaluate(async (url) => {
    const text = await (await fetch(url)).text();
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const NS = 'http://www.w3.org/2005/Atom';
    const feed = doc.documentElement;
    const child = (el: Element, name: string) =>
      Array.from(el.children).find((c) => c.namespaceURI === NS && c.localName === name);
    const text_ = (el: Element, name: string) => child(el, name)?.textContent ?? '';
    const link = (el: Element, rel: string) =>
      Array.from(el.children)
        .find((c) => c.localName === 'link' && c.getAttribute('rel') === rel)
        ?.getAttribute('href') ?? null;
    return {
      error: doc.querySelector('parsererror')?.textContent ?? (feed.namespaceURI === NS ? null : 'not an Atom feed'),
      title: text_(feed, 'title'),
      id: text_(feed, 'id'),
      updated: text_(feed, 'updated'),
      self: link(feed, 'self'),
      entries: Array.from(feed.children)
        .filter((c) => c.localName === 'entry')
        .map((e) => ({
          title: text_(e, 'title'),
          id: text_(e, 'id'),
          published: text_(e, 'published'),
          updated: text_(e, 'updated'),
          link: link(e, 'alternate'),
          related: link(e, 'related'),
        })),
    };
  }, href);
}

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

test('each release notes page and the home page link feeds that parse as Atom, with every required element', async ({
  page,
  request,
}) => {
  const links = {
    '/catalyst/release-notes': await feedLinks(page, '/catalyst/release-notes'),
    '/conductor/release-notes': await feedLinks(page, '/conductor/release-notes'),
    '/': await feedLinks(page, '/'),
  };
  expect(links).toEqual({
    '/catalyst/release-notes': ['/catalyst/release-notes.atom', '/release-notes.atom'],
    '/conductor/release-notes': ['/conductor/release-notes.atom', '/release-notes.atom'],
    '/': ['/release-notes.atom'],
  });
  // Other pages link none.
  expect(await feedLinks(page, '/catalyst/concepts/appids')).toEqual([]);

  const feeds: Record<string, Feed> = {};
  for (const href of ['/catalyst/release-notes.atom', '/conductor/release-notes.atom', '/release-notes.atom']) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()['content-type'], href).toMatch(/^application\/atom\+xml/);
    const feed = await readFeed(page, href);
    feeds[href] = feed;
    expect(feed.error, href).toBeNull();
    expect(feed.title, href).not.toBe('');
    expect(new URL(feed.self ?? '').pathname, `${href}: rel=self`).toBe(href);
    expect(feed.updated, href).toMatch(RFC3339);
    // Conductor's page says how its releases reach you and lists none: its feed is empty, and dated.
    if (href !== '/conductor/release-notes.atom') expect(feed.entries.length, href).toBeGreaterThan(0);
    expect(new Set(feed.entries.map((e) => e.id)).size, `${href}: unique entry ids`).toBe(feed.entries.length);
    for (const entry of feed.entries) {
      const what = `${href}: ${entry.title}`;
      expect(entry.title, what).not.toBe('');
      expect(entry.published, what).toMatch(RFC3339);
      expect(entry.updated, what).toMatch(RFC3339);
      expect(entry.published <= entry.updated, what).toBe(true);
      expect(entry.link, `${what}: source link`).toMatch(/^https:\/\//);
      expect(entry.related, `${what}: release notes section`).toMatch(/\/release-notes(#|$)/);
    }
    // Newest first, and the feed is as new as its newest entry.
    const dates = feed.entries.map((e) => e.updated);
    expect(dates, `${href}: newest first`).toEqual([...dates].sort().reverse());
    if (dates.length) expect(feed.updated, href).toBe(dates[0]);
  }
  // The all-products feed holds every product's entries.
  expect(feeds['/release-notes.atom'].entries.length).toBe(
    feeds['/catalyst/release-notes.atom'].entries.length + feeds['/conductor/release-notes.atom'].entries.length,
  );
});

test('every release on the release notes pages is an entry of its feed, titled by its section and heading', async ({
  page,
}) => {
  for (const route of ['/catalyst/release-notes', '/conductor/release-notes']) {
    await open(page, route);
    // Each h3 is a release; its entry's title is the section (h2) and the heading, as the reader sees them.
    const releases = await page.$$eval('.theme-doc-markdown h3', (headings) =>
      headings.map((h) => {
        const text = (e: Element | null) =>
          (e?.textContent ?? '')
            .replace(/\u200b/g, '')
            .replace(/\s+/g, ' ')
            .trim();
        let section = h.previousElementSibling;
        while (section && section.tagName !== 'H2') section = section.previousElementSibling;
        return `${text(section)} ${text(h)}`.trim();
      }),
    );
    if (route === '/catalyst/release-notes') expect(releases.length).toBeGreaterThan(20);
    const feed = await readFeed(page, `${route}.atom`);
    expect(feed.entries.map((e) => e.title).sort(), route).toEqual(releases.sort());
  }
});
