// The page types the benchmark measures (scripts/bench.mjs), with their byte
// budgets, which tests/e2e/budgets.spec.ts enforces; the Lighthouse
// accessibility test (tests/e2e/lighthouse.spec.ts) audits the same pages.
const KiB = 1024;

/**
 * `kind` picks the stock Docusaurus page a type is compared with: a plain
 * page (`page`: the stock /markdown-page) or a docs page with sidebar, table
 * of contents and pagination (`doc`: the stock /docs/intro). The API page is
 * a doc page too; its goal is set apart (`api`).
 * `maxBytes`: total gzip transferred on a desktop, as budgeted; for the API
 * page with the explorer loaded, `maxPhoneBytes` on a phone, where the
 * explorer waits below the description. Budgets sit a little above the
 * figures measured when they were set, so that growth fails a test and is
 * looked at; and none of a non-API page type is above the bar of its kind
 * (STOCK_BARS).
 * (Headers count: deploy/nginx.conf's, as served by scripts/serve-nginx.mjs.)
 * `ready`: a selector the byte count waits for: the API page's explorer
 * loads after hydration once its column is on screen (it is on a desktop),
 * and its weight belongs to the page.
 * @type {{type: string, path: string, kind: 'page' | 'doc' | 'api', maxBytes: number, maxPhoneBytes?: number, ready?: string}[]}
 */
export const BENCH_PAGES = [
  {type: 'Markdown page', path: '/markdown-page', kind: 'page', maxBytes: 199 * KiB},
  {type: 'home', path: '/', kind: 'page', maxBytes: 183 * KiB},
  {type: 'search page', path: '/search?q=state', kind: 'page', maxBytes: 193 * KiB},
  // Catalyst pages whose samples take the reader's project values carry the line under each such
  // sample and the code that loads the rest on demand (src/components/ProjectValues): 225, 222 and
  // 231 KiB before it (2026-11-27).
  {type: 'Catalyst guide', path: '/catalyst/concepts/appids', kind: 'doc', maxBytes: 226 * KiB},
  {type: 'Catalyst quickstart (SDK tabs)', path: '/catalyst/quickstart/state', kind: 'doc', maxBytes: 226 * KiB},
  {type: 'Conductor guide', path: '/conductor/overview/architecture', kind: 'doc', maxBytes: 220 * KiB},
  {
    type: 'CLI reference page',
    path: '/catalyst/references/cli-reference/appid/create',
    kind: 'doc',
    maxBytes: 223 * KiB,
  },
  {
    type: 'component page',
    path: '/catalyst/references/components-reference/state/redis',
    kind: 'doc',
    // 230 until the manifest tools (2026-11-27): their two buttons, the field
    // rows' ids and their loader measured 230.9 KiB; the tools load on demand.
    maxBytes: 232 * KiB,
  },
  {
    type: 'API reference page',
    path: '/catalyst/api/save-state',
    kind: 'api',
    maxBytes: 485 * KiB,
    // 297 before the API explorer started with the reader's project values (src/lib/projectExplorer.mjs).
    maxPhoneBytes: 298 * KiB,
    ready: '.openapi-explorer__request-form',
  },
];

/**
 * The bar for the bytes of a non-API page type: 1.15x the stock page of its
 * kind, as `npm run bench` measures them (total on the wire, served the same
 * way): the stock Markdown page at 191.6 KiB for plain pages, the stock docs
 * page at 204.7 KiB for docs pages, which carry a sidebar, a table of contents
 * and pagination that the Markdown page does not. Measured again when the
 * CLI reference grew to every command of Diagrid's index (264 commands, from
 * 128): the route registry in main.js and the Catalyst sidebar grow with every
 * page, and docs pages went above 1.15x the stock Markdown page (up to 1.19x)
 * while staying at or below 1.12x the stock docs page.
 * @type {Record<'page' | 'doc', number>}
 */
export const STOCK_BARS = {page: Math.floor(1.15 * 191.6 * KiB), doc: Math.floor(1.15 * 204.7 * KiB)};

/** The stock Docusaurus pages the types are compared with, by kind. */
export const STOCK_PAGES = {page: '/markdown-page', doc: '/docs/intro'};

/** main.js, which every page loads, gzip. */
export const MAX_MAIN_JS = 148 * KiB;
