import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page, Request} from '@playwright/test';
import {
  expect,
  layoutShift,
  mobile,
  open,
  recordLayoutShift,
  scrollWindow,
  searchDropdown,
  searchInput,
  searchResultTargets,
  searchSuggestions,
  test,
  waitForHydration,
} from './fixtures';
import {dropdownTargets, searchPageTargets} from './search-node';

/** Index requests the page makes, recorded from the moment this is called. */
function recordIndexRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (req) => {
    if (/search-index[^/]*\.json/.test(new URL(req.url()).pathname)) requests.push(req);
  });
  return requests;
}

/**
 * Counts the Web Workers the page creates from now on. The search plugin
 * creates its worker synchronously, in the event handler that starts loading
 * an index, so a count of 0 after an event has been handled means that event
 * started no loading.
 */
async function countWorkers(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const counter = window as unknown as {__workersCreated: number};
    counter.__workersCreated = 0;
    const Base = window.Worker;
    window.Worker = class extends Base {
      constructor(...args: ConstructorParameters<typeof Worker>) {
        super(...args);
        counter.__workersCreated += 1;
      }
    };
  });
  return () => page.evaluate(() => (window as unknown as {__workersCreated: number}).__workersCreated);
}

const dropdown = searchDropdown;
const footerLink = (page: Page) => dropdown(page).locator('a[href*="search"]');
/** The result links of the full search page. */
const pageResults = (page: Page) => page.locator('.main-wrapper article h2 a');

type IndexEntry = {
  documents: {i: number; t: string; u: string; h?: string; s?: string}[];
  index: {pipeline: string[]};
};

/** Every index file of the build, read over HTTP as the browser gets them. */
async function allIndexes(page: Page): Promise<Record<string, IndexEntry[]>> {
  const names = [
    '',
    '-catalyst',
    '-conductor',
    '-enterprise-dapr',
    '-workflow-composer',
    '-catalyst-references-components-reference-state',
    '-catalyst-references-components-reference-pubsub',
    '-catalyst-references-components-reference-bindings',
    '-catalyst-references-components-reference-conversation',
    '-catalyst-references-cli-reference',
  ];
  const indexes: Record<string, IndexEntry[]> = {};
  for (const name of names) {
    const response = await page.request.get(`/search-index${name}.json`);
    expect(response.status(), `search-index${name}.json`).toBe(200);
    indexes[`search-index${name}.json`] = await response.json();
  }
  return indexes;
}

test.describe('search: loading the index', () => {
  test('nothing is fetched before the box is hovered; hovering fetches the context index once, same origin and cache-busted', async ({
    page,
    baseURL,
  }) => {
    const requests = recordIndexRequests(page);
    const workers = await countWorkers(page);
    await open(page, '/catalyst/concepts/appids');
    await page.waitForLoadState('networkidle');
    await page.mouse.move(10, 400);
    // Once the page has handled the scroll, loading would have started.
    await scrollWindow(page, 600);
    expect(await workers()).toBe(0);
    expect(requests).toHaveLength(0);

    await searchInput(page).hover();
    await expect.poll(() => requests.length).toBe(1);
    expect(await workers()).toBe(1);
    const url = new URL(requests[0].url());
    expect(url.origin).toBe(new URL(baseURL!).origin);
    expect(url.pathname).toBe('/search-index-catalyst.json');
    expect(url.search).toMatch(/^\?_=[0-9a-f]{8}$/);
    // Served from the gzip copy written at build time, and revalidated on each load.
    const response = (await requests[0].response())!;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-encoding']).toBe('gzip');
    expect(response.headers()['cache-control']).toBe('no-cache');

    // Focusing and searching afterwards reuse the loaded index.
    await searchResultTargets(page, 'state', 1);
    expect(requests).toHaveLength(1);
  });

  test('focusing the box (here with Ctrl+K) is the other trigger', async ({page}) => {
    const requests = recordIndexRequests(page);
    const workers = await countWorkers(page);
    await open(page, '/conductor/overview/architecture');
    await page.waitForLoadState('networkidle');
    expect(await workers()).toBe(0);
    expect(requests).toHaveLength(0);
    await page.keyboard.press('Control+k');
    await expect(searchInput(page)).toBeFocused();
    await expect.poll(() => requests.map((r) => new URL(r.url()).pathname)).toEqual(['/search-index-conductor.json']);
  });

  test('results are cached per context: moving inside a context fetches nothing, entering another fetches its index', async ({
    page,
  }) => {
    const requests = recordIndexRequests(page);
    await open(page, '/catalyst/concepts/appids');
    await searchResultTargets(page, 'state', 1);
    expect(requests).toHaveLength(1);

    // Client-side navigation to another Catalyst page: same index, no request.
    await page.locator('.theme-doc-sidebar-menu a', {hasText: 'Components'}).first().click();
    await expect(page).toHaveURL(/\/catalyst\/concepts\/components$/);
    await searchResultTargets(page, 'state', 1);
    expect(requests).toHaveLength(1);

    // A Conductor page searches the Conductor index.
    await page.locator('.navbar__items a.navbar__item', {hasText: 'Conductor'}).click();
    await expect(page).toHaveURL(/\/conductor$/);
    await searchResultTargets(page, 'cluster', 1);
    expect(requests.map((r) => new URL(r.url()).pathname)).toEqual([
      '/search-index-catalyst.json',
      '/search-index-conductor.json',
    ]);
  });

  test('the home page, which is in no context, loads the index of all areas', async ({page}) => {
    const requests = recordIndexRequests(page);
    await open(page, '/');
    const targets = await searchResultTargets(page, 'sso', 8);
    expect(requests.map((r) => new URL(r.url()).pathname)).toEqual(['/search-index.json']);
    expect(targets[0]).toMatch(/^\/conductor\//);
  });
});

test.describe('search: the dropdown', () => {
  test('Cmd+K focuses the box on a Mac, and the hint shows the Mac keys', async ({browser}) => {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'userAgentData', {get: () => ({platform: 'macOS'})});
    });
    const page = await context.newPage();
    await open(page, '/catalyst');
    await expect(page.locator('.navbar__search kbd')).toHaveText(['⌘', 'K']);
    await page.keyboard.press('Control+k');
    await expect(searchInput(page)).not.toBeFocused();
    await page.keyboard.press('Meta+k');
    await expect(searchInput(page)).toBeFocused();
    await context.close();
  });

  test('shows at most 8 suggestions even when more pages match', async ({page}) => {
    await open(page, '/catalyst');
    await searchResultTargets(page, 'state', 1);
    await expect(searchSuggestions(page)).toHaveCount(8);
    // The search page lists every match, well over eight.
    await open(page, '/search?q=state&ctx=catalyst');
    await expect(pageResults(page).first()).toBeVisible();
    expect(await pageResults(page).count()).toBeGreaterThan(8);
  });

  for (const [device, viewport] of [
    ['a desktop', {width: 1280, height: 900}],
    ['a phone', mobile],
  ] as const) {
    test(`rows you can tell apart on ${device}: no two read the same, and neither line of a row is cut off`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      // The same field on several component pages: the snippets are the same, the pages are not.
      for (const [query, pages] of [
        ['enableTLS', 3],
        ['redisHost', 3],
      ] as const) {
        await open(page, '/catalyst/concepts/components');
        await searchResultTargets(page, query, 1);
        const rows = searchSuggestions(page);
        expect(await rows.count(), query).toBeGreaterThanOrEqual(pages);
        const texts = (await rows.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
        expect(new Set(texts).size, `${query}: rows read the same:\n${texts.join('\n')}`).toBe(texts.length);
        // The path names the page: the Redis binding, state store and pub/sub component pages.
        expect(
          texts.some((t) => /Redis binding/.test(t)) && texts.some((t) => /Redis state store/.test(t)),
          query,
        ).toBe(true);
        const clipped = await rows.evaluateAll((all) =>
          all.flatMap((row) =>
            Array.from(row.querySelectorAll<HTMLElement>('[class*="hitTitle_"], [class*="hitPath_"]'))
              .filter(
                (line) =>
                  line.scrollWidth > line.clientWidth + 1 ||
                  line.scrollHeight > line.clientHeight + 1 ||
                  row.scrollHeight > row.clientHeight + 1,
              )
              .map((line) => line.innerText),
          ),
        );
        expect(clipped, `${query}: lines cut off`).toEqual([]);
        // Every row can be reached: the menu fits the screen or scrolls inside it.
        const menu = await searchDropdown(page).evaluate((m) => ({bottom: m.getBoundingClientRect().bottom}));
        expect(menu.bottom, `${query}: the menu ends inside the screen`).toBeLessThanOrEqual(viewport.height);
      }
    });
  }

  test('rows lead with the page: the first line is a page title (and the section hit), and no line shows the names the index hides', async ({
    page,
  }) => {
    const indexes = await allIndexes(page);
    const titles = new Set(Object.values(indexes).flatMap((entries) => entries[0].documents.map((d) => d.t)));
    const headings = new Set(
      Object.values(indexes).flatMap((entries) =>
        [...entries[1].documents, ...entries[4].documents].map((d) => d.s ?? d.t),
      ),
    );
    /** A word with the shape of a name: `redisHost`, `spec.metadata`, `--app-id`, `DAPR_API_TOKEN`. */
    const isName = (word: string) =>
      /^[a-z]+[A-Z]\w*$|^[A-Za-z][\w-]*\.[\w.-]+$|^--?[a-z][\w-]*$|^[A-Z0-9]+(?:_[A-Z0-9]+)+$/.test(word);
    for (const [from, query] of [
      // Catalyst's index: a component page's fields and a command's flags are the page's hidden names.
      ['/catalyst/concepts/components', 'redisHost'],
      ['/catalyst/how-to-guides/develop-locally', '--skip-managed-kv'],
      // The state stores' own index, where the field is in the page's table.
      ['/catalyst/references/components-reference/state/redis', 'redisHost'],
      // The all-areas index.
      ['/', 'redisHost'],
    ]) {
      await open(page, from);
      await searchResultTargets(page, query, 1);
      const rows = searchSuggestions(page);
      expect(await rows.count(), `${query} from ${from}`).toBeGreaterThan(0);
      const lines = await rows.evaluateAll((all) =>
        all.map((row) =>
          Array.from(row.querySelectorAll<HTMLElement>('[class*="hitTitle_"], [class*="hitPath_"]')).map((line) =>
            line.innerText.replace(/\s+/g, ' ').trim(),
          ),
        ),
      );
      for (const [first, ...rest] of lines) {
        const [title, ...section] = first.split(' › ');
        expect(
          titles.has(title) || titles.has(first),
          `${query} from ${from}: "${first}" leads with a page title`,
        ).toBe(true);
        if (section.length > 0 && !titles.has(first))
          expect(headings.has(section.join(' › ')), `${query} from ${from}: "${first}" names a section`).toBe(true);
        for (const line of [first, ...rest]) {
          const words = line.split(/[\s…,;()]+/).filter(Boolean);
          const run = words.findIndex(
            (_, i) => words.slice(i, i + 3).length === 3 && words.slice(i, i + 3).every(isName),
          );
          expect(run, `${query} from ${from}: a run of names in "${line}"`).toBe(-1);
        }
      }
    }
  });

  test('one page, one row: the dropdown lists each page once', () => {
    // Computed from the build's indexes as the box computes them; search-quality.spec.ts checks
    // that the box shows exactly these rows.
    for (const [from, query] of [
      ['/catalyst', 'redis'],
      ['/catalyst', 'state'],
      ['/', 'kafka'],
      ['/conductor', 'cluster'],
    ]) {
      const targets = dropdownTargets(from, query, 8).map((t) => t.replace(/#.*$/, ''));
      expect(targets.length, `${query} from ${from}`).toBeGreaterThan(1);
      expect(targets, `${query} from ${from}: a page twice`).toEqual([...new Set(targets)]);
    }
  });

  test('snippets show at most 50 characters of context, with ellipsis marks where cut', async ({page}) => {
    await open(page, '/catalyst/references/components-reference/state');
    await searchResultTargets(page, 'redis password', 1);
    // The line under the page's title (SuggestionTemplate.ts).
    const snippets = await searchSuggestions(page).locator('.search-row__snippet').allInnerTexts();
    const cut = snippets.filter((t) => t.includes('…'));
    expect(cut.length).toBeGreaterThan(0);
    for (const snippet of cut) expect(snippet.replace(/…/g, '').length, snippet).toBeLessThanOrEqual(50);
    // The matched words are marked in the snippet.
    await expect(searchSuggestions(page).locator('mark').first()).toHaveText(/redis|password/i);
  });

  test('inside a context the footer offers "See all results within" that context and opens the search page', async ({
    page,
  }) => {
    await open(page, '/catalyst/concepts/appids');
    await searchResultTargets(page, 'state', 1);
    await expect(footerLink(page)).toHaveText('See all results within "Catalyst"');
    await expect(footerLink(page)).toHaveAttribute('href', '/search/?q=state&ctx=catalyst');
    await footerLink(page).click();
    await expect(page).toHaveURL(/\/search\/?\?q=state&ctx=catalyst$/);
    await expect(page.locator('h1')).toHaveText('Search results for "state"');
    await expect(page.locator('#context-selector')).toHaveValue('catalyst');
    await expect(pageResults(page).first()).toHaveAttribute('href', /^\/catalyst\//);
  });

  test('with no match in the context, the dropdown says "No results" and offers "See all results outside" it', async ({
    page,
  }) => {
    await open(page, '/workflow-composer');
    // "grafana" is documented in Conductor, not in Workflow Composer.
    expect(await searchResultTargets(page, 'grafana')).toEqual([]);
    await expect(dropdown(page)).toContainText('No results');
    await expect(footerLink(page)).toHaveText('See all results outside "Workflow Composer"');
    await expect(footerLink(page)).toHaveAttribute('href', '/search/?q=grafana');
    await footerLink(page).click();
    await expect(pageResults(page).first()).toHaveAttribute(
      'href',
      /^\/conductor\/how-to-guides\/use-grafana-dashboard/,
    );

    // A reference section's own context too: the same query, in every product.
    await open(page, '/catalyst/references/components-reference/state/redis');
    expect(await searchResultTargets(page, 'grafana')).toEqual([]);
    await expect(footerLink(page)).toHaveText('See all results outside "Catalyst state stores"');
    await expect(footerLink(page)).toHaveAttribute('href', '/search/?q=grafana');
  });

  test("the search page with no result offers the query in all products and each product's start page, under the search box", async ({
    page,
  }) => {
    const products = (
      JSON.parse(readFileSync(path.join(process.cwd(), 'config/products.json'), 'utf8')) as {
        products: {label: string; routeBasePath: string}[];
      }
    ).products;
    await open(page, '/search?q=grafana&ctx=workflow-composer');
    await expect(page.getByText('No documents were found')).toBeVisible({timeout: 20_000});
    await expect(page.locator('input[type="search"][name="q"]')).toHaveValue('grafana');
    const starts = page.locator('.main-wrapper').getByRole('listitem').getByRole('link');
    await expect(starts).toHaveCount(products.length);
    // In the navbar's order, each product's name and start page.
    const shown = await starts.evaluateAll((as) => as.map((a) => `${a.textContent} ${a.getAttribute('href')}`));
    expect(shown.sort()).toEqual(products.map((p) => `${p.label} /${p.routeBasePath}`).sort());
    const everywhere = page.getByRole('link', {name: 'Search for “grafana” in all products'});
    await expect(everywhere).toHaveAttribute('href', '/search?q=grafana');
    await everywhere.click();
    await expect(page.locator('#context-selector')).toHaveValue('');
    await expect(pageResults(page).first()).toHaveAttribute(
      'href',
      /^\/conductor\/how-to-guides\/use-grafana-dashboard/,
    );

    // Searched everywhere already: no link to the same search, still the start pages.
    await open(page, '/search?q=qwxzvbnm');
    await expect(page.getByText('No documents were found')).toBeVisible({timeout: 20_000});
    await expect(page.getByRole('link', {name: /in all products/})).toHaveCount(0);
    await expect(starts).toHaveCount(products.length);
  });

  test('outside every context the footer offers "See all results"; with no match there is only "No results"', async ({
    page,
  }) => {
    await open(page, '/');
    await searchResultTargets(page, 'helm', 1);
    await expect(footerLink(page)).toHaveText('See all results');
    await expect(footerLink(page)).toHaveAttribute('href', '/search/?q=helm');

    expect(await searchResultTargets(page, 'qwxzvbnm')).toEqual([]);
    await expect(dropdown(page)).toContainText('No results');
    await expect(footerLink(page)).toHaveCount(0);
  });

  test('queries are lowercased and split on hyphens and whitespace; a query with no words finds nothing', async ({
    page,
  }) => {
    await open(page, '/catalyst');
    const plain = await searchResultTargets(page, 'save state', 8);
    expect(plain[0]).toBe('/catalyst/api/save-state');
    expect(await searchResultTargets(page, 'SAVE-State', 8)).toEqual(plain);
    expect(await searchResultTargets(page, '  save \t state ', 8)).toEqual(plain);

    expect(await searchResultTargets(page, ' - -- ')).toEqual([]);
    await expect(dropdown(page)).toContainText('No results');
  });

  test('choosing a suggestion opens its page with the search terms highlighted', async ({page}) => {
    await open(page, '/conductor');
    const [target] = await searchResultTargets(page, 'arm nodes', 1);
    expect(target).toBe('/conductor/how-to-guides/install-agent-arm-nodes');
    await searchInput(page).press('Enter');
    await expect(page).toHaveURL(
      /\/conductor\/how-to-guides\/install-agent-arm-nodes\?_highlight=arm&_highlight=nodes$/,
    );
    const marks = page.locator('article mark');
    await expect(marks.first()).toBeVisible();
    const words = new Set((await marks.allInnerTexts()).map((t) => t.toLowerCase()));
    expect([...words].sort()).toEqual(['arm', 'nodes']);
  });
});

test.describe('search: the search page', () => {
  test('/search?q= can be linked to directly and lists every result of all areas', async ({page}) => {
    await open(page, '/search?q=sso');
    await expect(page.locator('h1')).toHaveText('Search results for "sso"');
    await expect(page.locator('input[type="search"][name="q"]')).toHaveValue('sso');
    await expect(page.locator('#context-selector')).toHaveValue('');
    const links = pageResults(page);
    await expect(links.first()).toHaveAttribute(
      'href',
      /^\/conductor\/organization\/sso-authentication\?_highlight=sso/,
    );
    await expect(page.locator('.main-wrapper')).toContainText(/\d+ documents? found/);
  });

  test('every result renders, in batches of a task each (patches/search-local/theme/SearchPage), under the full count', async ({
    page,
  }) => {
    // Count what each render adds to the list, from the first result on.
    await page.addInitScript(() => {
      const w = window as unknown as {__batches: number[]};
      w.__batches = [];
      new MutationObserver(() => {
        const n = document.querySelectorAll('.main-wrapper article').length;
        if (n > (w.__batches.at(-1) ?? 0)) w.__batches.push(n);
      }).observe(document, {childList: true, subtree: true});
    });
    await open(page, '/search?q=state');
    const found = page.locator('.main-wrapper p', {hasText: /\d+ documents? found/});
    await expect(found).toBeVisible();
    const total = Number((await found.innerText()).match(/(\d+) documents?/)![1]);
    expect(total, 'a query with many results').toBeGreaterThan(30);
    await expect(page.locator('.main-wrapper article')).toHaveCount(total);
    const batches = await page.evaluate(() => (window as unknown as {__batches: number[]}).__batches);
    expect(batches[0], 'the first render holds one batch').toBe(10);
    expect(batches.length, 'later results came in more renders').toBeGreaterThan(2);
    // The address is the one the page was opened at, and the page follows a new query.
    expect(new URL(page.url()).search).toBe('?q=state');
    await page.locator('input[type="search"][name="q"]').fill('redis');
    await expect(page.locator('h1')).toHaveText('Search results for "redis"');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('redis');
    await expect(pageResults(page).first()).toHaveAttribute('href', /redis/);
  });

  test('one page, one result: no two results lead to the same page, each led by its title', async ({page}) => {
    await open(page, '/search?q=kafak');
    await expect(pageResults(page).first()).toBeVisible({timeout: 20_000});
    const count = Number((await page.getByText(/^\d+ documents? found$/).innerText()).split(' ')[0]);
    await expect(pageResults(page)).toHaveCount(count);
    const shown = await pageResults(page).evaluateAll((links) =>
      links.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
    );
    // More queries, computed from the build's index as the page computes them (the page lists at
    // most SEARCH_PAGE_RESULTS; search-quality.spec.ts checks that it shows these).
    const computed = ['redis', 'redisHost', 'state', 'cluster'].map(
      (query) => [query, searchPageTargets(query).map((t) => t.replace(/#.*$/, ''))] as const,
    );
    for (const [query, paths] of [['kafak', shown] as const, ...computed]) {
      expect(paths.length, query).toBeGreaterThan(1);
      expect(
        paths.filter((p, i) => paths.indexOf(p) !== i),
        `${query}: pages listed twice`,
      ).toEqual([]);
    }
  });

  test('on a phone, nothing in view moves when the results render (no layout shift)', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await recordLayoutShift(page);
    await open(page, '/search?q=state');
    await expect(pageResults(page).first()).toBeVisible();
    await expect(page.locator('.main-wrapper')).toContainText(/\d+ documents? found/);
    // The footer was in view before the results came and was pushed down (0.5).
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });

  test('kind narrows the results to guides, API, CLI or component reference pages, and stays in the address', async ({
    page,
  }) => {
    const hrefs = async () => {
      await expect(pageResults(page).first()).toBeVisible({timeout: 20_000});
      // Every result renders (in batches) under the count, once the answer to the latest query is in.
      const count = page.getByText(/^\d+ documents? found$/);
      await expect
        .poll(async () => Number((await count.innerText()).split(' ')[0]) - (await pageResults(page).count()))
        .toBe(0);
      return await pageResults(page).evaluateAll((links) =>
        links.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
      );
    };
    const kindSelect = page.getByRole('combobox', {name: 'Kind of page'});

    // Every address the page writes (history.replaceState), to check that none loses the query.
    await page.addInitScript(() => {
      const w = window as unknown as {__replaced: string[]};
      w.__replaced = [];
      const replace = history.replaceState.bind(history);
      history.replaceState = (data, unused, url) => {
        w.__replaced.push(String(url ?? ''));
        replace(data, unused, url);
      };
    });
    // Linked directly: the address holds the filter.
    await open(page, '/search?q=create&ctx=catalyst&kind=cli');
    await expect(kindSelect).toHaveValue('cli');
    const cli = await hrefs();
    expect(page.url()).toContain('q=create');
    expect(cli.length).toBeGreaterThan(5);
    expect(cli.filter((p) => !/^\/catalyst\/references\/cli-reference(\/|$)/.test(p))).toEqual([]);

    // Chosen on the page: the address follows, so the filtered search can be shared.
    await kindSelect.selectOption('api');
    await expect(page).toHaveURL(/[?&]kind=api(&|$)/);
    await expect(page).toHaveURL(/[?&]q=create(&|$)/);
    const api = await hrefs();
    expect(api.length).toBeGreaterThan(0);
    // The error codes reference belongs with the API reference.
    expect(api.filter((p) => !p.startsWith('/catalyst/api/') && p !== '/catalyst/references/error-codes')).toEqual([]);

    await kindSelect.selectOption('guide');
    const guides = await hrefs();
    expect(guides.length).toBeGreaterThan(0);
    expect(
      guides.filter((p) => /^\/catalyst\/(api|references\/((cli|components)-reference|error-codes))(\/|$)/.test(p)),
    ).toEqual([]);

    // All kinds again: the parameter goes and every kind is back.
    await kindSelect.selectOption('');
    await expect(page).not.toHaveURL(/[?&]kind=/);
    const all = await hrefs();
    expect(all.some((p) => /^\/catalyst\/references\/cli-reference(\/|$)/.test(p))).toBe(true);
    expect(all.some((p) => !/^\/catalyst\/(api|references)\//.test(p))).toBe(true);

    expect(
      await page.evaluate(() =>
        (window as unknown as {__replaced: string[]}).__replaced.filter((u) => !u.includes('q=create')),
      ),
      'addresses written without the query',
    ).toEqual([]);

    // An unknown kind filters nothing.
    await open(page, '/search?q=create&ctx=catalyst&kind=recipes');
    await expect(kindSelect).toHaveValue('');
    expect((await hrefs()).length).toBe(all.length);
  });

  test('ctx limits the results to one context', async ({page}) => {
    await open(page, '/search?q=redis');
    await expect(pageResults(page).first()).toBeVisible();
    const everywhere = await pageResults(page).evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(everywhere.some((href) => href.includes('/bindings/redis'))).toBe(true);

    await open(page, '/search?q=redis&ctx=catalyst/references/components-reference/state');
    await expect(page.locator('#context-selector')).toHaveValue('catalyst/references/components-reference/state');
    const links = pageResults(page);
    await expect(links.first()).toHaveAttribute('href', /^\/catalyst\/references\/components-reference\/state\/redis/);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(hrefs.every((href) => href.startsWith('/catalyst/references/components-reference/state'))).toBe(true);
  });

  test('version picks the folder the index is read from; an index on another origin is refused with "Unexpected version url"', async ({
    page,
    baseURL,
  }) => {
    // The docs have one version each, so the index sits at the root and the
    // footer links never add `version`. A version path is read from below it.
    const requests = recordIndexRequests(page);
    await page.goto('/search?q=sso&version=conductor/');
    await waitForHydration(page);
    await expect.poll(() => requests.map((r) => new URL(r.url()).pathname)).toContain('/conductor/search-index.json');

    // A version that leads off the site: the plugin's worker refuses to fetch it.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const foreign: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).origin !== new URL(baseURL!).origin) foreign.push(req.url());
    });
    await page.goto('/search?q=sso&version=/evil.example/');
    await waitForHydration(page);
    await expect.poll(() => errors).toContain('Unexpected version url');
    expect(foreign).toEqual([]);
    await expect(pageResults(page)).toHaveCount(0);
  });

  test('query text is never interpreted as HTML, on the search page or in the search box', async ({page}) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const attacks = [
      '<img src=x onerror=window.__pwned=1>',
      '<script>window.__pwned=2</script>',
      '"><svg onload=alert(3)>',
    ];
    for (const attack of attacks) {
      await open(page, `/search?q=${encodeURIComponent(attack)}`);
      await expect(page.locator('h1')).toHaveText(`Search results for "${attack}"`);
      await expect(page.locator('input[type="search"][name="q"]')).toHaveValue(attack);
      // The page has run the search and rendered its answer.
      await expect(page.getByText(/^(\d+ documents? found|No documents were found)$/)).toBeVisible({timeout: 20_000});

      await open(page, `/catalyst?_highlight=${encodeURIComponent(attack)}`);
      await expect(searchInput(page)).toHaveValue(attack);
      await searchResultTargets(page, attack);
      await expect(dropdown(page)).toBeVisible();
    }
    // Matching text in a suggestion is escaped too: "<project-name>" is a placeholder in many pages.
    await searchResultTargets(page, '<project-name>', 1);
    await expect(searchSuggestions(page).first()).toContainText(/project/i);

    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as {__pwned?: unknown}).__pwned)).toBeUndefined();
    expect(await page.locator('img[src="x"], svg[onload]').count()).toBe(0);
  });
});

test.describe('search: what is indexed', () => {
  test('release notes are in no index, as the specification says: a topic word never brings up a release', async ({
    page,
  }) => {
    // config/search.ts (ignoreFiles); readers reach them from each product's sidebar and their feeds.
    const indexes = await allIndexes(page);
    for (const [name, entries] of Object.entries(indexes)) {
      const routes = entries.flatMap((list) => list.documents.map((d) => d.u));
      expect(routes.length, name).toBeGreaterThan(0);
      expect(
        routes.filter((u) => u.includes('/release-notes')),
        name,
      ).toEqual([]);
    }
    for (const [from, query] of [
      ['/catalyst', 'release notes'],
      ['/catalyst', 'scheduler'],
      ['/conductor', 'release notes'],
    ]) {
      const targets = dropdownTargets(from, query, 8);
      expect(
        targets.filter((t) => t.includes('/release-notes')),
        `${query} from ${from}`,
      ).toEqual([]);
    }
  });

  test('a generated API or CLI page is indexed once by its description: as the start of its text', async ({page}) => {
    // config/search.ts leaves out the description entries of API and CLI pages,
    // because their text starts with the same sentence. If a generator ever writes a description
    // that the text does not carry, this names the page.
    const indexes = await allIndexes(page);
    const under = /^\/(catalyst\/(api|references\/cli-reference)|conductor\/cli-reference)\//;
    const htmlOf = (u: string) => readFileSync(path.join(process.cwd(), 'build', `${u}.html`), 'utf8');
    // A generated page, as config/search.ts tells it: by the doc id in its <html> class.
    const isGenerated = (html: string) =>
      / docs-doc-id-(api|references\/cli-reference|cli-reference)\//.test(/<html[^>]*>/.exec(html)![0]);
    const missing: string[] = [];
    let checked = 0;
    for (const file of ['search-index-catalyst.json', 'search-index-conductor.json']) {
      const entries = indexes[file];
      const withDescription = new Set(entries[2].documents.map((d) => d.u));
      for (const section of entries.at(-1)!.documents.filter((d) => under.test(d.u) && !d.h)) {
        const html = htmlOf(section.u);
        if (!isGenerated(html)) continue;
        checked += 1;
        if (withDescription.has(section.u)) missing.push(`${section.u}: has a description entry`);
        const description = /<meta[^>]*name=description content="([^"]*)"/
          .exec(html)?.[1]
          ?.replace(/&#x27;|&#39;/g, "'")
          .replace(/&quot;/g, '"')
          .replace(/&amp;/g, '&')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>');
        const title = /<h1[^>]*>([^<]*)/.exec(html)?.[1];
        if (description && description !== title && !section.t.includes(description.replace(/\.$/, '')))
          missing.push(`${section.u}: "${description}"`);
      }
    }
    expect(checked).toBeGreaterThan(300);
    expect(missing).toEqual([]);
  });

  test('only docs are indexed, in English, each docs set in its own context index', async ({page}) => {
    const indexes = await allIndexes(page);
    // lunr's English stemmer is the only step of every index pipeline (another language adds its own).
    for (const [file, entries] of Object.entries(indexes)) {
      expect(
        entries.map((e) => e.index.pipeline),
        file,
      ).toEqual(entries.map(() => ['stemmer']));
    }
    const titles = (file: string) => indexes[file][0].documents.map((d) => d.u);
    const all = titles('search-index.json');
    expect(all.every((u) => /^\/(catalyst|conductor|enterprise-dapr|workflow-composer)(\/|$)/.test(u))).toBe(true);
    for (const area of ['catalyst', 'conductor', 'enterprise-dapr', 'workflow-composer']) {
      const own = titles(`search-index-${area}.json`);
      expect(own.length, area).toBeGreaterThan(0);
      expect(
        own.every((u) => u === `/${area}` || u.startsWith(`/${area}/`)),
        area,
      ).toBe(true);
      expect(
        own.every((u) => all.includes(u)),
        area,
      ).toBe(true);
    }
  });

  test('navigation text stays out of the index: breadcrumbs, previous/next, table of contents, cards, cross-link lists', async ({
    page,
  }) => {
    // Read the navigation of a real page first, so the check below has something to miss.
    await open(page, '/catalyst/concepts/appids');
    const previous = (await page.locator('.pagination-nav__link--prev .pagination-nav__label').innerText()).trim();
    const next = (await page.locator('.pagination-nav__link--next .pagination-nav__label').innerText()).trim();
    expect(previous.length).toBeGreaterThan(0);
    expect(next.length).toBeGreaterThan(0);
    await expect(page.locator('.theme-doc-breadcrumbs')).toBeAttached();

    const indexes = await allIndexes(page);
    // The product's index, which has the page's text whole.
    const entries = indexes['search-index-catalyst.json'];
    const texts = entries.slice(1).flatMap((e) => e.documents.map((d) => d.t));
    const ofPage = entries[4].documents
      .filter((d) => d.u === '/catalyst/concepts/appids')
      .map((d) => d.t)
      .join(' ');
    expect(ofPage.length).toBeGreaterThan(0);
    expect(ofPage).not.toContain(`Previous ${previous}`);
    expect(ofPage).not.toContain(`Next ${next}`);
    for (const chrome of ['Edit this page', 'On this page', 'Skip to main content']) {
      expect(
        texts.filter((t) => t.includes(chrome)),
        chrome,
      ).toEqual([]);
    }
    // Headings of the generated reference pages, in their own contexts'
    // indexes (the all-areas index has none of them, scripts/postbuild/search-indexes.mjs):
    // their link lists and the global flags shared by every command are not indexed.
    const headings = [
      ...indexes['search-index-catalyst-references-cli-reference.json'][1].documents,
      ...indexes['search-index-catalyst-references-components-reference-state.json'][1].documents,
    ];
    const headingsUnder = (re: RegExp) => headings.filter((d) => re.test(d.u)).map((d) => d.t);
    // Generated command pages are the ones with a "Usage" section.
    const commandPages = new Set(headings.filter((d) => d.t === 'Usage').map((d) => d.u));
    const commandHeadings = headings.filter((d) => commandPages.has(d.u)).map((d) => d.t);
    const componentHeadings = headingsUnder(/\/components-reference\/\w+\/.+/);
    expect(commandHeadings).toContain('Flags');
    expect(componentHeadings).toContain('Metadata fields');
    for (const heading of ['See also', 'Global flags']) expect(commandHeadings, heading).not.toContain(heading);
    expect(componentHeadings).not.toContain('Related links');
    // Cards of category pages ("📄️ Save state") are links, not headings of the page.
    expect(headings.filter((d) => /^[📄🗃]/u.test(d.t)).map((d) => d.t)).toEqual([]);
  });
});
