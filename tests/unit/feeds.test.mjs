import assert from 'node:assert/strict';
import {test} from 'node:test';
import {atomFeed, releaseEntries} from '../../scripts/feeds.mjs';

const where = {
  page: '/p/release-notes',
  siteUrl: 'https://docs.example',
  product: 'P',
  file: 'build/p/release-notes.html',
};

/** A release notes page as the build renders it, with `body` as its article. */
const html = (/** @type {string} */ body) =>
  `<!doctype html><html><body><article><div class="theme-doc-markdown markdown"><header><h1>Release notes</h1></header>${body}</div></article></body></html>`;

const table = (/** @type {string} */ head, /** @type {string[]} */ rows) =>
  `<table><thead><tr>${head
    .split('|')
    .map((h) => `<th>${h}</th>`)
    .join('')}</tr></thead><tbody>${rows.map((r) => `<tr>${r}</tr>`).join('')}</tbody></table>`;

test('table rows and dated list items become entries with date, version, source and section', () => {
  const entries = releaseEntries(
    html(
      `<h2 class="anchor" id="dashboard">Dashboard<a class="hash-link" href="#dashboard">\u200b</a></h2>` +
        table('Version|Tagged|What changed', [
          '<td><a href="https://github.com/o/r/releases/tag/v2">v2</a></td><td>2026-07-28</td><td>Adds <strong>Clear</strong>.</td>',
        ]) +
        `<h2 id="chart">Chart</h2>` +
        table('Chart version|Committed|What the repository shows|Published at', [
          '<td>1.1.0 to 1.9.0</td><td>2026-04-09 to 2026-08-20</td><td>Many.</td><td><a href="https://github.com/o/charts">o/charts</a></td>',
        ]) +
        `<h2 id="libs">Libraries</h2><h3 id="net">.NET</h3>` +
        `<ul><li><a href="https://github.com/o/n/releases/tag/v1.0.1">v1.0.1</a>: 2026-06-30</li></ul>` +
        `<h2 id="news">Announcements</h2>` +
        `<ul><li><strong>2024-11-12: Something graduates.</strong> Text. <a href="https://blog.example/x">Blog</a></li>` +
        `<li>No date here, so no entry. <a href="https://x.example">x</a></li></ul>` +
        `<h2 id="next-steps">Next steps</h2><ul><li><a href="/p/quickstarts">Quickstarts</a></li></ul>`,
    ),
    where,
  );
  assert.deepEqual(
    entries.map((e) => [e.title, e.published, e.updated, e.link, e.related]),
    [
      [
        'Dashboard v2',
        '2026-07-28',
        '2026-07-28',
        'https://github.com/o/r/releases/tag/v2',
        'https://docs.example/p/release-notes#dashboard',
      ],
      [
        'Chart 1.1.0 to 1.9.0',
        '2026-04-09',
        '2026-08-20',
        'https://github.com/o/charts',
        'https://docs.example/p/release-notes#chart',
      ],
      [
        '.NET v1.0.1',
        '2026-06-30',
        '2026-06-30',
        'https://github.com/o/n/releases/tag/v1.0.1',
        'https://docs.example/p/release-notes#net',
      ],
      [
        'Something graduates',
        '2024-11-12',
        '2024-11-12',
        'https://blog.example/x',
        'https://docs.example/p/release-notes#news',
      ],
    ],
  );
  assert.equal(entries[0].content, 'Adds Clear.');
  assert.equal(new Set(entries.map((e) => e.id)).size, entries.length, 'ids are unique');
});

test('a release row without a date or without a source link stops the build, naming the page, section and row', () => {
  const head = 'Version|Tagged|What changed';
  assert.throws(
    () =>
      releaseEntries(
        html(
          `<h2 id="d">Dashboard</h2>${table(head, ['<td><a href="https://x.example/v1">v1</a></td><td>soon</td><td>x</td>'])}`,
        ),
        where,
      ),
    /build\/p\/release-notes\.html: Dashboard, row 1 \("v1"\): no date/,
  );
  assert.throws(
    () =>
      releaseEntries(
        html(`<h2 id="d">Dashboard</h2>${table(head, ['<td>v1</td><td>2026-13-01</td><td>x</td>'])}`),
        where,
      ),
    /row 1 \("v1"\): no date/,
  );
  assert.throws(
    () =>
      releaseEntries(
        html(`<h2 id="d">Dashboard</h2>${table(head, ['<td>v1</td><td>2026-01-02</td><td>x</td>'])}`),
        where,
      ),
    /row 1 \("v1"\): no link to where the release was published/,
  );
  assert.throws(() => releaseEntries('<html><body><p>x</p></body></html>', where), /no article/);
});

test('a table without a version and a date column is not a release table', () => {
  const entries = releaseEntries(
    html(`<h2 id="t">Terms</h2>${table('Term|Meaning', ['<td>a</td><td>b</td>'])}`),
    where,
  );
  assert.deepEqual(entries, []);
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
    title: 'P release notes',
    id: 'https://docs.example/p/release-notes.atom',
    self: 'https://docs.example/p/release-notes.atom',
    page: 'https://docs.example/p/release-notes',
    author: 'Docs',
    entries: [entry('old', '2025-01-01'), entry('new', '2026-02-03')],
  });
  assert.match(xml, /^<\?xml version="1\.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom">/);
  assert.match(xml, /<feed[^]*?<updated>2026-02-03T00:00:00Z<\/updated>/);
  assert.ok(xml.indexOf('<title>new</title>') < xml.indexOf('<title>old</title>'), 'newest first');
  assert.match(xml, /href="https:\/\/x\.example\/\?a=1&amp;b=2"/);
  assert.match(xml, /<content type="text">Uses &lt;tags&gt; &amp; &quot;quotes&quot;\.<\/content>/);
  assert.throws(() => atomFeed({title: 't', id: 'i', self: 's', page: 'p', author: 'a', entries: []}), /no entries/);
});
