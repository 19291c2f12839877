import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, open, searchResultTargets, test} from './fixtures';
import {areas, ERROR_CODES_PAGE, errorCodes, onSearchPage, typo, uniqueFields} from './search-cases';
import {contextOf, dropdownTargets, searchPageTargets} from './search-node';

// Real reader queries and the page each must bring up among the first three
// suggestions, by the area searched from (the tables are in ./search-cases.ts,
// which the docs MCP server's test searches too). The tables run on the build's
// indexes in Node (./search-node.ts); the last tests check on a sample that the
// browser shows the same rows.

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
    test(area, () => {
      const misses = cases.flatMap(([query, from, expected]) => {
        const top = dropdownTargets(from, query, 3).map(pathOf);
        return top.includes(expected)
          ? []
          : [`"${query}" from ${from} → ${expected}; top 3 were: ${top.join(', ') || 'nothing'}`];
      });
      expect(misses).toEqual([]);
    });
  }
});

test('search quality on the search page: the expected page is among the first three results', () => {
  const misses = onSearchPage.flatMap(([query, expected]) => {
    const top = searchPageTargets(query, 3).map(pathOf);
    return top.includes(expected) ? [] : [`"${query}" → ${expected}; top 3 were: ${top.join(', ')}`];
  });
  expect(misses).toEqual([]);
});

test('a field the Redis components define: their pages come before every page that only mentions it', () => {
  const definers = ['state', 'pubsub', 'bindings'].map((c) => `/catalyst/references/components-reference/${c}/redis`);
  expect(searchPageTargets('redisHost', definers.length).map(pathOf).sort()).toEqual([...definers].sort());
  expect(dropdownTargets('/catalyst/concepts/components', 'redisHost', definers.length).map(pathOf).sort()).toEqual(
    [...definers].sort(),
  );
});

test('every error code, as written and in lower case, brings up its own entry first, in the box and on the search page', () => {
  const misses = errorCodes().flatMap((code) => {
    const entry = `${ERROR_CODES_PAGE}#${code}`;
    const found = [
      ...[code, code.toLowerCase()].map((query) => [
        `"${query}" from /catalyst`,
        dropdownTargets('/catalyst', query, 1)[0],
      ]),
      [`"${code.toLowerCase()}" on /search`, searchPageTargets(code.toLowerCase(), 1)[0]],
    ];
    return found
      .filter(([, first]) => first !== entry)
      .map(([where, first]) => `${where}: first was ${first ?? 'nothing'}`);
  });
  expect(misses).toEqual([]);
});

/**
 * The tables above are computed in Node (./search-node.ts). These run a sample in the browser, on
 * the production build: from every page a table searches from, its first query, and a field name,
 * a typo, a dotted parameter name and an error code from Catalyst. The box must show exactly the
 * rows computed in Node, in the same order, and the search page its results. The rows depend on
 * the page only through its search context, so each context's queries are typed on the first of
 * its pages, and Node computes them for that page.
 */
test.describe('the box and the search page show the rows computed in Node', () => {
  const firstFromEachPage = new Map<string, string>();
  for (const [query, from] of Object.values(areas).flat())
    if (!firstFromEachPage.has(from)) firstFromEachPage.set(from, query);
  const byContext = new Map<string, [string, string[]]>();
  for (const [from, query] of firstFromEachPage) {
    const context = contextOf(from);
    if (!byContext.has(context)) byContext.set(context, [from, []]);
    byContext.get(context)![1].push(query);
  }
  const [field] = uniqueFields().filter((f) => f.name.length >= 14);
  byContext
    .get(contextOf('/catalyst'))![1]
    .push(field.name, typo(field.name), 'metadata.partitionKey', errorCodes()[0].toLowerCase());
  const pages = [...byContext.values()];
  // Three tests of about the same length, so the two workers share them.
  const parts = [0, 1, 2].map((n) => pages.filter((_, i) => i % 3 === n));
  parts.forEach((part, n) => {
    test(`the box, part ${n + 1}: ${part.map(([from]) => from).join(', ')}`, async ({page}) => {
      test.setTimeout(20_000 + part.length * 8_000);
      const differ: string[] = [];
      for (const [from, queries] of part) {
        await open(page, from);
        for (const query of queries) {
          const shown = await searchResultTargets(page, query, 8);
          const computed = dropdownTargets(from, query, 8);
          if (shown.join(' ') !== computed.join(' '))
            differ.push(`"${query}" from ${from}:\n  box:  ${shown.join(' ')}\n  Node: ${computed.join(' ')}`);
        }
      }
      expect(differ).toEqual([]);
    });
  });

  test('the search page', async ({page}) => {
    const differ: string[] = [];
    for (const query of ['redisHost', 'err_state_store_not_found', 'upgrade dapr']) {
      await open(page, `/search?q=${encodeURIComponent(query)}`);
      const links = page.locator('.main-wrapper article h2 a');
      await expect(links.first()).toBeVisible({timeout: 20_000});
      const shown = (
        await links.evaluateAll((as) =>
          as.map((a) => {
            const url = new URL((a as HTMLAnchorElement).href);
            return url.pathname + url.hash;
          }),
        )
      ).slice(0, 10);
      const computed = searchPageTargets(query, 10);
      if (shown.join(' ') !== computed.join(' '))
        differ.push(`"${query}":\n  page: ${shown.join(' ')}\n  Node: ${computed.join(' ')}`);
    }
    expect(differ).toEqual([]);
  });
});
