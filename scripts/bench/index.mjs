#!/usr/bin/env node
// Page weight and Lighthouse benchmark of the production build, side by side
// with an untouched Docusaurus site.
//   npm run bench               builds, serves with nginx, measures
//   npm run bench -- --no-build measures the existing build/
//   --bytes-only skips Lighthouse; --only=<path>[,<path>…] measures those page types
//   --runs=N     Lighthouse runs per page (default 7; medians are shown)
// The stock site is the classic template of the same Docusaurus version and
// bundler (scripts/bench/stock-site.mjs), served by the same nginx. Each page
// type is compared with the stock page of its kind (scripts/bench/pages.mjs):
// a plain page with the stock /markdown-page, a docs page with the stock
// /docs/intro. Lighthouse (mobile) runs in rounds: each round measures both
// stock pages and every page type, so stock and ours alternate through the
// run and share whatever the machine was doing. The order changes each round
// by a balanced design (roundOrder in scripts/bench/stats.mjs), so no page
// is always measured first or always after the same page. Scores depend on the
// machine and on what else runs: nothing else should (a parallel build costs
// 0.1-0.2). The figures are printed, with ratios against stock; the run never
// fails on them. Byte budgets are tests (tests/e2e/budgets.spec.ts).
// Lighthouse accessibility is not a figure: each of our page types must score
// 1.0 in every run (and the API page on a desktop screen too, its explorer
// loaded), or the run lists the failing audits and exits with an error.
// Both colour modes of every page type are audited by axe in the tests
// (tests/e2e/accessibility.spec.ts), with the rules Lighthouse runs inside.
// It also prints what the scripts are made of: main.js and each page type's
// own chunks by module (.docusaurus/bundle-composition.json, written by the
// build).
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  buildUnlessSkipped,
  CHROME,
  CHROME_ARGS,
  chromeLauncherFlags,
  kib,
  printTable,
  ratio,
  serveBuild,
} from './common.mjs';
import {BENCH_PAGES, budgetBytes, STOCK_BAR, STOCK_PAGES} from './pages.mjs';
import {median, PERFORMANCE_BAR, ratioInterval, roundOrder, TBT_BAR, verdict} from './stats.mjs';
import {measurePage, PHONE, readComposition, scriptComposition} from './page-weight.mjs';
import {ensureStockBuild} from './stock-site.mjs';
import {repoRoot} from '../lib/data.mjs';

const CHROME_FLAGS = chromeLauncherFlags();

/**
 * Lighthouse figures of a page: the median run, with the range of its
 * performance scores when there were several.
 * @typedef {{performance: number, accessibility: number, lcp: number, tbt: number, cls: number, a11yFailures?: string[], round?: number, runs?: number, min?: number, max?: number}} Scores
 */

/**
 * One Lighthouse run; null when Lighthouse could not score the page.
 * @param {string} url
 * @returns {Promise<Scores | null>}
 */
async function lighthouseOnce(url) {
  const chrome = await chromeLauncher.launch({chromePath: CHROME, chromeFlags: CHROME_FLAGS});
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) return null;
    const {categories, audits, runtimeError} = result.lhr;
    if (runtimeError || categories.performance.score === null) return null;
    return {
      performance: categories.performance.score,
      accessibility: categories.accessibility.score ?? NaN,
      lcp: audits['largest-contentful-paint'].numericValue ?? NaN,
      tbt: audits['total-blocking-time'].numericValue ?? NaN,
      cls: audits['cumulative-layout-shift'].numericValue ?? NaN,
      a11yFailures: failingAccessibilityAudits(result.lhr),
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * The accessibility audits a Lighthouse report fails, each with up to three of its elements.
 * @param {import('lighthouse').Result} lhr
 */
function failingAccessibilityAudits(lhr) {
  return lhr.categories.accessibility.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => {
      const items = /** @type {{items?: {node?: {selector?: string}}[]} | undefined} */ (audit.details)?.items ?? [];
      const where = items
        .map((i) => i.node?.selector)
        .filter(Boolean)
        .slice(0, 3);
      return `${audit.id}: ${audit.title} (${where.join(' | ')})`;
    });
}

/** Lighthouse's desktop settings, at a laptop's screen. */
const DESKTOP = {
  formFactor: /** @type {const} */ ('desktop'),
  screenEmulation: {mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false},
};

/**
 * The accessibility audits a page fails on a desktop screen.
 * @param {string} url
 * @returns {Promise<string[]>}
 */
async function accessibilityOnDesktop(url) {
  const chrome = await chromeLauncher.launch({chromePath: CHROME, chromeFlags: CHROME_FLAGS});
  try {
    const settings = {...DESKTOP, onlyCategories: ['accessibility']};
    const result = await lighthouse(
      url,
      {port: chrome.port, output: 'json', logLevel: 'error'},
      {extends: 'lighthouse:default', settings},
    );
    if (!result || result.lhr.runtimeError) return [`Lighthouse could not audit ${url} on a desktop screen`];
    return failingAccessibilityAudits(result.lhr);
  } finally {
    await chrome.kill();
  }
}

/**
 * Medians of each figure over the runs, with the range of performance scores.
 * @param {Scores[]} results
 * @returns {Scores}
 */
function summarise(results) {
  const perf = results.map((r) => r.performance);
  return {
    performance: median(perf),
    accessibility: median(results.map((r) => r.accessibility)),
    lcp: median(results.map((r) => r.lcp)),
    tbt: median(results.map((r) => r.tbt)),
    cls: median(results.map((r) => r.cls)),
    runs: results.length,
    min: Math.min(...perf),
    max: Math.max(...perf),
  };
}

/** @param {Scores} s */
const perfCell = (s) => (s.runs ? `${s.performance.toFixed(2)} [${s.min?.toFixed(2)}-${s.max?.toFixed(2)}]` : 'n/a');

/**
 * The performance bar for each page type, against the stock Markdown page (the first target), with
 * the interval the runs allow (scripts/bench/stats.mjs): `holds` or `misses` only when the
 * whole interval is on one side of the bar.
 * @param {{type: string, kind: 'page' | 'doc' | 'api', stock: boolean}[]} targets
 * @param {Map<unknown, Scores[]>} results
 */
function printBar(targets, results) {
  const byRound = (/** @type {unknown} */ t, /** @type {'performance' | 'tbt'} */ figure) =>
    new Map((results.get(t) ?? []).map((r) => [r.round ?? NaN, r[figure]]));
  const cell = (/** @type {ReturnType<typeof ratioInterval>} */ i) =>
    Number.isFinite(i.low)
      ? `${i.ratio.toFixed(2)}x [${i.low.toFixed(2)}-${i.high.toFixed(2)}]`
      : `${i.ratio.toFixed(2)}x [too few rounds for an interval]`;
  const rows = targets
    .filter((t) => !t.stock)
    .map((t) => {
      const perf = ratioInterval(byRound(t, 'performance'), byRound(targets[0], 'performance'));
      const tbt = ratioInterval(byRound(t, 'tbt'), byRound(targets[0], 'tbt'));
      const perfBar = PERFORMANCE_BAR[t.kind];
      return [
        t.type,
        `${cell(perf)} ${verdict(perf, perfBar, 'at least')} (>= ${perfBar.toFixed(2)}x)`,
        t.kind === 'api' ? 'no bar' : `${cell(tbt)} ${verdict(tbt, TBT_BAR, 'at most')} (<= ${TBT_BAR.toFixed(2)}x)`,
        perf.rounds,
      ];
    });
  console.log(
    '\nThe performance bar, against the stock Markdown page: the ratio of medians with a 90% interval (rounds drawn with replacement). ' +
      "'unsettled': the interval straddles the bar, so these runs cannot tell.",
  );
  printTable(['page type', 'performance', 'TBT', 'rounds'], rows);
}

/**
 * Prints what a set of script files is made of, by module group.
 * @param {string} title
 * @param {{url: string, bytes: number}[]} scripts
 * @param {Map<string, import('./page-weight.mjs').ChunkComposition>} composition
 */
function printComposition(title, scripts, composition) {
  const {total, top} = scriptComposition(scripts, composition);
  const gzip = scripts.reduce((a, x) => a + x.bytes, 0);
  console.log(
    `\n${title}: ${scripts.length} file(s), ${kib(gzip)} gzip on the wire, ${kib(total)} of modules before minification`,
  );
  printTable(
    ['module or package', 'before minification', 'share'],
    top.map((m) => [m.name, kib(m.bytes), `${((100 * m.bytes) / total).toFixed(1)}%`]),
  );
}

async function main() {
  buildUnlessSkipped();
  const only = process.argv
    .find((a) => a.startsWith('--only='))
    ?.slice(7)
    .split(',');
  const bytesOnly = process.argv.includes('--bytes-only');
  const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 7);
  const stockDir = ensureStockBuild();
  const ours = await serveBuild();
  const stock = await serveBuild(stockDir);
  try {
    /** @typedef {{type: string, path: string, url: string, kind: 'page' | 'doc' | 'api', stock: boolean, maxRatio?: number, maxPhoneRatio?: number, ready?: string}} Target */
    /** @type {Target[]} */
    const targets = [
      {
        type: 'stock Docusaurus: Markdown page',
        path: STOCK_PAGES.page,
        url: stock.base + STOCK_PAGES.page,
        kind: /** @type {const} */ ('page'),
        stock: true,
      },
      {
        type: 'stock Docusaurus: docs page',
        path: STOCK_PAGES.doc,
        url: stock.base + STOCK_PAGES.doc,
        kind: /** @type {const} */ ('doc'),
        stock: true,
      },
      ...BENCH_PAGES.filter((p) => !only || only.includes(p.path)).map((p) => ({
        ...p,
        url: ours.base + p.path,
        stock: false,
      })),
    ];

    const browser = await chromium.launch({executablePath: CHROME, args: CHROME_ARGS});
    /** @type {Map<Target, Awaited<ReturnType<typeof measurePage>>>} */
    const weights = new Map();
    /** @type {Map<Target, Awaited<ReturnType<typeof measurePage>>>} */
    const phoneWeights = new Map();
    for (const t of targets) {
      weights.set(t, await measurePage(browser, t.url, {ready: t.ready}));
      if (t.maxPhoneRatio) phoneWeights.set(t, await measurePage(browser, t.url, {device: PHONE}));
    }
    await browser.close();

    /** @type {Map<Target, Scores[]>} */
    const results = new Map(targets.map((t) => [t, []]));
    if (!bytesOnly) {
      for (let round = 1; round <= runs; round++) {
        for (const t of roundOrder(targets, round)) {
          const r = (await lighthouseOnce(t.url)) ?? (await lighthouseOnce(t.url));
          if (r) results.get(t)?.push({...r, round});
        }
        console.error(`Lighthouse round ${round} of ${runs} done`);
      }
    }
    /** @type {Scores} */
    const none = {performance: NaN, accessibility: NaN, lcp: NaN, tbt: NaN, cls: NaN};
    const scores = new Map(targets.map((t) => [t, results.get(t)?.length ? summarise(results.get(t) ?? []) : none]));
    const stockOf = (/** @type {Target} */ t) =>
      targets.find((s) => s.stock && s.kind === (t.kind === 'api' ? 'doc' : t.kind)) ?? targets[0];
    const stockPage = targets[0];

    console.log(
      `\nPage weight (bytes transferred, gzip as served, desktop) and Lighthouse mobile scores (median of ${bytesOnly ? 0 : runs} runs; performance min-max in brackets).`,
    );
    console.log(
      '"vs stock page": against the stock Markdown page, the performance bar; "vs stock of kind": against the stock page of the same kind (Markdown page or docs page; the API page against the docs page).',
    );
    console.log(
      'Search-index requests come from a worker and are not counted; the API page is counted with its explorer loaded.\n',
    );
    const header = [
      'page type',
      'path',
      'HTML',
      'CSS',
      'JS',
      'other',
      'total',
      'budget',
      'vs stock page',
      'vs stock of kind',
      'perf',
      'perf vs stock page',
      'perf vs stock of kind',
      'TBT ms',
      'TBT vs stock page',
      'TBT vs stock of kind',
      'LCP ms',
      'CLS',
      'a11y',
    ];
    /**
     * A budget as the test computes it (budgetBytes): the ratio times the stock page of the
     * type's kind, measured in this run.
     * @param {Target} t
     * @param {number | undefined} maxRatio
     * @param {number} total
     */
    const budgetCell = (t, maxRatio, total) => {
      if (!maxRatio) return '';
      const budget = budgetBytes(maxRatio, t, {
        page: weights.get(targets[0])?.total ?? NaN,
        doc: weights.get(targets[1])?.total ?? NaN,
      });
      return `${kib(budget)} (${maxRatio}x)${total > budget ? ' OVER' : ''}`;
    };
    const rows = targets.map((t) => {
      const w = weights.get(t);
      const s = scores.get(t) ?? none;
      const base = scores.get(stockPage) ?? none;
      const kindBase = scores.get(stockOf(t)) ?? none;
      if (!w) throw new Error(`no weight for ${t.url}`);
      return [
        t.type,
        t.path,
        kib(w.html),
        kib(w.css),
        kib(w.js),
        kib(w.other),
        kib(w.total),
        budgetCell(t, t.maxRatio, w.total),
        ratio(w.total, weights.get(stockPage)?.total ?? NaN),
        ratio(w.total, weights.get(stockOf(t))?.total ?? NaN),
        perfCell(s),
        ratio(s.performance, base.performance),
        ratio(s.performance, kindBase.performance),
        Math.round(s.tbt),
        ratio(s.tbt, base.tbt),
        ratio(s.tbt, kindBase.tbt),
        Math.round(s.lcp),
        s.cls.toFixed(3),
        s.accessibility.toFixed(2),
      ];
    });
    printTable(header, rows);
    if (!bytesOnly) printBar(targets, results);
    if (!bytesOnly) {
      const failures = [];
      for (const t of targets.filter((x) => !x.stock)) {
        for (const run of results.get(t) ?? []) {
          for (const f of run.a11yFailures ?? []) failures.push(`${t.path} (phone, round ${run.round}): ${f}`);
        }
        if (t.kind === 'api') {
          for (const f of await accessibilityOnDesktop(t.url)) failures.push(`${t.path} (desktop): ${f}`);
        }
      }
      if (failures.length) {
        console.log(`\nLighthouse accessibility below 1.0:\n  ${[...new Set(failures)].join('\n  ')}`);
        process.exitCode = 1;
      } else {
        console.log('\nLighthouse accessibility: 1.0 on every page type in every run (and the API page on a desktop).');
      }
    }
    for (const target of [targets[0], targets[1]]) {
      console.log(
        `\nByte bar for non-API ${target.kind === 'page' ? 'plain' : 'docs'} pages, ${STOCK_BAR}x the ${target.type}: ` +
          `${kib(STOCK_BAR * (weights.get(target)?.total ?? NaN))} in this run.`,
      );
    }
    for (const [t, w] of phoneWeights) {
      console.log(
        `\n${t.type} on a phone (explorer not yet loaded): ${kib(w.total)} (budget ${budgetCell(t, t.maxPhoneRatio, w.total)}), JS ${kib(w.js)}, CSS ${kib(w.css)}.`,
      );
    }

    const composition = readComposition(repoRoot);
    const firstOurs = weights.get(targets.find((t) => !t.stock) ?? targets[0])?.scripts ?? [];
    const mainScripts = firstOurs.filter((x) => /\/main\.[0-9a-f]+\.js$/.test(x.url));
    printComposition('main.js (every page)', mainScripts, composition);
    const shared = new Set(
      firstOurs.filter((x) => /\/(main|runtime~main)\.[0-9a-f]+\.js$/.test(x.url)).map((x) => x.url),
    );
    for (const t of targets.filter((x) => !x.stock)) {
      const own = (weights.get(t)?.scripts ?? []).filter((x) => !shared.has(x.url));
      printComposition(`${t.type} (${t.path}): scripts besides main.js and the runtime`, own, composition);
    }

    const outDir = path.join(repoRoot, 'bench-results');
    mkdirSync(outDir, {recursive: true});
    const details = targets.map((t) => ({
      ...t,
      weight: weights.get(t),
      phoneWeight: phoneWeights.get(t),
      scores: scores.get(t),
      runs: results.get(t),
    }));
    writeFileSync(path.join(outDir, 'pages.json'), JSON.stringify(details, null, 2));
    console.log(`\nDetails: ${path.relative(process.cwd(), path.join(outDir, 'pages.json'))}`);
  } finally {
    await ours.stop();
    await stock.stop();
  }
}

await main();
