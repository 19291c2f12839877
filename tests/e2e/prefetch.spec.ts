import {expect, open, test} from './fixtures';

// Docusaurus prefetches the code of the internal links on screen; the site
// runs those prefetches in idle time instead of in the link observers' task
// (patches/docusaurus/idlePrefetch.ts).

const prefetchLinks = () => document.querySelectorAll('link[rel="prefetch"]').length;

test.describe('link prefetching', () => {
  test("the links on screen still get their pages' code prefetched after load", async ({page}) => {
    await open(page, '/catalyst/concepts/appids');
    await expect.poll(() => page.evaluate(prefetchLinks), {timeout: 10_000}).toBeGreaterThan(0);
  });

  test("a prefetch runs after the task that asked for it, and then adds the page's code", async ({page}) => {
    await open(page, '/catalyst/concepts/appids');
    // Let the prefetches of the links on screen finish first.
    await expect.poll(() => page.evaluate(prefetchLinks), {timeout: 10_000}).toBeGreaterThan(0);
    let settled = -1;
    await expect
      .poll(
        async () => {
          const count = await page.evaluate(prefetchLinks);
          const same = count === settled;
          settled = count;
          return same;
        },
        {intervals: [500]},
      )
      .toBe(true);
    const [before, atOnce] = await page.evaluate(() => {
      const count = () => document.querySelectorAll('link[rel="prefetch"]').length;
      const w = window as unknown as {docusaurus: {prefetch: (path: string) => unknown}};
      const first = count();
      // A page the guide does not link to, so nothing has prefetched it yet.
      w.docusaurus.prefetch('/catalyst/references/components-reference/state/redis');
      return [first, count()];
    });
    expect(atOnce).toBe(before);
    await expect.poll(() => page.evaluate(prefetchLinks)).toBeGreaterThan(before);
  });
});

test.describe('how the queue spends idle time', () => {
  /** Prefetch calls made by each idle callback that made any (recorded by the init script below). */
  const pathsPerIdleTask = () =>
    (window as unknown as {__prefetchSeen: {perIdleTask: number[]}}).__prefetchSeen.perIdleTask;

  test("each idle task runs Docusaurus's prefetch for one path", async ({page}) => {
    // Before the site's scripts run: count the calls of Docusaurus's own prefetch (the object it
    // puts on window, replaced by a counting copy the first time it is set) and, for each idle
    // callback, how many of them it made.
    await page.addInitScript(() => {
      const seen = {calls: 0, perIdleTask: [] as number[]};
      (window as unknown as {__prefetchSeen: typeof seen}).__prefetchSeen = seen;
      let current: unknown;
      Object.defineProperty(window, 'docusaurus', {
        configurable: true,
        get: () => current,
        set(value: {prefetch: (path: string) => unknown}) {
          current =
            current === undefined
              ? {
                  ...value,
                  prefetch: (path: string) => {
                    seen.calls += 1;
                    return value.prefetch(path);
                  },
                }
              : value;
        },
      });
      const requestIdle = window.requestIdleCallback.bind(window);
      window.requestIdleCallback = (callback, options) =>
        requestIdle((deadline) => {
          const before = seen.calls;
          callback(deadline);
          if (seen.calls > before) seen.perIdleTask.push(seen.calls - before);
        }, options);
    });
    await open(page, '/catalyst/concepts/appids');
    await expect.poll(() => page.evaluate(prefetchLinks), {timeout: 10_000}).toBeGreaterThan(0);
    // The sidebar, breadcrumbs and pagination link more pages than one task would take.
    await expect.poll(async () => (await page.evaluate(pathsPerIdleTask)).length).toBeGreaterThan(5);
    const perIdleTask = await page.evaluate(pathsPerIdleTask);
    expect(Math.max(...perIdleTask), `paths per idle task: ${perIdleTask.join(', ')}`).toBe(1);
  });
});

test.describe('what a prefetch links', () => {
  const prefetched = () =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (l) => l.href);

  /**
   * Waits until the page links more distinct files than it did in `before` and adds none between
   * two looks; returns the files added. Counting distinct addresses matters: a file two pages share
   * can be linked twice, so the number of links alone can grow without the new page's prefetch.
   */
  const prefetchesSettled = async (page: import('@playwright/test').Page, before: Set<string>) => {
    let last = -1;
    let added: string[] = [];
    await expect
      .poll(
        async () => {
          added = [...new Set(await page.evaluate(prefetched))].filter((href) => !before.has(href));
          const same = added.length === last && added.length > 0;
          last = added.length;
          return same;
        },
        // Long enough for the idle queue, which runs one path per idle task, under load.
        {intervals: [500]},
      )
      .toBe(true);
    return added;
  };

  test("Docusaurus's own prefetch: files of the page's code, which opening the page then loads", async ({page}) => {
    await open(page, '/catalyst/concepts/appids');
    // Let the prefetches of the links on screen finish first.
    const before = new Set(await prefetchesSettled(page, new Set()));

    // A page the guide does not link to, with code of its own (a component page).
    const target = '/catalyst/references/components-reference/state/redis';
    await page.evaluate(
      (path) => (window as unknown as {docusaurus: {prefetch: (p: string) => unknown}}).docusaurus.prefetch(path),
      target,
    );
    const added = await prefetchesSettled(page, before);
    expect(added.length, 'files linked for the page').toBeGreaterThan(0);
    expect(
      added.filter((url) => !/\/assets\/js\/\d+\.[0-9a-f]{8}\.js$/.test(url)),
      'each link is a script chunk of the build',
    ).toEqual([]);

    // Docusaurus's preload (what a hover or click runs) loads the page's files: each file the
    // prefetch linked is one of them.
    const requested: string[] = [];
    page.on('request', (r) => {
      if (['script', 'stylesheet'].includes(r.resourceType())) requested.push(r.url());
    });
    await page.evaluate(
      (path) =>
        (window as unknown as {docusaurus: {preload: (p: string) => Promise<unknown>}}).docusaurus.preload(path),
      target,
    );
    expect(
      added.filter((url) => !requested.includes(url)),
      'linked but not loaded by the page',
    ).toEqual([]);
  });
});
