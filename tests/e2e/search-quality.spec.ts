import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, open, searchResultTargets, test} from './fixtures';
import {areas, type Case, ERROR_CODES_PAGE, errorCodes, onSearchPage} from './search-cases';

// Real reader queries and the page each must bring up among the first three
// suggestions, by the area searched from (the tables are in ./search-cases.ts,
// which the docs MCP server's test searches too).

const pathOf = (target: string) => target.replace(/#.*$/, '');

test('every page the suite searches from or expects is a page of the build', () => {
  // A page that moved would leave a query searching from the not-found page
  // (no search context) or expecting an address nothing links to.
  const sitemap = readFileSync(path.join(__dirname, '..', '..', 'build', 'sitemap.xml'), 'utf8');
  const pages = new Set([...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => new URL(m[1]).pathname));
  const missing = [
    ...Object.values(areas).flat(),
    ...onSearchPage.map(([query, expected]) => [query, '/', expected]),
  ].flatMap(([query, from, expected]) => [from, expected].filter((p) => !pages.has(p)).map((p) => `"${query}": ${p}`));
  expect(missing).toEqual([]);
});

test.describe('search quality: the expected page is in the top 3 suggestions', () => {
  for (const [area, cases] of Object.entries(areas)) {
    // One test per page the reader searches from, so each page (and its index) loads once.
    const byPage = new Map<string, Case[]>();
    for (const item of cases) byPage.set(item[1], [...(byPage.get(item[1]) ?? []), item]);
    for (const [from, group] of byPage) {
      test(`${area}: from ${from}`, async ({page}) => {
        test.setTimeout(20_000 + group.length * 5_000);
        await open(page, from);
        const misses: string[] = [];
        for (const [query, , expected] of group) {
          const top = (await searchResultTargets(page, query, 3)).map(pathOf);
          if (!top.includes(expected))
            misses.push(`"${query}" → ${expected}; top 3 were: ${top.join(', ') || 'nothing'}`);
        }
        expect(misses).toEqual([]);
      });
    }
  }
});

test('search quality on the search page: the expected page is among the first three results', async ({page}) => {
  test.setTimeout(20_000 + onSearchPage.length * 8_000);
  const misses: string[] = [];
  for (const [query, expected] of onSearchPage) {
    await open(page, `/search?q=${encodeURIComponent(query)}`);
    const links = page.locator('.main-wrapper article h2 a');
    await expect(links.first()).toBeVisible({timeout: 20_000});
    const top = (await links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))).slice(
      0,
      3,
    );
    if (!top.includes(expected)) misses.push(`"${query}" → ${expected}; top 3 were: ${top.join(', ')}`);
  }
  expect(misses).toEqual([]);
});

test('a field the Redis components define: their pages come before every page that only mentions it', async ({
  page,
}) => {
  const definers = ['state', 'pubsub', 'bindings'].map((c) => `/catalyst/references/components-reference/${c}/redis`);
  await open(page, '/search?q=redisHost');
  const links = page.locator('.main-wrapper article h2 a');
  await expect(links.first()).toBeVisible({timeout: 20_000});
  const paths = await links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(paths.slice(0, definers.length).sort()).toEqual([...definers].sort());
  await open(page, '/catalyst/concepts/components');
  const targets = (await searchResultTargets(page, 'redisHost', definers.length)).map(pathOf);
  expect(targets.sort()).toEqual([...definers].sort());
});

test('every error code, as written and in lower case, brings up its own entry first, in the box and on the search page', async ({
  page,
}) => {
  const codes = errorCodes();
  test.setTimeout(60_000 + codes.length * 12_000);
  const misses: string[] = [];
  await open(page, '/catalyst');
  for (const code of codes) {
    for (const query of [code, code.toLowerCase()]) {
      const [first] = await searchResultTargets(page, query, 1);
      if (first !== `${ERROR_CODES_PAGE}#${code}`)
        misses.push(`"${query}" from /catalyst: first was ${first ?? 'nothing'}`);
    }
  }
  for (const code of codes) {
    await open(page, `/search?q=${encodeURIComponent(code.toLowerCase())}`);
    const first = page.locator('.main-wrapper article h2 a').first();
    await expect(first).toBeVisible({timeout: 20_000});
    const href = await first.evaluate((a) => {
      const url = new URL((a as HTMLAnchorElement).href);
      return url.pathname + url.hash;
    });
    if (href !== `${ERROR_CODES_PAGE}#${code}`) misses.push(`"${code.toLowerCase()}" on /search: first was ${href}`);
  }
  expect(misses).toEqual([]);
});
