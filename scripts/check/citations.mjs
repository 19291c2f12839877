#!/usr/bin/env node
// The citation walk: for every hand-written docs page, the sources its
// `sources:` front matter names (with the address a reader can open) and the
// concrete facts the page states (commands, flags, values, versions, hosts),
// so a reviewer can check each fact against the sources beside it.
//
//   node scripts/check/citations.mjs                     # every hand-written page, Markdown to stdout
//   node scripts/check/citations.mjs docs-conductor/faq.mdx docs-enterprise-dapr/
//   node scripts/check/citations.mjs --json > citations.json
//
// It reads pages and data/sources.yaml only; it judges nothing. Generated
// reference pages are left out: their facts carry sources in data/ and
// openapi/ (see contributing/writing.md).
import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import yaml from 'js-yaml';
import {repoRoot} from '../lib/data.mjs';
import {filesUnder, isSourceFolder} from '../lib/files.mjs';
import {fencedBlocks} from '../lib/markdown.mjs';
import {GENERATED_DIRS, products} from '../lib/products.mjs';
import {loadSources} from '../lib/sources.mjs';

/**
 * What one page cites and states.
 * @typedef {{page: string, sources: {key: string, address: string}[], facts: Record<FactKind, string[]>}} PageCitations
 * @typedef {'commands' | 'flags' | 'values' | 'versions' | 'hosts'} FactKind
 */

const PAGE = /\.mdx?$/;
// Tools whose command lines state facts a reader runs.
const COMMAND =
  /^\s*(?:\$\s*)?((?:diagrid|dapr|kubectl|helm|curl|docker|npm|pip|go|dotnet|mvn|openssl|jq)\s.*?)\s*\\?$/;
const FLAG = /(?<![\w-])--[a-z][a-z0-9-]+/g;
const VERSION = /(?<![\w.])v?\d+\.\d+(?:\.\d+)?(?:-[0-9A-Za-z.]+)?(?![\w.])/g;
const HOST =
  /\b(?:https?|oci):\/\/[^\s)`'"<>\]]+|\b(?:[a-z0-9-]+\.)+(?:io|com|dev|org|net|app|ws)\b(?:\/[^\s)`'"<>\]]*)?/g;
// An inline code span that reads as a setting, key or value: dotted keys, key=value, key: value.
const VALUE = /^[\w.$/-]+(?:[=:]\s?\S.*)?$/;

/**
 * Splits a page into its front matter's `sources` and its body.
 * @param {string} text
 */
function splitPage(text) {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!match) return {sources: [], body: text};
  const fm = /** @type {{sources?: unknown} | null} */ (yaml.load(match[1]));
  const sources = Array.isArray(fm?.sources) ? fm.sources.map(String) : [];
  return {sources, body: text.slice(match[0].length)};
}

/**
 * Adds `value` to `list` once.
 * @param {string[]} list
 * @param {string} value
 */
function addOnce(list, value) {
  const v = value.trim();
  if (v && !list.includes(v)) list.push(v);
}

/**
 * The facts a page's body states, by kind, in order of first appearance.
 * @param {string} body
 * @returns {Record<FactKind, string[]>}
 */
export function factsOf(body) {
  /** @type {Record<FactKind, string[]>} */
  const facts = {commands: [], flags: [], values: [], versions: [], hosts: []};
  const lines = body.split('\n');
  const inCode = new Set();
  for (const block of fencedBlocks(lines)) {
    const end = block.close ?? lines.length;
    for (let i = block.open + 1; i < end; i++) {
      inCode.add(i);
      const command = COMMAND.exec(lines[i]);
      if (command) addOnce(facts.commands, command[1]);
    }
  }
  lines.forEach((line, i) => {
    if (/^\s*(`{3,}|~{3,})/.test(line)) return;
    // Prose: inline code spans are the values a reader copies.
    if (!inCode.has(i)) {
      for (const [, span] of line.matchAll(/`([^`\n]+)`/g)) {
        if (/^(diagrid|dapr|kubectl|helm|curl)\s/.test(span)) addOnce(facts.commands, span);
        else if (VALUE.test(span) && /[.=:/_-]|\d/.test(span) && !span.startsWith('--')) addOnce(facts.values, span);
      }
    }
    const text = line.replace(/\]\([^)]*\)/g, ']'); // link targets are hosts, not versions
    for (const [flag] of line.matchAll(FLAG)) addOnce(facts.flags, flag);
    for (const [version] of text.matchAll(VERSION)) addOnce(facts.versions, version);
    for (const [host] of line.matchAll(HOST)) addOnce(facts.hosts, host.replace(/[.,;:]+$/, ''));
  });
  return facts;
}

/**
 * The hand-written pages under `paths` (files or folders, relative to
 * `root`), or under every docs folder when `paths` is empty.
 * @param {string[]} paths
 * @param {string} root
 */
export function handWrittenPages(paths, root = repoRoot) {
  const starts = paths.length ? paths : products.map((p) => p.path);
  const generated = (/** @type {string} */ rel) => GENERATED_DIRS.some((dir) => rel.startsWith(dir));
  const pages = [];
  for (const start of starts) {
    const abs = path.resolve(root, start);
    const files = statSync(abs).isDirectory() ? [...filesUnder(abs, (f) => PAGE.test(f), isSourceFolder)] : [abs];
    for (const file of files) {
      const rel = path.relative(root, file).split(path.sep).join('/');
      if (!generated(rel)) pages.push(rel);
    }
  }
  return [...new Set(pages)].sort();
}

/**
 * The citations of each page: its source keys with addresses, and its facts.
 * @param {string[]} pages repository-relative paths
 * @param {{root?: string}} [options]
 * @returns {PageCitations[]}
 */
export function citations(pages, {root = repoRoot} = {}) {
  const table = loadSources({root});
  return pages.map((page) => {
    const {sources, body} = splitPage(readFileSync(path.join(root, page), 'utf8'));
    return {
      page,
      sources: sources.map((key) => {
        const entry = table.get(key);
        return {key, address: entry ? (entry.url ?? `(no address) ${entry.where}`) : '(unknown key)'};
      }),
      facts: factsOf(body),
    };
  });
}

/**
 * The report a reviewer walks: one section a page.
 * @param {PageCitations[]} list
 */
export function renderReport(list) {
  const out = ['# Citations of the hand-written pages', ''];
  for (const {page, sources, facts} of list) {
    out.push(`## ${page}`, '', `Sources (${sources.length}):`);
    if (sources.length === 0) out.push('- none (`sources: []`: the page states no concrete fact)');
    for (const {key, address} of sources) out.push(`- ${key}: ${address}`);
    for (const kind of /** @type {FactKind[]} */ (['commands', 'flags', 'values', 'versions', 'hosts'])) {
      if (facts[kind].length)
        out.push(
          '',
          `${kind[0].toUpperCase()}${kind.slice(1)} (${facts[kind].length}):`,
          ...facts[kind].map((f) => `- \`${f.replaceAll('`', "'")}\``),
        );
    }
    out.push('');
  }
  return out.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const list = citations(handWrittenPages(args.filter((a) => a !== '--json')));
  process.stdout.write(json ? `${JSON.stringify(list, null, 2)}\n` : `${renderReport(list)}\n`);
}
