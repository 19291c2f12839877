#!/usr/bin/env node
// Search benchmark of the production build.
//   npm run bench:search               builds, serves with nginx, measures
//   npm run bench:search -- --no-build measures the existing build/
//   npm run bench:search -- --runs=7   cold runs per context (default 5)
//   npm run bench:search -- --no-build --compare=../build-before
//                                      also measures another build (say, of the
//                                      commit before a change), run for run in
//                                      turn with this one, and prints the ratios
//   npm run bench:search -- --only=/,/catalyst
//                                      only the contexts searched from these
//                                      pages (the baseline is then the smallest
//                                      index among them)
// For every search context (and the all-areas index used by pages outside
// them) it opens a page of that context in a fresh browser context (empty
// HTTP cache, new search worker) and measures:
//   - index requests made before the search box is focused (must be none);
//   - the bytes of the context's index as transferred (gzip, as nginx sends it);
//   - the time from focusing the box, with the query typed at once, to the
//     first suggestions on screen: index download and parsing included;
//   - the time from a later query to its suggestions, the index being loaded.
// Times are medians of the cold runs. Each figure is printed with its ratio to
// its budget and to a baseline measured in the same run: the smallest index.
// It prints figures; it does not fail on them.
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {buildUnlessSkipped, CHROME, CHROME_ARGS, KiB, kib, printTable, ratio, serveBuild} from './common.mjs';
import {median} from './stats.mjs';
import {repoRoot} from '../lib/data.mjs';

// The search budgets: first suggestions within 300 ms of the first keystroke
// on a cold page, later queries within 50 ms. Index bytes are budgeted per
// context in tests/e2e/budgets.spec.ts (bytes are deterministic); this
// prints them.
const budget = {indexBytes: 600 * KiB, firstMs: 300, laterMs: 50};
const runsArg = process.argv.find((a) => a.startsWith('--runs='));
const RUNS = runsArg ? Math.max(1, Number(runsArg.slice('--runs='.length))) : 5;
const compareArg = process.argv.find((a) => a.startsWith('--compare='));
const COMPARE = compareArg ? path.resolve(compareArg.slice('--compare='.length)) : undefined;
const onlyArg = process.argv.find((a) => a.startsWith('--only='));
const ONLY = onlyArg ? new Set(onlyArg.slice('--only='.length).split(',')) : undefined;

/** First query, typed as the box is focused, and later queries, typed once the index is loaded. */
const FIRST_QUERY = 'dapr';
const LATER_QUERIES = ['install', 'api key', 'component', 'workflow state', 'error', 'kubernetes'];

/**
 * The search contexts of this build, read from the constants the search
 * plugin generated for it, plus the all-areas index ("" context) that pages
 * outside every context search. Each comes with a page to search from.
 * @returns {{label: string, context: string, from: string}[]}
 */
function contexts() {
  const file = path.join(repoRoot, '.docusaurus', '@easyops-cn', 'docusaurus-search-local', 'default', 'generated.js');
  const match = readFileSync(file, 'utf8').match(/export const searchContextByPaths = (.*);/);
  if (!match)
    throw new Error(`${path.relative(repoRoot, file)}: no searchContextByPaths (has the search plugin changed?)`);
  /** @type {(string | {label: string, path: string})[]} */
  const byPaths = JSON.parse(match[1]) ?? [];
  return [
    {label: 'All areas (pages outside every context)', context: '', from: '/'},
    ...byPaths.map((c) => {
      const p = typeof c === 'string' ? c : c.path;
      return {label: typeof c === 'string' ? c : c.label, context: p, from: `/${p}`};
    }),
  ];
}

const indexFile = (/** @type {string} */ context) =>
  `search-index${context ? `-${context.replace(/\//g, '-')}` : ''}.json`;

// The two functions below run in the page (page.evaluate sends their text
// alone), so each finds the box itself.

/**
 * In the page: focuses the box, types `query` at once and resolves when suggestions (or "No results") show.
 * @param {string} query
 * @returns {Promise<{ms: number, options: number}>}
 */
function focusAndType(query) {
  const input = /** @type {HTMLInputElement} */ (document.querySelector('.navbar input.navbar__search-input'));
  const shown = () =>
    document.querySelector('.navbar [role="listbox"] [role="option"]') ||
    /No results/.test(document.querySelector('.navbar [role="listbox"]')?.textContent ?? '');
  return new Promise((resolve) => {
    const t0 = performance.now();
    const observer = new MutationObserver(() => {
      if (shown()) {
        observer.disconnect();
        resolve({
          ms: performance.now() - t0,
          options: document.querySelectorAll('.navbar [role="listbox"] [role="option"]').length,
        });
      }
    });
    observer.observe(document.body, {childList: true, subtree: true, characterData: true});
    input.focus();
    // Set the value the way typing does, so React's onChange and the widget both see it.
    /** @type {PropertyDescriptor} */ (Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')).set?.call(
      input,
      query,
    );
    input.dispatchEvent(new Event('input', {bubbles: true}));
  });
}

/**
 * In the page: types a new query into the ready box and resolves when the dropdown has rendered its results.
 * @param {string} query
 * @returns {Promise<{ms: number, options: number}>}
 */
function typeLater(query) {
  const input = /** @type {HTMLInputElement} */ (document.querySelector('.navbar input.navbar__search-input'));
  return new Promise((resolve) => {
    const t0 = performance.now();
    input.addEventListener(
      'autocomplete:updated',
      () =>
        resolve({
          ms: performance.now() - t0,
          options: document.querySelectorAll('.navbar [role="listbox"] [role="option"]').length,
        }),
      {once: true},
    );
    /** @type {PropertyDescriptor} */ (Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')).set?.call(
      input,
      query,
    );
    input.dispatchEvent(new Event('input', {bubbles: true}));
  });
}

/**
 * One cold run: new browser context, one page of the search context.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} base
 * @param {{from: string}} ctx
 */
async function coldRun(browser, base, ctx) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // The index is fetched by the plugin's Web Worker; Playwright reports the
  // worker's requests on the page.
  /** @type {Promise<{url: string, bytes: number, encoding: string}>[]} */
  const indexRequests = [];
  let focused = false;
  let beforeFocus = 0;
  page.on('request', (request) => {
    if (!/\/search-index[^/]*\.json/.test(new URL(request.url()).pathname)) return;
    if (!focused) beforeFocus++;
    indexRequests.push(
      request.response().then(async (response) => {
        await response?.finished();
        const sizes = await request.sizes();
        return {
          url: request.url(),
          bytes: sizes.responseBodySize,
          encoding: response?.headers()['content-encoding'] ?? '',
        };
      }),
    );
  });

  await page.goto(base + ctx.from, {waitUntil: 'networkidle'});
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.waitForLoadState('networkidle');
  focused = true;
  const first = await page.evaluate(focusAndType, FIRST_QUERY);
  const later = [];
  for (const query of LATER_QUERIES) later.push(await page.evaluate(typeLater, query));
  const requests = await Promise.all(indexRequests);
  await context.close();
  return {beforeFocus, requests, first, later};
}

const ms = (/** @type {number} */ x) => `${x.toFixed(1)} ms`;
const within = (/** @type {number} */ value, /** @type {number} */ limit) => (value <= limit ? 'ok' : 'OVER');

async function main() {
  buildUnlessSkipped();
  const {base, stop} = await serveBuild();
  const other = COMPARE ? await serveBuild(COMPARE) : undefined;
  try {
    const browser = await chromium.launch({executablePath: CHROME, args: CHROME_ARGS});
    const rows = [];
    /** @type {{label: string, bytes: number, firstMs: number, laterMs: number}[]} */
    const compared = [];
    for (const ctx of contexts().filter((c) => !ONLY || ONLY.has(c.from))) {
      const runs = [];
      const otherRuns = [];
      for (let i = 0; i < RUNS; i++) {
        runs.push(await coldRun(browser, base, ctx));
        if (other) otherRuns.push(await coldRun(browser, other.base, ctx));
      }
      if (other) {
        compared.push({
          label: ctx.label,
          bytes: otherRuns[0].requests[0]?.bytes ?? NaN,
          firstMs: median(otherRuns.map((r) => r.first.ms)),
          laterMs: median(otherRuns.flatMap((r) => r.later.map((l) => l.ms))),
        });
      }
      const files = new Set(runs.flatMap((r) => r.requests.map((q) => new URL(q.url).pathname)));
      const index = runs[0].requests[0];
      rows.push({
        ...ctx,
        file: indexFile(ctx.context),
        requestedFiles: [...files],
        beforeFocus: Math.max(...runs.map((r) => r.beforeFocus)),
        requestsPerRun: Math.max(...runs.map((r) => r.requests.length)),
        bytes: index?.bytes ?? NaN,
        encoding: index?.encoding ?? '',
        firstMs: median(runs.map((r) => r.first.ms)),
        firstOptions: runs[0].first.options,
        laterMs: median(runs.flatMap((r) => r.later.map((l) => l.ms))),
        laterMax: Math.max(...runs.flatMap((r) => r.later.map((l) => l.ms))),
        runs,
      });
      console.error(`measured ${ctx.from} (${RUNS} cold runs)`);
    }
    await browser.close();

    const baseline = rows.reduce((a, b) => (b.bytes < a.bytes ? b : a));
    console.log(`\nSearch: index size and response times, ${RUNS} cold runs per context (median)`);
    console.log(
      `Budgets: index <= ${kib(budget.indexBytes)} gzip, first suggestions <= ${budget.firstMs} ms, later query <= ${budget.laterMs} ms, no index request before focus.`,
    );
    console.log(`Baseline ("vs base"): the smallest index in this run, ${baseline.file} (${baseline.label}).`);
    console.log(
      `First query "${FIRST_QUERY}" typed as the box is focused; later queries: ${LATER_QUERIES.map((q) => `"${q}"`).join(', ')}.\n`,
    );
    const header = [
      'context',
      'searched from',
      'index file',
      'before focus',
      'index (gzip)',
      'of budget',
      'vs base',
      'first suggestions',
      'of budget',
      'vs base',
      'later query',
      'of budget',
      'vs base',
    ];
    const table = rows.map((r) => [
      r.label,
      r.from,
      r.requestedFiles.length === 1 && r.requestedFiles[0] === `/${r.file}` && r.requestsPerRun === 1
        ? r.file
        : `${r.file}: got ${r.requestedFiles.join(' ')}`,
      `${r.beforeFocus} ${r.beforeFocus === 0 ? 'ok' : 'OVER'}`,
      `${kib(r.bytes)}${r.encoding === 'gzip' ? '' : ` (${r.encoding || 'not compressed'})`}`,
      `${ratio(r.bytes, budget.indexBytes)} ${within(r.bytes, budget.indexBytes)}`,
      ratio(r.bytes, baseline.bytes),
      ms(r.firstMs),
      `${ratio(r.firstMs, budget.firstMs)} ${within(r.firstMs, budget.firstMs)}`,
      ratio(r.firstMs, baseline.firstMs),
      ms(r.laterMs),
      `${ratio(r.laterMs, budget.laterMs)} ${within(r.laterMs, budget.laterMs)}`,
      ratio(r.laterMs, baseline.laterMs),
    ]);
    printTable(header, table);
    if (COMPARE) {
      console.log(
        `\nAgainst ${path.relative(process.cwd(), COMPARE)} (measured in the same run, run for run in turn): this build / that build.\n`,
      );
      printTable(
        [
          'context',
          'index (gzip)',
          'that build',
          'ratio',
          'first suggestions',
          'that build',
          'ratio',
          'later query',
          'that build',
          'ratio',
        ],
        rows.map((r, i) => {
          const c = compared[i];
          return [
            r.label,
            kib(r.bytes),
            kib(c.bytes),
            ratio(r.bytes, c.bytes),
            ms(r.firstMs),
            ms(c.firstMs),
            ratio(r.firstMs, c.firstMs),
            ms(r.laterMs),
            ms(c.laterMs),
            ratio(r.laterMs, c.laterMs),
          ];
        }),
      );
    }
    const slowest = rows.reduce((a, b) => (b.laterMax > a.laterMax ? b : a));
    console.log(`\nSlowest single later query: ${ms(slowest.laterMax)} (${slowest.label}).`);

    const outDir = path.join(repoRoot, 'bench-results');
    mkdirSync(outDir, {recursive: true});
    writeFileSync(
      path.join(outDir, 'search.json'),
      JSON.stringify(
        {budget, runs: RUNS, rows, compared: COMPARE ? {build: COMPARE, rows: compared} : undefined},
        null,
        2,
      ),
    );
    console.log(`Details: ${path.relative(process.cwd(), path.join(outDir, 'search.json'))}`);
  } finally {
    stop();
    other?.stop();
  }
}

await main();
