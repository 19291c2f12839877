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
 * `prefetch`, a path at a time, in idle time (`requestIdleCallback`, or short
 * timer slices where the browser has none). Which files are prefetched, and
 * loading a page's code on hover, touch or click (`window.docusaurus.preload`),
 * are Docusaurus's.
 *
 * What it relies on: the theme's `Link` reads `window.docusaurus.prefetch` at
 * each call, and Docusaurus sets `window.docusaurus` before the first route
 * update. `tests/unit/upstream-copies.test.mjs` checks the first in the
 * installed `Link`; `tests/e2e/prefetch.spec.ts` checks that prefetches still
 * happen, after the task that asked for them.
 */

type Docusaurus = {prefetch: (routePath: string) => unknown};

/**
 * Time one slice of the queue may take, in ms: well under the 50 ms that make
 * a long task, even when one prefetch overruns it.
 */
const SLICE_MS = 10;

let installed = false;

function scheduler(): (work: (hasTime: () => boolean) => void) => void {
  const slice = (work: (hasTime: () => boolean) => void, idle?: IdleDeadline) => {
    const end = performance.now() + SLICE_MS;
    work(() => performance.now() < end && (!idle || idle.timeRemaining() > 0));
  };
  if (typeof window.requestIdleCallback === 'function') {
    return (work) => window.requestIdleCallback((deadline) => slice(work, deadline));
  }
  return (work) => setTimeout(() => slice(work), 0);
}

/** Docusaurus's object is frozen; the links read `window.docusaurus` at each call, so a copy takes its place. */
function install(docusaurus: Docusaurus): Docusaurus {
  const schedule = scheduler();
  const queue: string[] = [];
  const drain = (hasTime: () => boolean) => {
    // At least one path per slice, so the queue always moves.
    do {
      void docusaurus.prefetch(queue.shift()!);
    } while (queue.length > 0 && hasTime());
    if (queue.length > 0) schedule(drain);
  };
  const prefetch = (routePath: string) => {
    if (queue.push(routePath) === 1) schedule(drain);
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
