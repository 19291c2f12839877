/**
 * Prefetching of linked pages in idle time, from an index of the route table.
 *
 * Docusaurus prefetches the code of each internal link once it scrolls into
 * view: every `<Link>` has an IntersectionObserver that calls
 * `window.docusaurus.prefetch(path)`, and the observers of all the links on
 * screen report in the same task, right after load. Docusaurus's `prefetch`
 * (`lib/client/docusaurus.js`) does work that grows with the number of pages
 * on every call: it tries the routes in order, scans the chunk names of every
 * route once per matched level, and asks the bundler's
 * `__webpack_require__.gca` for each chunk's file, which builds its whole
 * name-to-id table again on each call.
 *
 * This module keeps which files are prefetched, and how, and changes when and
 * at what cost:
 * - the links' calls go into a queue, which prefetches one path per idle task;
 * - a path is matched from an index of each level's static paths, finding the
 *   routes react-router-config's `matchRoutes` finds without trying every
 *   route before them;
 * - the route table's chunk names are read once into an index by route path,
 *   and each chunk's file is asked of the bundler once;
 * - a file already prefetched is not linked again (Docusaurus links a file
 *   that several pages share once per page, such as a docs set's sidebar).
 * Each file is fetched by Docusaurus's `lib/client/prefetch.js`; loading a
 * page's code on hover, touch or click (`window.docusaurus.preload`) is
 * Docusaurus's own.
 *
 * What it relies on: the theme's `Link` reads `window.docusaurus.prefetch` at
 * each call, and Docusaurus sets `window.docusaurus` before the first route
 * update; Docusaurus's `prefetch` takes the chunk names of the matched routes'
 * entries in the route table, as this module does.
 * `tests/unit/upstream-copies.test.mjs` checks the installed `Link.js`,
 * `docusaurus.js` and `matchRoutes.js`; `tests/e2e/prefetch.spec.ts` checks
 * that every page gets the files Docusaurus's own prefetch links, in one idle
 * task after the task that asked for it.
 */
import flat from '@docusaurus/core/lib/client/flat';
import prefetchFile from '@docusaurus/core/lib/client/prefetch';
import {matchPath} from '@docusaurus/router';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';

type Docusaurus = {
  prefetch: (routePath: string) => unknown;
  preload: (routePath: string) => unknown;
};
type Route = (typeof routes)[number];

/** The bundler's file of a chunk name, which Docusaurus's ChunkAssetPlugin adds to the runtime. */
declare const __webpack_require__: {gca: (chunkName: string) => string | undefined};

let installed = false;

/**
 * Runs a task in idle time (`requestIdleCallback`, or a timer where the
 * browser has none).
 *
 * One path per idle task: a task that ran paths until a 10 ms budget was
 * spent overran it with the last path and the garbage it left, and on a phone
 * four times slower Lighthouse counted each such task as blocking time.
 */
function idle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task);
  else setTimeout(task, 0);
}

/** Docusaurus's test: no prefetching on a 2G or data-saving connection. */
function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

/**
 * One level of the route table, indexed: the first route of each static path (an exact
 * route whose path has no parameter or pattern, which matches only that path, in any case,
 * with or without a trailing slash) and, in order, the positions of all other routes.
 */
type Level = {byPath: Map<string, number>; others: number[]};
const levels = new WeakMap<Route[], Level>();
const PATTERN = /[:*?+()[\]{}\\]/;

/** What a static route's regular expression compares: the path in lower case, less one trailing slash. */
function pathKey(path: string): string {
  return (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path).toLowerCase();
}

function levelOf(list: Route[]): Level {
  let level = levels.get(list);
  if (!level) {
    level = {byPath: new Map(), others: []};
    for (const [i, route] of list.entries()) {
      const isStatic =
        typeof route.path === 'string' && route.exact && !route.strict && !route.sensitive && !PATTERN.test(route.path);
      if (!isStatic) level.others.push(i);
      else if (!level.byPath.has(pathKey(route.path))) level.byPath.set(pathKey(route.path), i);
    }
    levels.set(list, level);
  }
  return level;
}

/**
 * The first route of `list` that `pathname` matches, as react-router-config's `matchRoutes`
 * finds it (each route in order, with react-router's `matchPath`), without trying each route:
 * the static route of the path, unless a route of the others before it matches first.
 */
function firstMatch(list: Route[], pathname: string): Route | undefined {
  const {byPath, others} = levelOf(list);
  const found = byPath.get(pathKey(pathname));
  for (const i of others) {
    if (found !== undefined && i > found) break;
    // A route without a path takes its parent's match (or the root's): it matches.
    if (!list[i]!.path || matchPath(pathname, list[i]!)) return list[i];
  }
  return found === undefined ? undefined : list[found];
}

/** The paths of the routes `pathname` matches, outermost first. */
function matchedRoutePaths(list: Route[], pathname: string, out: string[] = []): string[] {
  const route = firstMatch(list, pathname);
  if (route) {
    if (route.path) out.push(route.path);
    if (route.routes) matchedRoutePaths(route.routes as Route[], pathname, out);
  }
  return out;
}

/** The route table's entries by route path: its keys are paths with a hash appended. */
let entriesByPath: Map<string, (typeof routesChunkNames)[string][]> | undefined;
/** The chunk names of each route path asked so far (Docusaurus's `flat` of its entries). */
const chunkNamesByPath = new Map<string, string[]>();

function chunkNames(routePath: string): string[] {
  let names = chunkNamesByPath.get(routePath);
  if (!names) {
    if (!entriesByPath) {
      entriesByPath = new Map();
      for (const [key, tree] of Object.entries(routesChunkNames)) {
        const path = key.replace(/-[^-]+$/, '');
        const entries = entriesByPath.get(path);
        if (entries) entries.push(tree);
        else entriesByPath.set(path, [tree]);
      }
    }
    names = (entriesByPath.get(routePath) ?? []).flatMap((tree) => Object.values(flat(tree)));
    chunkNamesByPath.set(routePath, names);
  }
  return names;
}

/** Each chunk's file, asked of the bundler once; null for a chunk merged into another. */
const fileOfChunk = new Map<string, string | null>();

function chunkFile(name: string): string | null {
  let file = fileOfChunk.get(name);
  if (file === undefined) {
    const asset = __webpack_require__.gca(name);
    file = asset && !asset.includes('undefined') ? asset : null;
    fileOfChunk.set(name, file);
  }
  return file;
}

/** Docusaurus's object is frozen; the links read `window.docusaurus` at each call, so a copy takes its place. */
function install(docusaurus: Docusaurus): Docusaurus {
  const queue: string[] = [];
  const asked = new Set<string>();
  const loaded = new Set<string>();
  const prefetched = new Set<string>();
  const next = () => {
    const routePath = queue.shift()!;
    if (!loaded.has(routePath))
      for (const routeMatch of matchedRoutePaths(routes, routePath))
        for (const name of chunkNames(routeMatch)) {
          const file = chunkFile(name);
          if (file && !prefetched.has(file)) {
            prefetched.add(file);
            void prefetchFile(file);
          }
        }
    if (queue.length > 0) idle(next);
  };
  const prefetch = (routePath: string) => {
    if (isSlowConnection() || asked.has(routePath) || loaded.has(routePath)) return false;
    asked.add(routePath);
    if (queue.push(routePath) === 1) idle(next);
    return true;
  };
  // A page whose code is loading needs no prefetch.
  const preload = (routePath: string) => {
    loaded.add(routePath);
    return docusaurus.preload(routePath);
  };
  return {...docusaurus, prefetch, preload};
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
