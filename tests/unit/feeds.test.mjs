import assert from 'node:assert/strict';
import {test} from 'node:test';
import {atomFeed, lastUpdated, releaseEntries} from '../../scripts/postbuild/feeds.mjs';

const where = {
  page: '/p/release-notes',
  siteUrl: 'https://docs.example',
  product: 'P',
  file: 'build/p/release-notes.html',
};

/** The feed of product P's release notes page, without its entries and date. */
const P_FEED = {
  title: 'P release notes',
  id: 'https://docs.example/p/release-notes.atom',
  self: 'https://docs.example/p/release-notes.atom',
  page: 'https://docs.example/p/release-notes',
  author: 'Docs',
};

/** A release notes page as the build renders it, with `body` as its article. */
const html = (/** @type {string} */ body, footer = '') =>
  `<!doctype html><html><body><article><div class="theme-doc-markdown markdown"><header><h1>Release notes</h1></header>${body}</div>${footer}</article></body></html>`;

/** A heading as the theme renders it: an id and a `#` link. */
const heading = (/** @type {string} */ tag, /** @type {string} */ id, /** @type {string} */ text) =>
  `<${tag} class="anchor anchorTargetHideOnScrollNavbar_x1" id="${id}">${text}<a href="#${id}" class="hash-link">\u200b</a></${tag}>`;

/** The hidden versions and dates the search step adds at the end of each section. */
const terms = (/** @type {string} */ text) => `<div hidden class="search-terms">${text}</div>`;

/** One release: heading, date line, and what changed. */
const release = (
  /** @type {string} */ id,
  /** @type {string} */ title,
  /** @type {string} */ dateLine,
  /** @type {string} */ body,
) => `${heading('h3', id, title)}<p>${dateLine}</p>${body}${terms('1.0.0 2026-01-01')}`;

test('each h3 is a release: title from part and heading, dates and link from the date line, content from the text', () => {
  const entries = releaseEntries(
    html(
      '<p>What changed, newest first. <a href="https://x.example/intro">not a release</a> 2026-01-01</p>' +
        heading('h2', 'check-your-versions', 'Check your versions') +
        '<table><thead><tr><th>Version</th><th>Date</th></tr></thead><tbody><tr><td>1.0</td><td>2026-01-01</td></tr></tbody></table>' +
        terms('1.0 2026-01-01') +
        heading('h2', 'self-hosted-helm-chart', 'Self-hosted Helm chart') +
        '<p>The chart pins one Dapr build.</p>' +
        release(
          '1900-ships-dapr',
          '1.90.0 ships Dapr <code>1.19.0-catalyst.2</code>',
          '2026-08-20 · <a href="https://github.com/o/charts/blob/abc/README.md">Chart README</a>',
          '<p>The control plane moves to <code>1.19.0-catalyst.2</code>.</p>',
        ) +
        release(
          '1760-moves-the-scheduler',
          '1.76.0 moves the scheduler to PostgreSQL',
          '2026-07-14 to 2026-07-15 · <a href="https://github.com/o/charts/blob/def/README.md">Chart README</a>',
          '<p><strong>Breaking on upgrade:</strong> jobs stay in etcd.</p><ul><li>Kafka is off.</li><li>Old values still work.</li></ul>',
        ) +
        heading('h2', 'dev-dashboard', 'Dev Dashboard') +
        release(
          'v0017-clears-stopped-apps',
          'v0.0.17 clears stopped apps',
          '2026-07-28',
          '<p>Remove them with <strong>Clear inactive</strong> (<a href="https://github.com/o/d/releases/tag/v0.0.17">release</a>).</p>',
        ) +
        heading('h2', 'next-steps', 'Next steps') +
        '<ul><li><a href="/p/quickstarts">Quickstarts</a>, 2026-01-01</li></ul>',
    ),
    where,
  );
  assert.deepEqual(
    entries.map((e) => [e.title, e.published, e.updated, e.link, e.related]),
    [
      [
        'Self-hosted Helm chart 1.90.0 ships Dapr 1.19.0-catalyst.2',
        '2026-08-20',
        '2026-08-20',
        'https://github.com/o/charts/blob/abc/README.md',
        'https://docs.example/p/release-notes#1900-ships-dapr',
      ],
      [
        'Self-hosted Helm chart 1.76.0 moves the scheduler to PostgreSQL',
        '2026-07-14',
        '2026-07-15',
        'https://github.com/o/charts/blob/def/README.md',
        'https://docs.example/p/release-notes#1760-moves-the-scheduler',
      ],
      [
        'Dev Dashboard v0.0.17 clears stopped apps',
        '2026-07-28',
        '2026-07-28',
        'https://github.com/o/d/releases/tag/v0.0.17',
        'https://docs.example/p/release-notes#v0017-clears-stopped-apps',
      ],
    ],
  );
  // What changed, without the date line or the hidden search terms; a list item by line.
  assert.equal(entries[0].content, 'The control plane moves to 1.19.0-catalyst.2.');
  assert.equal(
    entries[1].content,
    'Breaking on upgrade: jobs stay in etcd.\n- Kafka is off.\n- Old values still work.',
  );
  // The id is the part and the version: rewording a heading keeps it.
  assert.equal(entries[2].id, 'https://docs.example/p/release-notes#dev-dashboard/v0.0.17');
  assert.equal(new Set(entries.map((e) => e.id)).size, entries.length, 'ids are unique');
  assert.ok(entries.every((e) => e.product === 'P'));
});

test('a malformed release stops the build, naming the page, the part, the heading and the problem', () => {
  const part = heading('h2', 'chart', 'Chart');
  const ok = {date: '2026-08-20 · <a href="https://x.example/r">release</a>', body: '<p>What changed.</p>'};
  const page = (/** @type {string} */ title, date = ok.date, body = ok.body) =>
    html(`${part}${heading('h3', 'r', title)}${date === '' ? '' : `<p>${date}</p>`}${body}`);
  assert.throws(
    () => releaseEntries(page('Dapr moves to 1.19'), where),
    /^Error: build\/p\/release-notes\.html: Chart \/ "Dapr moves to 1\.19": a release heading starts with its version/,
  );
  assert.throws(
    () => releaseEntries(page('1.90.0 ships Dapr 1.19', ''), where),
    /build\/p\/release-notes\.html: Chart \/ "1\.90\.0 ships Dapr 1\.19": no date line/,
  );
  assert.throws(
    () =>
      releaseEntries(
        page('1.90.0 ships Dapr 1.19', 'Shipped on 2026-08-20 · <a href="https://x.example/r">r</a>'),
        where,
      ),
    /"1\.90\.0 ships Dapr 1\.19": no date line/,
  );
  assert.throws(() => releaseEntries(page('1.90.0 ships Dapr 1.19', '2026-13-01'), where), /no date line/);
  assert.throws(
    () =>
      releaseEntries(
        page('1.90.0 ships Dapr 1.19', '2026-08-20', '<p>Text, <a href="/p/x">a page here</a>.</p>'),
        where,
      ),
    /"1\.90\.0 ships Dapr 1\.19": no link to where the release was published/,
  );
  assert.throws(
    () => releaseEntries(page('1.90.0 ships Dapr 1.19', ok.date, terms('1.90.0')), where),
    /"1\.90\.0 ships Dapr 1\.19": no text under the date line saying what changed/,
  );
  assert.throws(() => releaseEntries('<html><body><p>x</p></body></html>', where), /no article/);
});

test('a page with no h3 has no releases, and its feed is dated by the page', () => {
  const page = html(
    `${heading('h2', 'what-we-release', 'What we release')}<p>The agent ships every week.</p>` +
      '<table><thead><tr><th>Version</th><th>Released</th></tr></thead><tbody><tr><td>1.0</td><td>2026-01-01</td></tr></tbody></table>',
    '<footer><span class="theme-last-updated">Last updated on <b><time datetime="2026-11-27T10:02:38.000Z" itemprop="dateModified">Nov 27, 2026</time></b></span></footer>',
  );
  assert.deepEqual(releaseEntries(page, where), []);
  assert.equal(lastUpdated(page), '2026-11-27');
  assert.equal(lastUpdated(html('<p>x</p>')), undefined);
  const xml = atomFeed({...P_FEED, entries: [], updated: '2026-11-27'});
  assert.match(xml, /<updated>2026-11-27T00:00:00Z<\/updated>/);
  assert.doesNotMatch(xml, /<entry>/);
});

test('atomFeed writes Atom 1.0, newest entry first, with text escaped', () => {
  const entry = (/** @type {string} */ title, /** @type {string} */ updated) => ({
    id: `https://docs.example/p/release-notes#s/${title}`,
    title,
    published: updated,
    updated,
    link: 'https://x.example/?a=1&b=2',
    related: 'https://docs.example/p/release-notes#s',
    content: 'Uses <tags> & "quotes".',
    product: 'P',
  });
  const xml = atomFeed({
    ...P_FEED,
    entries: [entry('old', '2025-01-01'), entry('new', '2026-02-03')],
    updated: '2020-01-01',
  });
  assert.match(xml, /^<\?xml version="1\.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom">/);
  assert.match(xml, /<feed[^]*?<updated>2026-02-03T00:00:00Z<\/updated>/, 'dated by the newest entry');
  assert.ok(xml.indexOf('<title>new</title>') < xml.indexOf('<title>old</title>'), 'newest first');
  assert.match(xml, /href="https:\/\/x\.example\/\?a=1&amp;b=2"/);
  assert.match(xml, /<content type="text">Uses &lt;tags&gt; &amp; &quot;quotes&quot;\.<\/content>/);
  assert.throws(
    () => atomFeed({title: 't', id: 'i', self: 's', page: 'p', author: 'a', entries: []}),
    /s: a feed with no entries and no date/,
  );
});
