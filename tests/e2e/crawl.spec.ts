import {readFileSync} from 'node:fs';
import path from 'node:path';
import {htmlOf, pagesToHydrate, sitemapPaths} from './crawl-pages';
import {expect, test, waitForHydration, watchCspViolations} from './fixtures';

/**
 * Every page of the built sitemap, served by nginx, is checked at the HTML
 * level (status, one h1, a title, a description, its canonical address);
 * then a browser hydrates one page of each kind and every page that uses a
 * component of the site's own (./crawl-pages.ts says how they are chosen),
 * plus the search page and the not-found page, and fails on any console error
 * or warning, any uncaught exception, as the Docusaurus site's own suite does,
 * and on any Content-Security-Policy violation (nginx serves the production
 * policy). Pages are visited in batches that share one browser tab.
 */
const SITE = 'https://docs.diagrid.io';
const NOT_FOUND = '/crawl/no-such-page';
const hydrated = [...pagesToHydrate().map((p) => p.path), '/search?q=state', NOT_FOUND];
const BATCH = 15;

test('the sitemap has every route of the specification', () => {
  const specRoutes = readFileSync(path.join(__dirname, '..', 'fixtures', 'spec-routes.txt'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('/') && line !== '/search');
  const missing = specRoutes.filter((route) => !sitemapPaths.includes(route));
  expect(missing).toEqual([]);
});

/** An attribute's value in minified HTML, quoted or not. */
const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>"']+))`)
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined);

test('every page of the sitemap is served as HTML with one h1, a title, a description and its canonical address', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  for (const pagePath of sitemapPaths) {
    const response = await request.get(pagePath);
    if (response.status() !== 200) problems.push(`${pagePath}: HTTP ${response.status()}`);
    if (!/^text\/html/.test(response.headers()['content-type'] ?? ''))
      problems.push(`${pagePath}: served as ${response.headers()['content-type']}`);
    const html = await response.text();
    if (html !== htmlOf(pagePath)) problems.push(`${pagePath}: nginx served another file than the build's`);
    const h1s = html.match(/<h1[\s>]/g)?.length ?? 0;
    if (h1s !== 1) problems.push(`${pagePath}: ${h1s} h1 elements`);
    if (!/<title[^>]*>[^<\s][^<]*<\/title>/.test(html)) problems.push(`${pagePath}: no title`);
    const description = /<meta[^>]*\sname=["']?description["']?[^>]*>/.exec(html)?.[0];
    if (!description || !attr(description, 'content')?.trim()) problems.push(`${pagePath}: no description`);
    const canonical = /<link[^>]*\srel=["']?canonical["']?[^>]*>/.exec(html)?.[0];
    const expected = SITE + (pagePath === '/' ? '/' : pagePath);
    if (!canonical || attr(canonical, 'href') !== expected)
      problems.push(`${pagePath}: canonical ${canonical ? attr(canonical, 'href') : 'missing'}, expected ${expected}`);
  }
  expect(problems).toEqual([]);
});

test('the crawl hydrates one page of each kind and every page with a component of its own', () => {
  const chosen = pagesToHydrate();
  const why = (reason: string) => chosen.filter((p) => p.why === reason).map((p) => p.path);
  // Kinds the site is known to have; a broken kind detector would collapse them.
  expect(why('first of its kind')).toEqual(
    expect.arrayContaining(['/', '/search', '/markdown-page', '/catalyst/api/delete-state']),
  );
  expect(why('first of its kind').length).toBeGreaterThanOrEqual(15);
  // Every component page (ManifestTools) and every page with SDK tabs is among them.
  expect(chosen.map((p) => p.path)).toEqual(
    expect.arrayContaining([
      '/catalyst/references/components-reference/state/redis',
      '/catalyst/references/components-reference/pubsub/kafka',
      '/catalyst/quickstart/state',
    ]),
  );
  expect(chosen.length).toBeLessThan(sitemapPaths.length / 3);
});

test.describe('crawl: pages hydrate without console errors, warnings or CSP violations', () => {
  for (let start = 0; start < hydrated.length; start += BATCH) {
    const batch = hydrated.slice(start, start + BATCH);
    test(`pages ${start + 1}-${start + batch.length} of ${hydrated.length} (${batch[0]} …)`, async ({page}) => {
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
