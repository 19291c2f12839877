import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, waitForHydration} from './fixtures';

/**
 * Visits every URL of the built sitemap, waits for hydration and fails on any
 * console error or uncaught exception, as the Docusaurus site's own suite
 * does. Pages are visited in batches that share one browser tab, which keeps
 * a few hundred visits within a couple of minutes.
 */
const sitemap = readFileSync(path.join(__dirname, '..', '..', 'build', 'sitemap.xml'), 'utf8');
const paths = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
const BATCH = 25;

test('the sitemap has every route of the specification', () => {
  const specRoutes = readFileSync(path.join(__dirname, '..', 'fixtures', 'spec-routes.txt'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('/') && line !== '/search');
  const missing = specRoutes.filter((route) => !paths.includes(route));
  expect(missing).toEqual([]);
});

test.describe('crawl of every page in sitemap.xml', () => {
  for (let start = 0; start < paths.length; start += BATCH) {
    const batch = paths.slice(start, start + BATCH);
    test(`pages ${start + 1}-${start + batch.length} (${batch[0]} …) hydrate without console errors`, async ({page}) => {
      test.setTimeout(batch.length * 10_000);
      let current = '';
      const problems: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') problems.push(`${current}: console error: ${msg.text()}`);
      });
      page.on('pageerror', (err) => problems.push(`${current}: uncaught: ${err.message}`));
      for (const pagePath of batch) {
        current = pagePath;
        const response = await page.goto(pagePath);
        if (response?.status() !== 200) problems.push(`${pagePath}: HTTP ${response?.status()}`);
        await waitForHydration(page);
        if ((await page.locator('h1').count()) === 0) problems.push(`${pagePath}: no h1`);
      }
      expect(problems).toEqual([]);
    });
  }
});
