/**
 * Prefetching of linked pages in idle time.
 *
 * Docusaurus prefetches the code of each internal link once it scrolls into
 * view: every `<Link>` has an IntersectionObserver that calls
 * `window.docusaurus.prefetch(path)`. Each call matches the path against the
 * route table and then scans the chunk names of every route (over 300 pages
 * here) for each matched level, a few milliseconds on a phone; and the
 * observers of all the links on screen report in the same task. Right after
 * load, on a docs page with its sidebar, table of contents and pagination,
 * that task ran 70 to 120 ms (4x CPU slowdown) while the reader may already
 * be scrolling.
 *
 * This module keeps Docusaurus's prefetch as it is and only changes when it
 * runs: the links' calls go into a queue, which runs Docusaurus's own
 * `prefetch` in idle time, one path per task. Which files are prefetched, and
 * loading a page's code on hover, touch or click (`window.docusaurus.preload`),
 * are Docusaurus's.
 *
 * What it relies on: the theme's `Link` reads `window.docusaurus.prefetch` at
 * each call, and Docusaurus sets `window.docusaurus` before the first route
 * update. `tests/unit/upstream-copies.test.mjs` checks the first in the
 * installed `Link`; `tests/e2e/prefetch.spec.ts` checks that prefetches still
 * happen, after the task that asked for them, one path per idle task.
 */

type Docusaurus = {prefetch: (routePath: string) => unknown};

let installed = false;

/**
 * Runs a task in idle time (`requestIdleCallback`, or a timer where the
 * browser has none).
 *
 * Each idle task runs one path. One prefetch matches the route table, scans
 * every route's chunk names and adds a `<link rel="prefetch">` per file: 6 to
 * 11 ms in a trace on this machine, 24 to 44 ms on a phone four times slower,
 * where a task of 50 ms counts as long. Slices of 10 ms that ran paths until their
 * time was up took 14 to 24 ms here with the last path's overrun and the
 * garbage it left, 56 to 96 ms on that phone, and Lighthouse counted each as
 * blocking time (contributing/benchmarks.md).
 */
function idle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task);
  else setTimeout(task, 0);
}

/** Docusaurus's object is frozen; the links read `window.docusaurus` at each call, so a copy takes its place. */
function install(docusaurus: Docusaurus): Docusaurus {
  const queue: string[] = [];
  const next = () => {
    void docusaurus.prefetch(queue.shift()!);
    if (queue.length > 0) idle(next);
  };
  const prefetch = (routePath: string) => {
    if (queue.push(routePath) === 1) idle(next);
    return true;
  };
  return {...docusaurus, prefetch};
}

/**
 * Client modules load before Docusaurus sets `window.docusaurus`; the first
 * route update (which also comes for the first page, before any link
 * observer has reported) is the first moment it is there.
 */
export function onRouteDidUpdate(): void {
  if (installed) return;
  const scope = window as unknown as {docusaurus?: Docusaurus};
  if (!scope.docusaurus) return;
  installed = true;
  scope.docusaurus = install(scope.docusaurus);
}
