import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, waitForHydration, watchCspViolations} from './fixtures';

/**
 * Visits every URL of the built sitemap, plus the search page and the
 * not-found page, waits for hydration and fails on any console error or
 * warning and any uncaught exception, as the Docusaurus site's own suite
 * does, and on any Content-Security-Policy violation (nginx serves the
 * production policy).
 * Pages are visited in batches that share one browser tab, which keeps a few
 * hundred visits within a couple of minutes.
 */
const sitemap = readFileSync(path.join(__dirname, '..', '..', 'build', 'sitemap.xml'), 'utf8');
const paths = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
const NOT_FOUND = '/crawl/no-such-page';
const crawled = [...paths, '/search?q=state', NOT_FOUND];
const BATCH = 25;

test('the sitemap has every route of the specification', () => {
  const specRoutes = readFileSync(path.join(__dirname, '..', 'fixtures', 'spec-routes.txt'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('/') && line !== '/search');
  const missing = specRoutes.filter((route) => !paths.includes(route));
  expect(missing).toEqual([]);
});

test.describe('crawl of every page in sitemap.xml', () => {
  for (let start = 0; start < crawled.length; start += BATCH) {
    const batch = crawled.slice(start, start + BATCH);
    test(`pages ${start + 1}-${start + batch.length} (${batch[0]} …) hydrate without console errors, warnings or CSP violations`, async ({
      page,
    }) => {
      test.setTimeout(batch.length * 10_000);
      let current = '';
      const problems: string[] = [];
      const violations = await watchCspViolations(page);
      page.on('console', (msg) => {
        const type = msg.type();
        // CSP violations are reported once, by watchCspViolations.
        if ((type !== 'error' && type !== 'warning') || /Content Security Policy/i.test(msg.text())) return;
        // The not-found page's own 404 status is logged as a failed load.
        if (current === NOT_FOUND && type === 'error' && /status of 404/.test(msg.text())) return;
        problems.push(`${current}: console ${type}: ${msg.text()}`);
      });
      page.on('pageerror', (err) => problems.push(`${current}: uncaught: ${err.message}`));
      for (const pagePath of batch) {
        current = pagePath;
        const response = await page.goto(pagePath);
        const status = pagePath === NOT_FOUND ? 404 : 200;
        if (response?.status() !== status) problems.push(`${pagePath}: HTTP ${response?.status()}`);
        await waitForHydration(page);
        if ((await page.locator('h1').count()) === 0) problems.push(`${pagePath}: no h1`);
      }
      problems.push(...violations.map((v) => `CSP violation: ${v}`));
      expect(problems).toEqual([]);
    });
  }
});
