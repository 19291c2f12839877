import {expect, open, test} from './fixtures';

// Docusaurus prefetches the code of the internal links on screen; the site
// runs those prefetches in idle time, one path per task, from an index of the
// route table (patches/docusaurus/idlePrefetch.ts).

const prefetchLinks = () => document.querySelectorAll('link[rel="prefetch"]').length;

test.describe('link prefetching', () => {
  test("the links on screen still get their pages' code prefetched after load", async ({page}) => {
    await open(page, '/catalyst/concepts/appids');
    await expect.poll(() => page.evaluate(prefetchLinks), {timeout: 10_000}).toBeGreaterThan(0);
  });
});

/**
 * Before the site's scripts run: keeps Docusaurus's own object (the first one put on
 * `window.docusaurus`, which the site's queue then replaces) as `__docusaurusOwn`, and holds
 * idle callbacks in `__idle` for the test to run one at a time.
 */
function holdIdleTasks() {
  const scope = window as unknown as {__docusaurusOwn?: unknown; __idle: IdleRequestCallback[]};
  scope.__idle = [];
  let current: unknown;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    get: () => current,
    set(value: unknown) {
      scope.__docusaurusOwn ??= value;
      current = value;
    },
  });
  window.requestIdleCallback = (callback) => scope.__idle.push(callback);
}

type Scope = {
  __docusaurusOwn: {prefetch: (path: string) => unknown};
  docusaurus: {prefetch: (path: string) => unknown; preload: (path: string) => unknown};
  __idle: IdleRequestCallback[];
};

/** Runs the next idle callback held; returns the files it linked for prefetching, or null if none was held. */
const runIdleTask = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const scope = window as unknown as Scope;
    const task = scope.__idle.shift();
    if (!task) return null;
    const before = new Set(
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (l) => l.href),
    );
    task({didTimeout: false, timeRemaining: () => 50});
    return Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (l) => l.href).filter(
      (href) => !before.has(href),
    );
  });

/** The files Docusaurus's own prefetch links for `path`: the links it adds in the same task. */
const ownPrefetch = (page: import('@playwright/test').Page, path: string) =>
  page.evaluate((target) => {
    const links = () => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'));
    const before = new Set(links());
    (window as unknown as Scope).__docusaurusOwn.prefetch(target);
    return links()
      .filter((l) => !before.has(l))
      .map((l) => l.href);
  }, path);

test.describe('the idle queue', () => {
  // Pages the guide does not link to: a component page, an API page, a CLI page and a
  // page of another product, each with code of its own.
  const TARGETS = [
    '/catalyst/references/components-reference/state/redis',
    '/catalyst/api/save-state',
    '/catalyst/references/cli-reference/call',
    '/conductor/overview/architecture',
  ];

  test("each idle task prefetches one path, after the task that asked, with the files Docusaurus's own prefetch links", async ({
    page,
  }) => {
    await page.addInitScript(holdIdleTasks);
    await open(page, '/catalyst/concepts/appids');
    // The links on screen: one path per idle task, until the queue is empty.
    const linked = new Set<string>();
    let tasks = 0;
    for (let files = await runIdleTask(page); files !== null; files = await runIdleTask(page)) {
      files.forEach((f) => linked.add(f));
      tasks += 1;
    }
    // The sidebar, breadcrumbs and pagination link several pages.
    expect(tasks, 'idle tasks for the links on screen').toBeGreaterThan(5);
    expect(linked.size, 'files prefetched for the links on screen').toBeGreaterThan(0);

    const asked = await page.evaluate((paths) => {
      const scope = window as unknown as Scope;
      const links = () => document.querySelectorAll('link[rel="prefetch"]').length;
      const before = links();
      const accepted = paths.map((p) => scope.docusaurus.prefetch(p));
      return {accepted, added: links() - before, held: scope.__idle.length};
    }, TARGETS);
    // Nothing in the task that asked; one idle task waits for the queue.
    expect(asked).toEqual({accepted: TARGETS.map(() => true), added: 0, held: 1});

    for (const target of TARGETS) {
      const files = (await runIdleTask(page)) ?? [];
      expect(files.length, `${target}: files linked`).toBeGreaterThan(0);
      expect(
        files.filter((url) => !/\/assets\/js\/\d+\.[0-9a-f]{8}\.js$/.test(url)),
        `${target}: each link is a script chunk of the build`,
      ).toEqual([]);
      // Docusaurus's own prefetch of the same path: the same files, less those already prefetched.
      const own = [...new Set(await ownPrefetch(page, target))];
      expect(new Set(files), `${target}: as Docusaurus links it`).toEqual(new Set(own.filter((f) => !linked.has(f))));
      files.forEach((f) => linked.add(f));
    }
    expect(await runIdleTask(page), 'idle tasks left').toBeNull();

    // A path asked again, or a page whose code is loading, is not prefetched.
    const again = await page.evaluate((paths) => {
      const scope = window as unknown as Scope;
      const loading = '/enterprise-dapr/d3e/installation-guide';
      void scope.docusaurus.preload(loading);
      return [scope.docusaurus.prefetch(paths[0]), scope.docusaurus.prefetch(loading), scope.__idle.length];
    }, TARGETS);
    expect(again).toEqual([false, false, 0]);
  });
});

test.describe('the route index', () => {
  test("every page of the sitemap, and its address with a trailing slash, in other case or with a fragment, gets the files Docusaurus's own prefetch links", async ({
    page,
    request,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const pages = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(pages.length).toBeGreaterThan(150);
    // First, addresses that match no static route, or one another way (before their pages' files are
    // prefetched): the index must find what trying each route finds.
    const variants = [
      '/conductor/overview/architecture/',
      '/CATALYST/concepts/appids',
      '/enterprise-dapr/d3e/installation-guide#x',
      '/nowhere',
      '/',
    ];
    await page.addInitScript(holdIdleTasks);
    await open(page, '/markdown-page');
    const differences = await page.evaluate(
      (paths) => {
        const scope = window as unknown as Scope;
        const links = () => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'));
        const ours = new Set<string>();
        const run = () => {
          for (let task = scope.__idle.shift(); task; task = scope.__idle.shift())
            task({didTimeout: false, timeRemaining: () => 50});
        };
        run();
        links().forEach((l) => ours.add(l.href));
        const found: string[] = [];
        for (const path of paths) {
          let before = new Set(links());
          scope.docusaurus.prefetch(path);
          run();
          const mine = links()
            .filter((l) => !before.has(l))
            .map((l) => l.href);
          before = new Set(links());
          scope.__docusaurusOwn.prefetch(path);
          const own = new Set(
            links()
              .filter((l) => !before.has(l))
              .map((l) => l.href),
          );
          const expected = [...own].filter((f) => !ours.has(f)).sort();
          if (mine.sort().join() !== expected.join())
            found.push(
              `${path}: linked ${mine.join(' ') || 'nothing'}; Docusaurus links ${expected.join(' ') || 'nothing'}`,
            );
          mine.forEach((f) => ours.add(f));
        }
        return found;
      },
      [...variants, ...pages],
    );
    expect(differences).toEqual([]);
  });
});

test.describe('what a prefetch links', () => {
  const prefetched = () =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (l) => l.href);

  test("files of the page's code, which opening the page then loads", async ({page}) => {
    await page.addInitScript(holdIdleTasks);
    await open(page, '/catalyst/concepts/appids');
    while ((await runIdleTask(page)) !== null);
    const before = new Set(await page.evaluate(prefetched));

    // A page the guide does not link to, with code of its own (a component page).
    const target = '/catalyst/references/components-reference/state/redis';
    await page.evaluate(
      (path) => (window as unknown as {docusaurus: {prefetch: (p: string) => unknown}}).docusaurus.prefetch(path),
      target,
    );
    await runIdleTask(page);
    const added = [...new Set(await page.evaluate(prefetched))].filter((href) => !before.has(href));
    expect(added.length, 'files linked for the page').toBeGreaterThan(0);

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
