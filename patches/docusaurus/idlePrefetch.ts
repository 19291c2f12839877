/**
 * Prefetching of linked pages in idle time.
 *
 * Docusaurus prefetches the code of each internal link once it scrolls into
 * view: every `<Link>` has an IntersectionObserver that calls
 * `window.docusaurus.prefetch(path)`. Each call matches the path against the
 * route table and then scans the chunk names of every route (313 pages here)
 * for each matched level, a few milliseconds on a phone; and the observers of
 * all the links on screen report in the same task. Right after load, on a
 * docs page with its sidebar, table of contents and pagination, that task ran
 * 70 to 120 ms (4x CPU slowdown) while the reader may already be scrolling.
 *
 * This runs the prefetches from a queue, a path at a time, in idle time
 * (`requestIdleCallback`, or short timer slices where the browser has none).
 *
 * Each prefetch is also cheaper than Docusaurus's own, for the same files.
 * Docusaurus walks every route's chunk names for each level of the matched
 * route, and several levels share a path (a docs set's plugin, version and
 * sidebar routes are all `/catalyst`), so it adds the same files again and
 * again: 268 `<link rel="prefetch">` for 27 files on the API page, 191 for 16
 * on a guide, each append costing the browser a resource lookup. Here the
 * chunk names are indexed by route path once, each file is linked once per
 * page load, and files the page has already fetched are skipped.
 * The routes are picked by the same rule (the route levels `matchRoutes`
 * finds, as in Docusaurus). Loading a page's code on hover, touch or click
 * (`window.docusaurus.preload`) is not changed.
 *
 * The files come from the route registry, not from Docusaurus's table of
 * chunk names to files (`__webpack_require__.gca`): that table, about 330
 * entries in runtime~main.js, cost 3.1 KiB gzip on every page for this use
 * alone, so the build leaves it out (patches/docusaurus/chunkFiles.ts). A registry
 * entry's loader is the bundler's `() => Promise.all([e(id), …]).then(…)`,
 * which asks for each chunk the page's code needs while it is called; run
 * with `e` noting the ids and answering with a promise that never settles, it
 * fetches and runs nothing, and the runtime's `u` names each chunk's file.
 * That is every file the page loads when opened, the chunks its code shares
 * with other pages included, which Docusaurus's table did not give.
 */
import {matchRoutes} from 'react-router-config';
import registry from '@generated/registry';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';

/**
 * The bundler's runtime: `e` loads a chunk, `u` gives a chunk's script file, `p` the public path.
 * `gca` is the lookup Docusaurus's own prefetch calls; see below.
 */
declare const __webpack_require__: {
  e: (chunkId: string | number) => Promise<unknown>;
  u: (chunkId: string | number) => string;
  p: string;
  gca?: (chunkName: string) => string | undefined;
};

// Docusaurus's own prefetch, which this module replaces on the first route
// update (before any link observer reports), calls `gca` and skips chunks it
// gets no file for. Without the table, any earlier call gets none.
if (typeof __webpack_require__.gca !== 'function') __webpack_require__.gca = () => undefined;

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

/** Every chunk name in a route's (nested) chunk-name object. */
function chunkNames(value: unknown, into: string[]): string[] {
  if (typeof value === 'string') into.push(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) chunkNames(v, into);
  return into;
}

let byPath: Map<string, string[]> | undefined;

/**
 * The chunk names of the routes at `path`. The keys of routesChunkNames are
 * route paths with "-<hash>" added (Docusaurus strips it the same way).
 */
function chunkNamesAt(path: string): string[] {
  if (!byPath) {
    byPath = new Map();
    for (const [key, chunks] of Object.entries(routesChunkNames)) {
      const routePath = key.replace(/-[^-]+$/, '');
      byPath.set(routePath, chunkNames(chunks, byPath.get(routePath) ?? []));
    }
  }
  return byPath.get(path) ?? [];
}

/**
 * The URLs of the script files the registry entry `chunkName` loads: each
 * chunk id its loader asks `e` for (see above), as a file.
 */
function chunkFiles(chunkName: string): string[] {
  const entry = registry[chunkName];
  if (!entry) return [];
  const ids: (string | number)[] = [];
  const load = __webpack_require__.e;
  __webpack_require__.e = (id) => {
    ids.push(id);
    // Never settles, so the rest of the loader's chain never runs; a new one
    // each time, so nothing keeps the chains alive.
    return new Promise<never>(() => {});
  };
  try {
    void entry[0]();
  } finally {
    __webpack_require__.e = load;
  }
  // A chunk without a script of its own (styles only) has no file name.
  return ids
    .map((id) => __webpack_require__.p + __webpack_require__.u(id))
    .filter((file) => !file.includes('undefined'));
}

/** As Docusaurus decides: no prefetching on a 2G connection or with data saving on. */
function slowConnection(): boolean {
  const connection = (navigator as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

const requested = new Set<string>();
const linked = new Set<string>();

/** Links each file of the page at `routePath` for prefetching, once per file. */
function prefetchRoute(routePath: string): void {
  if (requested.has(routePath) || slowConnection()) return;
  requested.add(routePath);
  // Files the page has already fetched (its own chunks: the bundler removes their script tags).
  for (const entry of performance.getEntriesByType('resource')) linked.add(entry.name);
  const paths = new Set(matchRoutes(routes, routePath).map((match) => match.route.path));
  for (const path of paths) {
    if (path === undefined) continue;
    for (const name of chunkNamesAt(path)) {
      for (const asset of chunkFiles(name)) {
        const url = new URL(asset, document.baseURI).href;
        if (linked.has(url)) continue;
        linked.add(url);
        const link = document.createElement('link');
        link.rel = 'prefetch';
        link.href = url;
        document.head.appendChild(link);
      }
    }
  }
}

/** Docusaurus's object is read-only; the links read `window.docusaurus` at each call, so a copy takes its place. */
function install(docusaurus: Docusaurus): Docusaurus {
  const schedule = scheduler();
  const queue: string[] = [];
  const drain = (hasTime: () => boolean) => {
    // At least one path per slice, so the queue always moves.
    do {
      prefetchRoute(queue.shift()!);
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
