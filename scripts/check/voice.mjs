#!/usr/bin/env node
// What a reader of the deployed site reads: no sentence about this site's
// sources (the phrases of scripts/check/voice-phrases.mjs), and no link to a path of
// the site's own host that the build does not have (deployed as that host,
// each would be a 404 on itself). Reads the built pages' text, the Markdown
// twins, the llms files and the feeds; names the file and the sentence or
// the address at fault.
//
//   node scripts/check/voice.mjs [buildDir]          (default: build/)
//   node scripts/check/voice.mjs --source <files or folders>
//
// --source applies the phrases to source files (MDX pages, data YAML) as a
// writer's quick check before a build; front matter and YAML comments, where
// provenance is recorded, are skipped.
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {repoRoot} from '../lib/data.mjs';
import {filesUnder} from '../lib/files.mjs';
import {siteUrlOf} from '../lib/site-url.mjs';
import {metaPhrasesIn} from './voice-phrases.mjs';

/**
 * One problem: the file (relative to the folder checked) and what is wrong.
 * @typedef {{file: string, problem: string}} Finding
 */

const ENTITIES = /** @type {Record<string, string>} */ ({amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' '});

/**
 * Decodes the entities a built page uses.
 * @param {string} text
 */
function decode(text) {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&([a-z]+);/gi, (whole, name) => ENTITIES[name.toLowerCase()] ?? whole);
}

/**
 * The text a reader sees on a built HTML page (or in a feed's HTML content):
 * scripts, styles and inline drawings out, block ends as line breaks, tags out.
 * @param {string} html
 */
export function visibleText(html) {
  return decode(
    html
      .replace(/<(script|style|svg|template|noscript)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<\/(p|li|h[1-6]|td|th|tr|div|pre|blockquote|title|summary)>|<br\s*\/?>/gi, '\n')
      .replace(/<[^>]+>/g, ' '),
  );
}

/** The built files a reader or a reading tool gets as text. */
const TEXT_FILE = /\.(html|md|txt|xml)$/;

/**
 * Whether `pathname` is served by the build: a file, a page (`.html`, or
 * `index.html` of a folder) or a Markdown twin.
 * @param {string} buildDir
 * @param {string} pathname decoded, without query or fragment
 */
function servedByBuild(buildDir, pathname) {
  const rel = pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  const base = path.join(buildDir, rel);
  const candidates =
    rel === '' ? [path.join(buildDir, 'index.html')] : [base, `${base}.html`, path.join(base, 'index.html')];
  return candidates.some((file) => existsSync(file) && statSync(file).isFile());
}

/**
 * The addresses on the site's own host in `text` whose path the build lacks.
 * @param {string} text
 * @param {string} origin e.g. https://docs.diagrid.io
 * @param {string} buildDir
 * @returns {string[]}
 */
export function deadOwnLinks(text, origin, buildDir) {
  const escaped = origin.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const pattern = new RegExp(`${escaped}(/[^\\s"'<>)\\]\`|\\\\]*)?`, 'g');
  /** @type {Set<string>} */
  const dead = new Set();
  for (const match of text.matchAll(pattern)) {
    const address = match[0].replace(/[.,;:]+$/, '');
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(address).pathname);
    } catch {
      dead.add(address);
      continue;
    }
    if (!servedByBuild(buildDir, pathname)) dead.add(address);
  }
  return [...dead];
}

/**
 * Checks every built text file of `buildDir`.
 * @param {string} buildDir
 * @returns {{files: number, findings: Finding[]}}
 */
export function checkBuild(buildDir) {
  const origin = siteUrlOf(buildDir);
  /** @type {Finding[]} */
  const findings = [];
  let files = 0;
  for (const file of filesUnder(buildDir, (name) => TEXT_FILE.test(name))) {
    const rel = path.relative(buildDir, file).split(path.sep).join('/');
    const raw = readFileSync(file, 'utf8');
    files += 1;
    for (const address of deadOwnLinks(raw, origin, buildDir)) {
      findings.push({file: rel, problem: `links to ${address}, which this build does not have`});
    }
    if (rel === 'sitemap.xml') continue;
    const text = rel.endsWith('.html') ? visibleText(raw) : rel.endsWith('.xml') ? visibleText(decode(raw)) : raw;
    for (const {phrase, sentence} of metaPhrasesIn(text)) {
      findings.push({file: rel, problem: `talks about its sources (${phrase}): "${sentence}"`});
    }
  }
  return {files, findings};
}

/**
 * The reader-facing text of a source file: front matter and YAML comments
 * (where provenance is recorded) removed; a YAML `source:` key's line too.
 * @param {string} file
 * @param {string} text
 */
function sourceProse(file, text) {
  if (/\.mdx?$/.test(file)) return text.replace(/^---\n[\s\S]*?\n---\n/, '');
  if (/\.ya?ml$/.test(file))
    return text
      .split('\n')
      .filter((line) => !/^\s*#/.test(line) && !/^\s*-?\s*(?:source|sources|note|facts|url|where):/.test(line))
      .join('\n');
  return text;
}

/**
 * Applies the phrases to source files.
 * @param {string[]} targets files or folders
 * @returns {Finding[]}
 */
export function checkSources(targets) {
  /** @type {Finding[]} */
  const findings = [];
  for (const target of targets) {
    const list = statSync(target).isDirectory()
      ? [...filesUnder(target, (n) => /\.(mdx?|ya?ml|json)$/.test(n))]
      : [target];
    for (const file of list) {
      for (const {phrase, sentence} of metaPhrasesIn(sourceProse(file, readFileSync(file, 'utf8')))) {
        findings.push({file: path.relative(process.cwd(), file), problem: `(${phrase}): "${sentence}"`});
      }
    }
  }
  return findings;
}

/**
 * Prints findings, at most `limit` of them, and a count.
 * @param {Finding[]} findings
 * @param {number} [limit]
 */
function report(findings, limit = 200) {
  for (const {file, problem} of findings.slice(0, limit)) console.error(`  ${file}: ${problem}`);
  if (findings.length > limit) console.error(`  ... and ${findings.length - limit} more`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  if (args[0] === '--source') {
    const findings = checkSources(args.slice(1));
    report(findings, Infinity);
    console.log(`[voice] ${findings.length} sentence(s) about sources in ${args.length - 1} target(s).`);
    process.exitCode = findings.length ? 1 : 0;
  } else {
    const buildDir = path.resolve(args[0] ?? path.join(repoRoot, 'build'));
    const {files, findings} = checkBuild(buildDir);
    report(findings);
    const pages = new Set(findings.map((f) => f.file)).size;
    console.log(`[voice] ${files} built text files read; ${findings.length} problem(s) on ${pages} file(s).`);
    process.exitCode = findings.length || files === 0 ? 1 : 0;
  }
}
