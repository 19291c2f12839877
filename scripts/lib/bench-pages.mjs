// The page types the benchmark measures (scripts/bench.mjs), with their
// budgets; the Lighthouse accessibility test (tests/e2e/lighthouse.spec.ts)
// audits the same pages.
const KiB = 1024;

/**
 * `ready`: a selector the byte count waits for. The API page's explorer
 * loads after hydration once its column is on screen (it is at the bench's
 * desktop width), and its weight belongs to the page.
 * @type {{type: string, path: string, maxBytes: number, minPerf: number, ready?: string}[]}
 */
export const BENCH_PAGES = [
  {type: 'baseline: stock Markdown page', path: '/markdown-page', maxBytes: 250 * KiB, minPerf: 0.95},
  {type: 'home', path: '/', maxBytes: 250 * KiB, minPerf: 0.95},
  {type: 'Catalyst guide', path: '/catalyst/concepts/appids', maxBytes: 250 * KiB, minPerf: 0.95},
  {type: 'Catalyst quickstart (SDK tabs)', path: '/catalyst/quickstart/state', maxBytes: 250 * KiB, minPerf: 0.95},
  {type: 'Conductor guide', path: '/conductor/overview/architecture', maxBytes: 250 * KiB, minPerf: 0.95},
  {type: 'CLI reference page', path: '/catalyst/references/cli-reference/appid/create', maxBytes: 250 * KiB, minPerf: 0.95},
  {type: 'component page', path: '/catalyst/references/components-reference/state/redis', maxBytes: 250 * KiB, minPerf: 0.95},
  {type: 'API reference page', path: '/catalyst/api/save-state', maxBytes: 600 * KiB, minPerf: 0.9, ready: '.openapi-explorer__request-form'},
];
