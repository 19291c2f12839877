#!/usr/bin/env node
// Page weight and Lighthouse benchmark of the production build.
//   npm run bench               builds, serves with nginx, measures
//   npm run bench -- --no-build measures the existing build/
//   --bytes-only skips Lighthouse; --only=<path> measures one page type
//   --runs=N     Lighthouse runs per page (default 3; the median is shown)
//   --no-stock   skips the stock Docusaurus baseline (see below)
// For each page type it prints the bytes transferred (gzip, as nginx serves
// them) for HTML, CSS, JS and the rest, and the Lighthouse mobile scores.
// Every figure is also given as a ratio: bytes against /markdown-page (our
// plainest page), and each figure against its budget. The first row is an
// untouched Docusaurus site (the classic template of the same Docusaurus
// version and bundler, built once into the system's temporary folder by
// scripts/lib/stock-site.mjs, served by the same nginx), measured in the same
// run: Lighthouse performance depends on the machine, and that row shows
// what a page with no code of ours scores on it. It prints figures; it does
// not fail on them.
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {buildUnlessSkipped, CHROME, CHROME_ARGS, chromeLauncherFlags, kib, printTable, ratio, serveBuild} from './lib/bench.mjs';
import {BENCH_PAGES} from './lib/bench-pages.mjs';
import {ensureStockBuild} from './lib/stock-site.mjs';
import {repoRoot} from './lib/data.mjs';

const CHROME_FLAGS = chromeLauncherFlags();

/**
 * Lighthouse figures of a page: the median run, with the range of its
 * performance scores when there were several.
 * @typedef {{performance: number, accessibility: number, lcp: number, tbt: number, cls: number, runs?: number, min?: number, max?: number}} Scores
 */

/**
 * Bytes on the wire per resource kind, with the cache disabled.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {string} [ready] a selector to wait for before counting is done
 */
async function measureBytes(browser, url, ready) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
  /** @type {Map<string, {type: string, url: string}>} */
  const kinds = new Map();
  const totals = {html: 0, css: 0, js: 0, other: 0, prefetch: 0};
  /** @type {{url: string, bytes: number}[]} */
  const scripts = [];
  cdp.on('Network.responseReceived', ({requestId, type, response}) => kinds.set(requestId, {type, url: response.url}));
  cdp.on('Network.loadingFinished', ({requestId, encodedDataLength}) => {
    const k = kinds.get(requestId);
    // Docusaurus prefetches (rel=prefetch, type "Other") the chunks of pages
    // linked from this one; they are for the next navigation, so they are
    // reported apart from the page's own weight.
    /** @type {keyof typeof totals} */
    const kind =
      k?.type === 'Document' ? 'html' : k?.type === 'Stylesheet' ? 'css' : k?.type === 'Script' ? 'js' : k?.type === 'Other' && /\/assets\//.test(k.url) ? 'prefetch' : 'other';
    totals[kind] += encodedDataLength;
    if (k && kind === 'js') scripts.push({url: k.url, bytes: encodedDataLength});
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  await page.waitForSelector('html[data-has-hydrated="true"]');
  if (ready) await page.waitForSelector(ready, {timeout: 30_000});
  await page.waitForLoadState('networkidle');
  await context.close();
  return {...totals, total: totals.html + totals.css + totals.js + totals.other, scripts};
}

/**
 * One Lighthouse run; null when Lighthouse could not score the page.
 * @param {string} url
 * @returns {Promise<Scores | null>}
 */
async function lighthouseOnce(url) {
  const chrome = await chromeLauncher.launch({chromePath: CHROME, chromeFlags: CHROME_FLAGS});
  try {
    const result = await lighthouse(url, {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility']});
    if (!result) return null;
    const {categories, audits, runtimeError} = result.lhr;
    if (runtimeError || categories.performance.score === null) return null;
    return {
      performance: categories.performance.score,
      accessibility: categories.accessibility.score ?? NaN,
      lcp: audits['largest-contentful-paint'].numericValue ?? NaN,
      tbt: audits['total-blocking-time'].numericValue ?? NaN,
      cls: audits['cumulative-layout-shift'].numericValue ?? NaN,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * Median (by performance score) of `runs` Lighthouse runs; a run Lighthouse could not score is retried once.
 * @param {string} url
 * @param {number} runs
 * @returns {Promise<Scores>}
 */
async function lighthouseScores(url, runs) {
  /** @type {Scores[]} */
  const results = [];
  for (let i = 0; i < runs; i++) {
    const r = (await lighthouseOnce(url)) ?? (await lighthouseOnce(url));
    if (r) results.push(r);
  }
  if (results.length === 0) return {performance: NaN, accessibility: NaN, lcp: NaN, tbt: NaN, cls: NaN};
  results.sort((a, b) => a.performance - b.performance);
  return {...results[Math.floor(results.length / 2)], runs: results.length, min: results[0].performance, max: results[results.length - 1].performance};
}

async function main() {
  buildUnlessSkipped();
  const withStock = !process.argv.includes('--no-stock');
  const stockDir = withStock ? ensureStockBuild() : null;
  const {base, stop} = await serveBuild();
  const stock = stockDir ? await serveBuild(stockDir) : null;
  try {
    const browser = await chromium.launch({executablePath: CHROME, args: CHROME_ARGS});
    /** @type {(Target & {bytes: Awaited<ReturnType<typeof measureBytes>>, scores: Scores})[]} */
    const rows = [];
    const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
    const bytesOnly = process.argv.includes('--bytes-only');
    const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);
    /** @type {Scores} */
    const noScores = {performance: NaN, accessibility: NaN, lcp: NaN, tbt: NaN, cls: NaN};
    /** @typedef {(typeof BENCH_PAGES)[number] & {url: string, stock?: boolean}} Target */
    /** @type {Target[]} */
    const targets = BENCH_PAGES.filter((x, i) => !only || i === 0 || x.path === only).map((p) => ({...p, url: base + p.path}));
    if (stock) {
      targets.unshift({type: 'stock Docusaurus (classic template)', path: '/markdown-page', url: `${stock.base}/markdown-page`, maxBytes: BENCH_PAGES[0].maxBytes, minPerf: BENCH_PAGES[0].minPerf, stock: true});
    }
    for (const p of targets) {
      const bytes = await measureBytes(browser, p.url, p.ready);
      const scores = bytesOnly ? noScores : await lighthouseScores(p.url, runs);
      rows.push({...p, bytes, scores});
      console.error(`measured ${p.url}`);
    }
    await browser.close();

    const baseline = rows.find((r) => !r.stock)?.bytes.total ?? NaN;
    const stockRow = rows.find((r) => r.stock);
    console.log(`\nPage weight (transferred, gzip) and Lighthouse mobile scores (median of ${bytesOnly ? 0 : runs} runs, min-max in brackets)`);
    console.log('Ratios: "vs baseline" against our /markdown-page in this run; "perf vs stock" against the stock Docusaurus page in this run; "of budget" against the page type\'s budget.\n');
    const header = ['page type', 'path', 'HTML', 'CSS', 'JS', 'other', 'total', 'prefetch (not in total)', 'vs baseline', 'of budget', 'perf', 'perf vs stock', 'perf budget', 'a11y', 'LCP ms', 'TBT ms', 'CLS'];
    const table = rows.map((r) => [
      r.type,
      r.path,
      kib(r.bytes.html),
      kib(r.bytes.css),
      kib(r.bytes.js),
      kib(r.bytes.other),
      kib(r.bytes.total),
      kib(r.bytes.prefetch),
      ratio(r.bytes.total, baseline),
      `${ratio(r.bytes.total, r.maxBytes)} of ${kib(r.maxBytes)}`,
      `${r.scores.performance.toFixed(2)}${r.scores.runs && r.scores.runs > 1 ? ` [${r.scores.min?.toFixed(2)}-${r.scores.max?.toFixed(2)}]` : ''}`,
      stockRow ? ratio(r.scores.performance, stockRow.scores.performance) : 'n/a',
      `>= ${r.minPerf}${r.scores.performance >= r.minPerf ? ' ok' : ' MISSED'}`,
      `${r.scores.accessibility.toFixed(2)}${r.scores.accessibility === 1 ? '' : ' (budget 1.0)'}`,
      Math.round(r.scores.lcp),
      Math.round(r.scores.tbt),
      r.scores.cls.toFixed(3),
    ]);
    printTable(header, table);

    // The OpenAPI theme must never load on a non-API page.
    const apiRow = rows.find((r) => r.path.startsWith('/catalyst/api/'));
    if (!apiRow) return;
    const apiOnly = new Set(apiRow.bytes.scripts.map((s) => new URL(s.url).pathname));
    for (const r of rows.filter((x) => x !== apiRow && !x.stock)) for (const s of r.bytes.scripts) apiOnly.delete(new URL(s.url).pathname);
    const apiOnlyBytes = apiRow.bytes.scripts.filter((s) => apiOnly.has(new URL(s.url).pathname)).reduce((a, s) => a + s.bytes, 0);
    console.log(`\nScript loaded only by the API page: ${kib(apiOnlyBytes)} in ${apiOnly.size} chunks (never requested by the other page types).`);

    const outDir = path.join(repoRoot, 'bench-results');
    mkdirSync(outDir, {recursive: true});
    writeFileSync(path.join(outDir, 'pages.json'), JSON.stringify(rows, null, 2));
    console.log(`Details: ${path.relative(process.cwd(), path.join(outDir, 'pages.json'))}`);
  } finally {
    stop();
    stock?.stop();
  }
}

await main();
