// The pure parts of the docs MCP server: reading an address, cutting a
// section out of a Markdown twin, a result's snippet, and the closest names
// to one that does not exist. No I/O here (tests/unit/mcp.test.mjs).
import {twinRoute} from '../config/readerFormats.mjs';
import {products, referencesOf} from '../scripts/lib/products.mjs';

/** The products a search can be narrowed to, by the first part of their route. */
export const PRODUCTS = products.map((p) => p.routeBasePath);

/** The kinds of page a search can be narrowed to, as the search page's `kind=` names them (src/lib/searchKinds.ts). */
export const KINDS = /** @type {const} */ (['guide', 'api', 'cli', 'components']);

/** @typedef {(typeof KINDS)[number]} Kind */

const REFERENCE_PREFIXES = [
  .../** @type {const} */ (['api', 'cli', 'components']).flatMap((kind) =>
    referencesOf(kind).map((ref) => ({kind, prefix: ref.route})),
  ),
  // The error codes reference belongs with the API reference.
  ...referencesOf('errors').map((ref) => ({kind: /** @type {const} */ ('api'), prefix: ref.route})),
];

/**
 * The kind of the page at a site path, as src/lib/searchKinds.ts tells it.
 * @param {string} route
 * @returns {Kind}
 */
export function kindOf(route) {
  const match = REFERENCE_PREFIXES.find(({prefix}) => route === prefix || route.startsWith(`${prefix}/`));
  return match?.kind ?? 'guide';
}

/**
 * The product of the page at a site path, or undefined (the home page).
 * @param {string} route
 */
export function productOf(route) {
  return PRODUCTS.find((p) => route === `/${p}` || route.startsWith(`/${p}/`));
}

/**
 * A page address as a reader or an agent gives it, read as a site path and an
 * anchor: a full address on any host (the deployed site, a mirror, localhost),
 * a path, with or without `.md`, `.html`, a trailing slash or a query.
 * @param {string} address
 * @returns {{route: string, anchor?: string}}
 */
export function parseAddress(address) {
  const trimmed = address.trim();
  const url = new URL(trimmed, 'https://site.invalid/');
  const route =
    decodeURIComponent(url.pathname)
      .replace(/\/index(?:\.md|\.html)?$/, '')
      .replace(/\.(?:md|html)$/, '')
      .replace(/\/+$/, '') || '/';
  const anchor = url.hash ? decodeURIComponent(url.hash.slice(1)) : undefined;
  return anchor ? {route, anchor} : {route};
}

/** The twin of a page: `<page>.md`, `/index.md` for the home page. */
export const twinOf = (/** @type {string} */ route) => twinRoute(route === '/' ? '' : route);

/**
 * The anchor Docusaurus gives a heading (github-slugger's rule for the text
 * most headings have): lower case, punctuation dropped, spaces to hyphens.
 * @param {string} text
 */
function slugOf(text) {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/**
 * The text of a Markdown heading line, without its marks, code ticks, links
 * or an explicit `{#anchor}`.
 * @param {string} line
 */
function headingText(line) {
  return line
    .replace(/^#+\s*/, '')
    .replace(/\s*\{#[^}]+\}\s*$/, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replaceAll('`', '')
    .replace(/\\(.)/g, '$1')
    .trim();
}

/**
 * The headings of a Markdown text, outside code fences.
 * @param {string} markdown
 * @returns {{level: number, text: string, anchor: string, line: number}[]}
 */
export function headingsOf(markdown) {
  const lines = markdown.split('\n');
  const found = [];
  let fence = '';
  for (const [i, line] of lines.entries()) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (!fence || marker.startsWith(fence))) {
      fence = fence ? '' : marker;
      continue;
    }
    if (fence) continue;
    const match = /^(#{1,6})\s+\S/.exec(line);
    if (!match) continue;
    const text = headingText(line);
    const explicit = /\{#([^}]+)\}\s*$/.exec(line)?.[1];
    found.push({level: match[1].length, text, anchor: explicit ?? slugOf(text), line: i});
  }
  return found;
}

/**
 * One section of a Markdown text: the heading whose anchor or text is
 * `section` (case and a leading `#` aside), with everything up to the next
 * heading of its level or above. Null when no heading matches.
 * @param {string} markdown
 * @param {string} section
 * @returns {{heading: string, anchor: string, text: string} | null}
 */
export function sectionOf(markdown, section) {
  const wanted = section
    .trim()
    .replace(/^#+\s*/, '')
    .toLowerCase();
  const headings = headingsOf(markdown);
  const at = headings.findIndex(
    (h) => h.anchor.toLowerCase() === wanted || h.text.toLowerCase() === wanted || slugOf(wanted) === h.anchor,
  );
  if (at < 0) return null;
  const start = headings[at];
  const end = headings.slice(at + 1).find((h) => h.level <= start.level);
  const lines = markdown.split('\n').slice(start.line, end?.line);
  return {heading: start.text, anchor: start.anchor, text: `${lines.join('\n').trimEnd()}\n`};
}

/**
 * Levenshtein distance, for suggestions.
 * @param {string} a
 * @param {string} b
 */
function distance(a, b) {
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/**
 * The candidates closest to `wanted`: those that contain it or share its
 * last word first, then by edit distance relative to length.
 * @param {string} wanted
 * @param {string[]} candidates
 * @param {number} [count]
 * @returns {string[]}
 */
export function closest(wanted, candidates, count = 5) {
  const w = wanted.toLowerCase();
  const last =
    w
      .split(/[\s/.]+/)
      .filter(Boolean)
      .at(-1) ?? w;
  const scored = candidates.map((candidate) => {
    const c = candidate.toLowerCase();
    const cLast =
      c
        .split(/[\s/.]+/)
        .filter(Boolean)
        .at(-1) ?? c;
    let score = distance(w, c) / Math.max(w.length, c.length, 1);
    if (c.includes(w) || w.includes(c)) score -= 0.5;
    if (cLast === last) score -= 0.4;
    else if (cLast.includes(last) || last.includes(cLast)) score -= 0.2;
    return {candidate, score};
  });
  return scored
    .sort((a, b) => a.score - b.score || a.candidate.localeCompare(b.candidate))
    .slice(0, count)
    .map((s) => s.candidate);
}

/**
 * A plain-text snippet of `text` of at most `max` characters, around the
 * first of `positions` ([start, length] pairs), or its opening.
 * @param {string} text
 * @param {[number, number][]} positions
 * @param {number} [max]
 */
export function snippetOf(text, positions, max = 200) {
  const first = positions.map(([start]) => start).sort((a, b) => a - b)[0];
  const from =
    first === undefined || first < max / 2 ? 0 : Math.max(0, Math.min(first - Math.floor(max / 3), text.length - max));
  const more = from + max < text.length;
  let cut = text.slice(from, from + max);
  if (from > 0) cut = cut.replace(/^\S*\s+/, '');
  if (more) cut = cut.replace(/\s+\S*$/, '');
  return `${from > 0 ? '… ' : ''}${cut.replace(/\s+/g, ' ').trim()}${more ? ' …' : ''}`;
}

/**
 * The entries whose message templates match `message`, the best first: a template's `{name}`
 * parts match any text, the rest must be there as written (case aside). A match of the whole
 * message beats one inside it (the message can come wrapped, as in `api error: … desc = …`),
 * and a template with more fixed text beats one with less.
 * @template {{messages: string[]}} T
 * @param {string} message
 * @param {T[]} entries
 * @returns {T[]}
 */
export function byMessage(message, entries) {
  const text = message.trim();
  const scored = entries.flatMap((entry) =>
    entry.messages.flatMap((template) => {
      const parts = template.split(/\{[^}]+\}/);
      const pattern = parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+?');
      const whole = new RegExp(`^${pattern}$`, 'is').test(text);
      if (!whole && !new RegExp(pattern, 'is').test(text)) return [];
      return [{entry, score: (whole ? 1000 : 0) + parts.join('').length}];
    }),
  );
  scored.sort((a, b) => b.score - a.score);
  return [...new Set(scored.map((s) => s.entry))];
}
