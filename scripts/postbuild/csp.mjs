#!/usr/bin/env node
// Post-build step (`postbuild` in package.json): computes the
// Content-Security-Policy sources that depend on the build and writes them as
// an nginx include, build/_csp.conf, which deploy/nginx.conf includes.
//
// The policy itself lives in deploy/security-headers.conf. Only what changes
// with the build is generated here: the sha256 hashes of the inline scripts
// (so no 'unsafe-inline' is needed for script-src) and, when Google Analytics
// is turned on with DOCS_GTAG_ID, the origins of its script.
//
// The step fails, naming the page, when the build holds script the policy
// would block or that nobody reviewed: an inline script that is not one of
// the known ones below, an external script, an inline <style> element, an
// inline event handler attribute or a `javascript:` URL. A new inline script is added to KNOWN
// after checking what it does and why it has to be inline.
//
//   node scripts/postbuild/csp.mjs [buildDir]        (default: build/)
import {createHash} from 'node:crypto';
import {closeSync, existsSync, openSync, readdirSync, readFileSync, readSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {htmlFiles} from '../lib/files.mjs';

/** The inline scripts the site is expected to have, recognised by markers in their (minified) text. */
export const KNOWN = [
  {
    name: 'theme start-up script: colour mode, docusaurus-data-* query attributes, announcement bar (theme-classic)',
    markers: ['data-theme-choice', 'docusaurus-data-', 'docusaurus.announcement.dismiss'],
  },
  {
    name: 'first-paint colour mode correction (patches/docusaurus/firstPaint.ts)',
    markers: ['data-theme-choice', '(prefers-color-scheme: light)'],
    not: ['docusaurus-data-'],
  },
  {
    name: 'first-paint announcement-bar correction (patches/docusaurus/firstPaint.ts)',
    markers: ['docusaurus.announcement.id', 'data-announcement-bar-initially-dismissed'],
    not: ['docusaurus.announcement.dismiss'],
  },
  {
    name: 'search shortcut before hydration (patches/docusaurus/firstPaint.ts)',
    markers: ['data-has-hydrated', 'navbar__search-input', 'keydown'],
  },
  {
    name: 'base-URL misconfiguration banner (Docusaurus core, home page only)',
    markers: ['__docusaurus-base-url-issue-banner'],
  },
  {
    name: 'Google tag set-up (only when built with DOCS_GTAG_ID)',
    markers: ['dataLayer', 'gtag('],
    gtag: true,
  },
];

/** External scripts that are allowed, and the CSP origins each needs in script-src and img-src. */
const GTAG_SCRIPT = /^https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=[\w-]+$/;
const GTAG_ORIGINS = ['https://*.googletagmanager.com', 'https://*.google-analytics.com'];

/** MIME types (and `module`) under which a <script> runs; anything else is a data block. */
const JS_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
  'application/x-javascript',
]);

/**
 * The value of attribute `name` in the attribute text of a tag.
 * @param {string} attrs
 * @param {string} name
 */
function attr(attrs, name) {
  const m = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(attrs);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
}

/**
 * The sha256 source expression CSP uses for an inline script body.
 * @param {string} text
 */
export function cspHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The <script> elements of a page, in page order: `src` when it has one,
 * `body` its text, and `runs`: false for data blocks (JSON-LD and any other
 * type that is not JavaScript), which the browser never runs and the policy
 * need not allow. The one parser of scripts in built HTML: the CSP step, the
 * stock site of the benchmarks and the deployment test all read pages with it.
 * @param {string} html
 * @returns {{src: string | undefined, body: string, runs: boolean}[]}
 */
export function pageScripts(html) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)].map(([, attrs, body]) => ({
    src: attr(attrs, 'src'),
    body,
    runs: JS_TYPES.has((attr(attrs, 'type') ?? '').trim().toLowerCase()),
  }));
}

/**
 * The CSP sources ('sha256-…') of the inline scripts that run on a page, in page order.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  return pageScripts(html)
    .filter((script) => script.runs && script.src === undefined)
    .map((script) => cspHash(script.body));
}

/**
 * Scans every HTML file under buildDir. Returns the hash of each known inline
 * script with the number of pages using it, the extra origins needed, and the
 * problems found (each names its page).
 * @param {string} buildDir
 * @returns {{pages: number, hashes: Map<string, {kind: string, pages: number}>, origins: string[], workers: string[], problems: string[]}}
 */
export function scanBuild(buildDir) {
  /** @type {string[]} */
  const problems = [];
  /** Same-origin script files the pages load with <script src>. */
  const loaded = new Set();
  /** @type {Map<string, {kind: string, pages: number}>} */
  const hashes = new Map();
  const origins = new Set();
  let pages = 0;
  for (const file of htmlFiles(buildDir)) {
    pages += 1;
    const page = `/${path.relative(buildDir, file).split(path.sep).join('/')}`;
    const html = readFileSync(file, 'utf8');
    for (const {src, body, runs} of pageScripts(html)) {
      if (!runs) continue; // JSON-LD and other data blocks
      if (src !== undefined) {
        if (src.startsWith('/') && !src.startsWith('//')) {
          loaded.add(src.replace(/[?#].*$/, ''));
          continue; // same origin: 'self'
        }
        if (GTAG_SCRIPT.test(src)) {
          GTAG_ORIGINS.forEach((o) => origins.add(o));
          continue;
        }
        problems.push(`${page}: external script ${src} is not allowed by the policy`);
        continue;
      }
      const known = KNOWN.find(
        (k) => k.markers.every((s) => body.includes(s)) && !(k.not ?? []).some((s) => body.includes(s)),
      );
      if (!known) {
        problems.push(`${page}: unexpected inline script: ${body.trim().slice(0, 120)}…`);
        continue;
      }
      if (known.gtag) GTAG_ORIGINS.forEach((o) => origins.add(o));
      const hash = cspHash(body);
      const seen = hashes.get(hash);
      if (seen) seen.pages += 1;
      else hashes.set(hash, {kind: known.name, pages: 1});
    }
    // style-src-elem 'self' blocks <style> elements.
    for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) {
      problems.push(`${page}: inline <style> element (move it into a stylesheet): ${m[1].trim().slice(0, 80)}…`);
    }
    // Inline event handlers and javascript: URLs cannot be allowed by hashes.
    for (const m of html.matchAll(/<[a-z][\w-]*\b[^>]*?\s(on[a-z]+)\s*=/gi)) {
      problems.push(`${page}: inline event handler attribute ${m[1]}=`);
    }
    for (const m of html.matchAll(/\s(?:href|src|action|formaction)\s*=\s*["']?\s*javascript:/gi)) {
      problems.push(`${page}: javascript: URL (${m[0].trim()})`);
    }
  }
  // Each known script should have one text across the build; a script whose
  // text varies per page would grow the header with every page.
  const byKind = new Map();
  for (const {kind} of hashes.values()) byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
  for (const [kind, n] of byKind) {
    if (n > 1) problems.push(`${kind}: ${n} different texts across the build (expected one)`);
  }
  if (pages === 0) problems.push(`${buildDir}: no HTML files (run the build first)`);
  return {pages, hashes, origins: [...origins], workers: workerScripts(buildDir, loaded), problems};
}

/**
 * How the bundler's lazy chunks start: they add themselves to the page runtime's list, and run in
 * its scope. Rspack with Docusaurus 3 writes `(self.webpackChunk<name>=…`; with Docusaurus 4
 * (the upgrade rehearsal, 4.0.0-canary-6808) `(globalThis.rspackChunk<name>||=…`.
 */
const LAZY_CHUNK = /^(?:"use strict";)?\((?:self|globalThis)\.(?:webpack|rspack)Chunk[\w$]*(?:=|\|\|=)/;

/**
 * More worker scripts than this means the lazy chunks' start changed: the site has one worker
 * (the search plugin's), and a lazy chunk taken for a worker is served with every header.
 */
const MAX_WORKERS = 4;

/**
 * The script files under assets/js that run on their own but that no page
 * loads with <script src>: the entry scripts of web workers (the search
 * worker). A worker, unlike a script a page runs, takes its
 * Content-Security-Policy from its own response, so these keep the full
 * security headers; other scripts and stylesheets are served with only the
 * headers that act on them (deploy/nginx.conf). A file is a lazy chunk, run
 * by a page's runtime, when it starts as the bundler writes those.
 * @param {string} buildDir
 * @param {Set<string>} loaded the `src` of every same-origin <script> of the pages
 * @returns {string[]} the files' paths on the site, sorted
 */
export function workerScripts(buildDir, loaded) {
  const dir = path.join(buildDir, 'assets', 'js');
  if (!existsSync(dir)) return [];
  const head = Buffer.alloc(64);
  const workers = [];
  /** @type {string[]} */
  const starts = [];
  for (const name of readdirSync(dir)) {
    const url = `/assets/js/${name}`;
    if (!name.endsWith('.js') || loaded.has(url)) continue;
    const fd = openSync(path.join(dir, name), 'r');
    let start;
    try {
      start = head.toString('utf8', 0, readSync(fd, head, 0, head.length, 0));
    } finally {
      closeSync(fd);
    }
    if (LAZY_CHUNK.test(start)) continue;
    workers.push(url);
    starts.push(start.slice(0, 48));
  }
  if (workers.length > MAX_WORKERS) {
    throw new Error(
      `scripts/postbuild/csp.mjs: ${workers.length} scripts under assets/js that no page loads do not start as a lazy chunk (LAZY_CHUNK), ` +
        `for example ${JSON.stringify(starts[0])}; the site has one worker. The bundler's chunk format changed: update LAZY_CHUNK.`,
    );
  }
  return workers.sort();
}

/**
 * The nginx include: two variables that deploy/security-headers.conf uses in
 * the policy, and a location for each worker script that sends it the full
 * security headers (see workerScripts).
 * @param {{hashes: Map<string, {kind: string, pages: number}>, origins: string[], workers?: string[]}} sources
 */
export function nginxInclude({hashes, origins, workers = []}) {
  const lines = [
    '# Generated by scripts/postbuild/csp.mjs after `npm run build`; do not edit or commit.',
    '# Sources of the Content-Security-Policy (deploy/security-headers.conf) that',
    '# depend on the build. Inline scripts allowed by hash:',
  ];
  for (const [hash, {kind, pages}] of hashes) lines.push(`#   ${hash}  ${kind} (${pages} pages)`);
  // Each value starts with a space, so that an empty one leaves no gap in the header.
  const list = (/** @type {string[]} */ items) => items.map((item) => ` ${item}`).join('');
  lines.push(`set $csp_script_hashes "${list([...hashes.keys()])}";`);
  lines.push('# Third-party origins (Google Analytics, only when built with DOCS_GTAG_ID).');
  lines.push(`set $csp_analytics_origins "${list(origins)}";`);
  lines.push('# Worker scripts: a worker takes its policy from its own response, so these');
  lines.push('# keep every security header, unlike the other scripts under /assets/.');
  for (const worker of workers) {
    if (!/^\/assets\/js\/[\w.~-]+\.js$/.test(worker))
      throw new Error(`${worker}: not a script file name this include can hold`);
    lines.push(
      `location = ${worker} {`,
      '    include security-headers.conf;',
      '    add_header Cache-Control "public, max-age=31536000, immutable" always;',
      '    try_files $uri =404;',
      '}',
    );
  }
  return `${lines.join('\n')}\n`;
}

export const INCLUDE_NAME = '_csp.conf';

/**
 * Scans the build and writes its CSP include; throws, listing the problems,
 * when the build holds script the policy would block or nobody reviewed.
 * @param {string} buildDir
 * @returns {string} a one-line summary
 */
export function writeCsp(buildDir) {
  const result = scanBuild(buildDir);
  if (result.problems.length > 0) {
    const shown = result.problems.slice(0, 50).map((p) => `  ${p}`);
    if (result.problems.length > 50) shown.push(`  … and ${result.problems.length - 50} more`);
    throw new Error(
      `The build has script the Content-Security-Policy would block or that is not reviewed:\n${shown.join('\n')}\n` +
        'Remove it, or review it and add it to KNOWN in scripts/postbuild/csp.mjs.',
    );
  }
  const out = path.join(buildDir, INCLUDE_NAME);
  writeFileSync(out, nginxInclude(result));
  return (
    `${result.pages} pages, ${result.hashes.size} inline script hashes, ${result.workers.length} worker script(s)` +
    `${result.origins.length ? `, third-party origins ${result.origins.join(' ')}` : ''}: wrote ${INCLUDE_NAME}`
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const buildDir = path.resolve(
    process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'build'),
  );
  try {
    console.log(`[csp] ${writeCsp(buildDir)}`);
  } catch (error) {
    console.error(`[csp] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
