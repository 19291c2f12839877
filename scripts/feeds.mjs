#!/usr/bin/env node
// Post-build: an Atom feed (RFC 4287) of each product's release notes, and
// one of all of them, so a reader's feed reader brings new releases to them.
//
// The release notes are hand-written pages (docs-<product>/release-notes.mdx)
// that list releases as table rows (version, date, what changed, where it was
// published) and as list items that start with a version or a date. This step
// reads each page as the build rendered it and makes an entry of every row
// and item that has a date:
//   - title: the section (the nearest heading) and the version, or the item's
//     own bold title ("Dev Dashboard v0.0.17", "Dapr graduates in the CNCF");
//   - published/updated: the first and last date of its date cell or item (a
//     row of a version range carries the range's dates);
//   - link rel="alternate": where the release was published (the first link
//     of its version or source cell, or of the item); rel="related": the
//     section of the release notes page;
//   - content: what changed, as text.
// A release table (a table with a version and a date column) whose row has no
// date, or an entry with no source link, stops the build, naming the page,
// the section and the row: each entry needs its date, version and source.
// Feed addresses: config/readerFormats.mjs; each release notes page and the
// home page link them (src/components/PageActions/FeedAlternates.tsx).
//
//   node scripts/feeds.mjs [buildDir]      (default: build/)
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {fromHtml} from 'hast-util-from-html';
import {toText} from 'hast-util-to-text';
import {ALL_RELEASES_FEED, RELEASE_NOTES_PAGE, releaseNotesFeed} from '../config/readerFormats.mjs';
import {repoRoot} from './lib/data.mjs';
import {findAll, hasClass, isElement} from './lib/hast.mjs';
import {products} from './lib/products.mjs';
import {siteUrlOf} from './lib/site-url.mjs';

/** @typedef {import('./lib/hast.mjs').Root} Root */
/** @typedef {import('./lib/hast.mjs').Element} Element */
/**
 * @typedef {object} Entry
 * @property {string} id
 * @property {string} title
 * @property {string} published YYYY-MM-DD
 * @property {string} updated YYYY-MM-DD
 * @property {string} link where the release was published
 * @property {string} related the release notes section
 * @property {string} content
 * @property {string} product the product's label
 */

const DATE = /\b(\d{4})-(\d{2})-(\d{2})\b/g;

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

/**
 * The entries of one release notes page, as the build rendered it.
 * @param {string} html the page
 * @param {{page: string, siteUrl: string, product: string, file: string}} where
 *   page: its route (/catalyst/release-notes); file: for error messages
 * @returns {Entry[]}
 */
export function releaseEntries(html, {page, siteUrl, product, file}) {
  const tree = fromHtml(html);
  const article = findAll(tree, (el) => hasClass(el, 'theme-doc-markdown'))[0];
  if (!article) throw new Error(`${file}: no article (.theme-doc-markdown) in the page`);
  /** @type {Entry[]} */
  const entries = [];
  let section = {title: '', id: ''};
  let subsection = {title: '', id: ''};
  const where = () => [section.title, subsection.title].filter(Boolean).join(' / ') || 'the introduction';
  const current = () => (subsection.title ? subsection : section);

  /**
   * @param {{version: string, title: string, dates: string[], links: string[], content: string, row: string}} found
   */
  const add = ({version, title, dates, links, content, row}) => {
    const at = `${file}: ${where()}, ${row}`;
    if (dates.length === 0) throw new Error(`${at}: no date (YYYY-MM-DD)`);
    if (links.length === 0) throw new Error(`${at}: no link to where the release was published`);
    const {id} = current();
    const related = `${siteUrl}${page}${id ? `#${id}` : ''}`;
    entries.push({
      id: `${siteUrl}${page}#${encodeURIComponent(id)}/${encodeURIComponent(version)}`,
      title,
      published: [...dates].sort()[0],
      updated: [...dates].sort().at(-1) ?? dates[0],
      link: links[0],
      related,
      content,
      product,
    });
  };

  for (const el of children(article)) {
    if (el.tagName === 'h2') {
      section = {title: textOf(el), id: String(el.properties?.id ?? '')};
      subsection = {title: '', id: ''};
    } else if (el.tagName === 'h3') {
      subsection = {title: textOf(el), id: String(el.properties?.id ?? '')};
    } else if (el.tagName === 'table') {
      const head = findAll(el, (e) => e.tagName === 'th').map(textOf);
      const column = (/** @type {RegExp} */ re) => head.findIndex((h) => re.test(h));
      const versionCol = column(/version|tag/i);
      const dateCol = column(/date|tagged|committed|released/i);
      if (versionCol < 0 || dateCol < 0) continue;
      const changeCol = column(/what|change/i);
      const sourceCol = column(/published|source/i);
      const rows = findAll(el, (e) => e.tagName === 'tr').filter((tr) => children(tr, ['td']).length > 0);
      rows.forEach((tr, i) => {
        const cells = children(tr, ['td']);
        const version = textOf(cells[versionCol]);
        add({
          version,
          title: `${current().title} ${version}`,
          dates: datesIn(textOf(cells[dateCol])),
          links: [...linksIn(cells[versionCol]), ...(sourceCol >= 0 ? linksIn(cells[sourceCol]) : [])],
          content: changeCol >= 0 ? textOf(cells[changeCol]) : '',
          row: `row ${i + 1} ("${version}")`,
        });
      });
    } else if (el.tagName === 'ul') {
      children(el, ['li']).forEach((li, i) => {
        const text = textOf(li);
        const dates = datesIn(text);
        if (dates.length === 0) return;
        const strong = children(li, ['strong'])[0];
        // "**2024-11-12: Dapr graduates in the CNCF.** …" or "[v1.0.10](…): 2026-06-30"
        const title = strong
          ? textOf(strong)
              .replace(/^\d{4}-\d{2}-\d{2}:\s*/, '')
              .replace(/\.$/, '')
          : text.split(':')[0].trim();
        add({
          version: title,
          title: strong ? title : `${current().title} ${title}`,
          dates: strong ? datesIn(textOf(strong)) : dates,
          links: linksIn(li),
          content: text,
          row: `item ${i + 1} ("${title}")`,
        });
      });
    }
  }
  return entries;
}

/** Text for XML content and attributes. */
const xml = (/** @type {string} */ s) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A date as an Atom timestamp (RFC 3339, midnight UTC: the sources give days). */
const stamp = (/** @type {string} */ day) => `${day}T00:00:00Z`;

/**
 * An Atom 1.0 document.
 * @param {{title: string, id: string, self: string, page: string, author: string, entries: Entry[]}} feed
 *   self: the feed's own address; page: the page it is the feed of
 * @returns {string}
 */
export function atomFeed({title, id, self, page, author, entries}) {
  const sorted = [...entries].sort((a, b) => b.updated.localeCompare(a.updated) || a.title.localeCompare(b.title));
  const updated = sorted[0]?.updated;
  if (!updated) throw new Error(`${self}: a feed with no entries`);
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
    const entries = releaseEntries(readFileSync(file, 'utf8'), {page, siteUrl, product: product.label, file: relative});
    if (entries.length === 0) throw new Error(`${relative}: release notes with no dated entry for the feed`);
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
      }),
    );
    all.push(...entries.map((e) => ({...e, title: `${product.label}: ${e.title}`})));
    counts.push(`${product.label} ${entries.length}`);
  }
  if (all.length === 0) throw new Error('no release notes page in the build: no feed to write');
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
