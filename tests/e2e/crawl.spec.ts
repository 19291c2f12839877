import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, waitForHydration} from './fixtures';

/**
 * Visits every URL of the built sitemap, waits for hydration and fails on any
 * console error or uncaught exception (as the Docusaurus site's own suite does).
 */
const sitemap = readFileSync(path.join(__dirname, '..', '..', 'build', 'sitemap.xml'), 'utf8');
const paths = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => new URL(m[1]).pathname);

test('the sitemap has every route of the specification', () => {
  const specRoutes = readFileSync(path.join(__dirname, '..', 'fixtures', 'spec-routes.txt'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('/') && line !== '/search');
  const missing = specRoutes.filter((route) => !paths.includes(route));
  expect(missing).toEqual([]);
});

test.describe('crawl', () => {
  for (const pagePath of paths) {
    test(`${pagePath} hydrates without console errors`, async ({page}) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      const response = await page.goto(pagePath);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.locator('h1').first()).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});
