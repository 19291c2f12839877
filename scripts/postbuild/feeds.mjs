#!/usr/bin/env node
// Post-build: an Atom feed (RFC 4287) of each product's release notes, and
// one of all of them, so a reader's feed reader brings new releases to them.
//
// The release notes are hand-written changelogs (docs-<product>/release-notes.mdx).
// This step reads each page as the build rendered it. The page's structure:
//   - an `h2` is a part of the product that has releases ("Self-hosted Helm
//     chart", "Dev Dashboard"), or a section with no release in it;
//   - every `h3` is one release. Its heading starts with the version and says
//     what changed ("1.76.0 moves the scheduler to PostgreSQL");
//   - the paragraph right under it starts with the release date (YYYY-MM-DD)
//     and links where the release was published;
//   - the paragraphs and lists after that say what changed.
// Each release becomes an entry:
//   - title: the part and the heading ("Dev Dashboard v0.0.17 removes stopped apps");
//   - id: the page, the part and the version, so rewording a heading keeps it;
//   - published/updated: the first and last date of the date line;
//   - link rel="alternate": the first link of the date line (or of the text);
//     rel="related": the release's heading on the page;
//   - content: what changed, as text.
// A release without a version, a date line, a link or a word on what changed
// stops the build, naming the page, the part and the heading. A page with no
// release (a product whose releases are not listed one by one) gets a feed
// with no entries, dated by the page's last update, so the feed it links
// stays valid and starts to fill when the page lists releases.
// Feed addresses: config/readerFormats.mjs; each release notes page and the
// home page link them (src/components/PageActions/FeedAlternates.tsx).
//
//   node scripts/postbuild/feeds.mjs [buildDir]      (default: build/)
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {fromHtml} from 'hast-util-from-html';
import {toText} from 'hast-util-to-text';
import {ALL_RELEASES_FEED, RELEASE_NOTES_PAGE, releaseNotesFeed} from '../../config/readerFormats.mjs';
import {repoRoot} from '../lib/data.mjs';
import {findAll, hasClass, isElement} from '../lib/hast.mjs';
import {products} from '../lib/products.mjs';
import {siteUrlOf} from '../lib/site-url.mjs';

/** @typedef {import('../lib/hast.mjs').Root} Root */
/** @typedef {import('../lib/hast.mjs').Element} Element */
/**
 * @typedef {object} Entry
 * @property {string} id
 * @property {string} title
 * @property {string} published YYYY-MM-DD
 * @property {string} updated YYYY-MM-DD
 * @property {string} link where the release was published
 * @property {string} related the release on the release notes page
 * @property {string} content what changed
 * @property {string} product the product's label
 */

const DATE = /\b(\d{4})-(\d{2})-(\d{2})\b/g;

/** A release heading starts with its version: 1.90.0, v0.0.17, 1.42.0-rc.2. */
const VERSION = /^v?\d+\.\d+(?:\.\d+)?(?:-[0-9A-Za-z]+(?:\.[0-9A-Za-z]+)*)?(?=[\s:,]|$)/;

/** The hidden list of versions and dates the search step adds to each section (plugins/searchTerms.mjs). */
const SEARCH_TERMS = 'search-terms';

/**
 * The element children of a node, or those with one of the tag names.
 * @param {Element | Root} node
 * @param {string[]} [tags]
 * @returns {Element[]}
 */
const children = (node, tags) =>
  /** @type {Element[]} */ (node.children.filter((c) => isElement(c) && (!tags || tags.includes(c.tagName))));

/** Plain text of an element, whitespace collapsed; without a heading's `#` link. */
const textOf = (/** @type {Element} */ el) =>
  toText({...el, children: el.children.filter((c) => !(isElement(c) && hasClass(c, 'hash-link')))})
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The valid calendar dates in a text, in order. */
function datesIn(/** @type {string} */ text) {
  return [...text.matchAll(DATE)]
    .map((m) => m[0])
    .filter((d) => {
      const date = new Date(`${d}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(d);
    });
}

/** The absolute http(s) links inside an element, in order. */
const linksIn = (/** @type {Element} */ el) =>
  findAll(el, (e) => e.tagName === 'a')
    .map((a) => String(a.properties?.href ?? ''))
    .filter((href) => /^https?:\/\//.test(href));

/** What a block of a release says, as text: a list item by line, anything else as one paragraph. */
const blockText = (/** @type {Element} */ el) =>
  el.tagName === 'ul' || el.tagName === 'ol'
    ? children(el, ['li'])
        .map((li) => `- ${textOf(li)}`)
        .join('\n')
    : textOf(el);

/**
 * The releases of one release notes page, as the build rendered it.
 * @param {string} html the page
 * @param {{page: string, siteUrl: string, product: string, file: string}} where
 *   page: its route (/catalyst/release-notes); file: for error messages
 * @returns {Entry[]}
 */
export function releaseEntries(html, {page, siteUrl, product, file}) {
  const tree = fromHtml(html);
  const article = findAll(tree, (el) => hasClass(el, 'theme-doc-markdown'))[0];
  if (!article) throw new Error(`${file}: no article (.theme-doc-markdown) in the page`);

  /** @typedef {{heading: string, id: string, part: {title: string, id: string}, blocks: Element[]}} Release */
  /** @type {Release[]} */
  const releases = [];
  let part = {title: '', id: ''};
  /** @type {Release | undefined} */
  let release;
  for (const el of children(article)) {
    if (hasClass(el, SEARCH_TERMS)) continue;
    if (el.tagName === 'h2') {
      part = {title: textOf(el), id: String(el.properties?.id ?? '')};
      release = undefined;
    } else if (el.tagName === 'h3') {
      release = {heading: textOf(el), id: String(el.properties?.id ?? ''), part, blocks: []};
      releases.push(release);
    } else if (release) {
      release.blocks.push(el);
    }
  }

  return releases.map(({heading, id, part: {title, id: partId}, blocks}) => {
    const at = `${file}: ${title || 'the introduction'} / "${heading}"`;
    const version = VERSION.exec(heading)?.[0];
    if (!version) throw new Error(`${at}: a release heading starts with its version (1.2.0 or v1.2.0)`);
    const [dateLine, ...body] = blocks;
    const lineText = dateLine?.tagName === 'p' ? textOf(dateLine) : '';
    const dates = /^\d{4}-\d{2}-\d{2}\b/.test(lineText) ? datesIn(lineText) : [];
    if (dates.length === 0 || !lineText.startsWith(dates[0])) {
      throw new Error(`${at}: no date line (a paragraph right under the heading that starts with YYYY-MM-DD)`);
    }
    const link = [dateLine, ...body].flatMap(linksIn)[0];
    if (!link) throw new Error(`${at}: no link to where the release was published`);
    const content = body.map(blockText).filter(Boolean).join('\n');
    if (!content) throw new Error(`${at}: no text under the date line saying what changed`);
    const sorted = [...dates].sort();
    return {
      id: `${siteUrl}${page}#${encodeURIComponent(partId)}/${encodeURIComponent(version)}`,
      title: title ? `${title} ${heading}` : heading,
      published: sorted[0],
      updated: sorted.at(-1) ?? sorted[0],
      link,
      related: `${siteUrl}${page}${id ? `#${id}` : ''}`,
      content,
      product,
    };
  });
}

/**
 * The day a page was last updated, from the date the theme shows under it
 * (`<time itemprop="dateModified" datetime="…">`).
 * @param {string} html
 * @returns {string | undefined} YYYY-MM-DD
 */
export function lastUpdated(html) {
  const modified = (/** @type {Element} */ el) =>
    String(el.properties?.itemProp ?? '')
      .split(/[\s,]+/)
      .includes('dateModified');
  const time = findAll(fromHtml(html), (el) => el.tagName === 'time' && modified(el))[0];
  // datetime is a full timestamp (2026-11-27T10:02:38.000Z): its day.
  return datesIn(String(time?.properties?.dateTime ?? '').slice(0, 10))[0];
}

/** Text for XML content and attributes. */
const xml = (/** @type {string} */ s) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A date as an Atom timestamp (RFC 3339, midnight UTC: the sources give days). */
const stamp = (/** @type {string} */ day) => `${day}T00:00:00Z`;

/**
 * An Atom 1.0 document.
 * @param {{title: string, id: string, self: string, page: string, author: string, entries: Entry[], updated?: string}} feed
 *   self: the feed's own address; page: the page it is the feed of; updated
 *   (YYYY-MM-DD): the feed's date when it has no entries (else its newest entry's)
 * @returns {string}
 */
export function atomFeed({title, id, self, page, author, entries, updated: emptySince}) {
  const sorted = [...entries].sort((a, b) => b.updated.localeCompare(a.updated) || a.title.localeCompare(b.title));
  const updated = sorted[0]?.updated ?? emptySince;
  if (!updated) throw new Error(`${self}: a feed with no entries and no date`);
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <title>${xml(title)}</title>`,
    `  <id>${xml(id)}</id>`,
    `  <updated>${stamp(updated)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xml(page)}"/>`,
    `  <author><name>${xml(author)}</name></author>`,
  ];
  for (const entry of sorted) {
    lines.push(
      '  <entry>',
      `    <title>${xml(entry.title)}</title>`,
      `    <id>${xml(entry.id)}</id>`,
      `    <published>${stamp(entry.published)}</published>`,
      `    <updated>${stamp(entry.updated)}</updated>`,
      `    <link rel="alternate" href="${xml(entry.link)}"/>`,
      `    <link rel="related" type="text/html" href="${xml(entry.related)}"/>`,
      `    <category term="${xml(entry.product)}"/>`,
      ...(entry.content ? [`    <content type="text">${xml(entry.content)}</content>`] : []),
      '  </entry>',
    );
  }
  lines.push('</feed>', '');
  return lines.join('\n');
}

/**
 * Writes a feed for every product with a release notes page, and one for all.
 * @param {string} buildDir
 * @returns {string} a one-line summary
 */
export function writeFeeds(buildDir) {
  const siteUrl = siteUrlOf(buildDir);
  const home = readFileSync(path.join(buildDir, 'index.html'), 'utf8');
  const author = /<title[^>]*>[^<]*\| ([^<]+)<\/title>/.exec(home)?.[1] ?? 'Diagrid';
  /** @type {Entry[]} */
  const all = [];
  const counts = [];
  for (const product of products) {
    const page = `/${product.routeBasePath}/${RELEASE_NOTES_PAGE}`;
    const file = path.join(buildDir, `${page.slice(1)}.html`);
    if (!existsSync(file)) continue;
    const relative = path.relative(repoRoot, file);
    const html = readFileSync(file, 'utf8');
    const entries = releaseEntries(html, {page, siteUrl, product: product.label, file: relative});
    // A page that lists no release yet: its feed is dated by the page.
    const pageDate = entries.length === 0 ? lastUpdated(html) : undefined;
    if (entries.length === 0 && !pageDate) {
      throw new Error(
        `${relative}: no release and no last-updated date (time[itemprop=dateModified]) to date its feed`,
      );
    }
    const feed = releaseNotesFeed(page);
    writeFileSync(
      path.join(buildDir, feed.slice(1)),
      atomFeed({
        title: `${product.label} release notes`,
        id: `${siteUrl}${feed}`,
        self: `${siteUrl}${feed}`,
        page: `${siteUrl}${page}`,
        author,
        entries,
        updated: pageDate,
      }),
    );
    all.push(...entries.map((e) => ({...e, title: `${product.label}: ${e.title}`})));
    counts.push(`${product.label} ${entries.length}`);
  }
  if (all.length === 0)
    throw new Error('no release on any release notes page in the build: no entry for the feed of all products');
  writeFileSync(
    path.join(buildDir, ALL_RELEASES_FEED.slice(1)),
    atomFeed({
      title: `${author}: release notes`,
      id: `${siteUrl}${ALL_RELEASES_FEED}`,
      self: `${siteUrl}${ALL_RELEASES_FEED}`,
      page: `${siteUrl}/`,
      author,
      entries: all,
    }),
  );
  return `${counts.length + 1} Atom feeds (${counts.join(', ')}; all ${all.length} entries)`;
}

// Run as a script. A file URL escapes spaces, so compare paths.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    console.log(
      `[feeds] ${writeFeeds(process.argv[2] ? path.resolve(process.argv[2]) : path.join(repoRoot, 'build'))}`,
    );
  } catch (error) {
    console.error(`[feeds] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
