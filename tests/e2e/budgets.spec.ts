import {execFileSync, spawn} from 'node:child_process';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from './fixtures';
import {
  BENCH_PAGES,
  budgetBytes,
  MAX_MAIN_JS_RATIO,
  STOCK_BAR,
  STOCK_PAGES,
  stockKindOf,
} from '../../scripts/bench/pages.mjs';
import {
  BUNDLED_GRAMMAR_MODULES,
  HIGHLIGHTER_MODULES,
  MARKDOWN_PARSER_MODULES,
  measurePage,
  modulesIn,
  PHONE,
  readComposition,
} from '../../scripts/bench/page-weight.mjs';

/**
 * Byte budgets. Bytes are deterministic, so they are tests; times
 * and scores are not, and live in `npm run bench`, which measures the same
 * way (scripts/bench/page-weight.mjs) and compares with stock Docusaurus.
 * Page and main.js budgets are ratios to a stock Docusaurus site of the same
 * version, built from the registry (scripts/bench/stock-site.mjs, once, then
 * cached) and measured here in the same run: see scripts/bench/pages.mjs
 * for the headroom policy.
 */
const root = process.cwd();
const build = path.join(root, 'build');
const kib = (b: number) => `${(b / 1024).toFixed(1)} KiB`;
const composition = readComposition(root);
const assetsJs = path.join(build, 'assets', 'js');
/** Every script file of the browser build, as URLs on the server under test. */
const allChunks = (baseURL: string | undefined) =>
  [...composition.keys()].map((file) => ({url: new URL(file, baseURL).href}));

/** A stylesheet of the OpenAPI theme: its rules all sit under these classes. */
const apiCss = (url: string) =>
  readFileSync(path.join(build, new URL(url).pathname), 'utf8').includes('.openapi-explorer');

/** The page types made of React components alone, with no Markdown and so no code blocks. */
const RENDERS_NO_MARKDOWN = new Set(['/', '/search?q=state']);

/**
 * Search indexes as sent (gzip), per search context. The index a context loads
 * may not grow larger than it was before names from code, API parameters and
 * hidden identifier names went in; the Catalyst and all-areas indexes were
 * trimmed well below that (scripts/postbuild/search-indexes.mjs), and their budgets are
 * their trimmed sizes rounded up to the KiB. Smaller is better: lower a budget
 * when an index shrinks for good, and raise one only for content readers need,
 * by what it measured.
 */
const SEARCH_INDEX_BUDGETS: Record<string, number> = {
  'search-index.json.gz': 381 * 1024,
  'search-index-catalyst.json.gz': 339 * 1024,
  'search-index-catalyst-references-cli-reference.json.gz': 170 * 1024,
  'search-index-conductor.json.gz': 178_223,
  'search-index-enterprise-dapr.json.gz': 42_802,
  'search-index-workflow-composer.json.gz': 15_360,
  'search-index-catalyst-references-components-reference-bindings.json.gz': 87_522,
  'search-index-catalyst-references-components-reference-conversation.json.gz': 18_999,
  'search-index-catalyst-references-components-reference-pubsub.json.gz': 65_518,
  'search-index-catalyst-references-components-reference-state.json.gz': 70_292,
};

/** The gzip main.js of a build. */
function mainJsBytes(buildDir: string) {
  const dir = path.join(buildDir, 'assets', 'js');
  const main = readdirSync(dir).filter((f) => /^main\.[0-9a-f]+\.js\.gz$/.test(f));
  expect(main, `one gzip main.js in ${buildDir}`).toHaveLength(1);
  return {file: path.join(dir, main[0]), bytes: statSync(path.join(dir, main[0])).size};
}

/**
 * The tests of this file run in order in one worker, so the stock site is served and measured
 * once, and one full Chromium is started for them, rather than in each worker: a third of the
 * file's CPU time.
 */
test.describe.configure({mode: 'default'});

/** The stock site's pages and main.js, measured in this run. */
const stock = {page: NaN, doc: NaN, mainJs: NaN};

/**
 * Builds the stock site unless cached (scripts/bench/stock-site.mjs, in a Node process of its own:
 * the scripts' data module does not load through Playwright's transform), serves it with the
 * production nginx configuration on a port of this worker, and measures its pages as ours.
 */
test.beforeAll(async ({browser}, workerInfo) => {
  // Building the stock site takes a few minutes the first time (npm install from the registry).
  test.setTimeout(15 * 60_000);
  const buildDir = execFileSync(process.execPath, [path.join(root, 'scripts', 'bench', 'stock-site.mjs')], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = 4300 + workerInfo.parallelIndex;
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(root, 'scripts', 'serve', 'nginx.mjs')], {
    env: {...process.env, BUILD_DIR: buildDir, PORT: String(port)},
    stdio: 'ignore',
  });
  try {
    await expect
      .poll(
        () =>
          fetch(`${origin}/`).then(
            (r) => r.status,
            () => 0,
          ),
        {
          message: `the stock site served from ${buildDir} on ${origin}`,
          timeout: 30_000,
        },
      )
      .toBe(200);
    stock.page = (await measurePage(browser, origin + STOCK_PAGES.page)).total;
    stock.doc = (await measurePage(browser, origin + STOCK_PAGES.doc)).total;
  } finally {
    server.kill();
  }
  stock.mainJs = mainJsBytes(buildDir).bytes;
});

/** A page type's budget in bytes, from its ratio and the stock page measured in this run. */
const budgetOf = (ratio: number, p: (typeof BENCH_PAGES)[number]) => budgetBytes(ratio, p, stock);
const describeBudget = (ratio: number, p: (typeof BENCH_PAGES)[number]) =>
  `${ratio.toFixed(2)}x the stock ${stockKindOf(p) === 'page' ? 'Markdown' : 'docs'} page (${kib(stock[stockKindOf(p)])} in this run) = ${kib(budgetOf(ratio, p))}`;

test.describe('byte budgets', () => {
  test("each search context's index stays within its budget", () => {
    const built = readdirSync(build).filter((f) => /^search-index.*\.json\.gz$/.test(f));
    expect(built.sort(), 'one budget per index the build writes').toEqual(Object.keys(SEARCH_INDEX_BUDGETS).sort());
    const over = built
      .map((f) => ({f, bytes: statSync(path.join(build, f)).size}))
      .filter(({f, bytes}) => bytes > SEARCH_INDEX_BUDGETS[f])
      .map(({f, bytes}) => `${f}: ${kib(bytes)}, budget ${kib(SEARCH_INDEX_BUDGETS[f])}`);
    expect(over).toEqual([]);
  });

  test(`main.js, which every page loads, stays within ${MAX_MAIN_JS_RATIO}x the stock main.js`, () => {
    const {file, bytes} = mainJsBytes(build);
    const budget = Math.floor(MAX_MAIN_JS_RATIO * stock.mainJs);
    expect(
      bytes,
      `main.js is ${kib(bytes)} gzip, budget ${MAX_MAIN_JS_RATIO}x the stock main.js (${kib(stock.mainJs)} in this run) = ${kib(budget)}`,
    ).toBeLessThanOrEqual(budget);
    // The route registry's module paths are for the server (patches/docusaurus/clientRegistryLoader.cjs).
    const text = readFileSync(file.replace(/\.gz$/, ''), 'utf8');
    expect(text.match(/"@(?:site|generated)\/[^"]*"/g) ?? [], 'module paths left in main.js').toEqual([]);
    expect(text, 'the registry is still in main.js, with its loaders').toMatch(
      /\(\)=>Promise\.all\(\[[^\]]*\]\)\.then\([\w$]+\.bind\([\w$]+,\d+\)\),0,\d+\]/,
    );
  });

  test(`no non-API page type is budgeted above ${STOCK_BAR}x the stock Docusaurus page of its kind`, () => {
    const over = BENCH_PAGES.filter((p) => p.kind !== 'api' && p.maxRatio > STOCK_BAR).map(
      (p) => `${p.type}: ${p.maxRatio}x`,
    );
    expect(over, 'budgets above the bar').toEqual([]);
  });

  for (const p of BENCH_PAGES) {
    test(`${p.type} (${p.path}) stays within ${p.maxRatio}x the stock page of its kind`, async ({browser, baseURL}) => {
      const weight = await measurePage(browser, new URL(p.path, baseURL).href, {ready: p.ready});
      expect(
        weight.total,
        `${p.path}: ${kib(weight.total)} transferred (JS ${kib(weight.js)}, CSS ${kib(weight.css)}, HTML ${kib(weight.html)}); budget ${describeBudget(p.maxRatio, p)}`,
      ).toBeLessThanOrEqual(budgetOf(p.maxRatio, p));
      const apiModules = modulesIn(weight.scripts, composition);
      const apiStyles = weight.styles.filter((s) => apiCss(s.url)).map((s) => s.url);
      if (p.kind === 'api') {
        // The check below can tell: the API page does load the theme.
        expect(apiModules.length).toBeGreaterThan(0);
        expect(apiStyles.length).toBeGreaterThan(0);
      } else {
        expect(apiModules, `${p.path} loads OpenAPI theme code`).toEqual([]);
        expect(apiStyles, `${p.path} loads OpenAPI theme styles`).toEqual([]);
      }
      // The code highlighter comes with the pages that render Markdown, not with every page.
      const highlighter = modulesIn(weight.scripts, composition, HIGHLIGHTER_MODULES);
      if (RENDERS_NO_MARKDOWN.has(p.path)) expect(highlighter, `${p.path} loads the code highlighter`).toEqual([]);
      else expect(highlighter.length, `${p.path} renders Markdown: the check can tell`).toBeGreaterThan(0);
      // Its bundled grammars only where a page's code needs them (src/prism/languages.ts): on the
      // API page (the explorer's samples); the others show shell, YAML or no code.
      const bundledGrammars = modulesIn(weight.scripts, composition, BUNDLED_GRAMMAR_MODULES);
      if (p.kind === 'api')
        expect(bundledGrammars.length, `${p.path} needs the bundled grammars: the check can tell`).toBeGreaterThan(0);
      else expect(bundledGrammars, `${p.path} loads every bundled Prism grammar`).toEqual([]);
    });
  }

  test('runtime~main.js, which every page loads, names lazy chunks by id, with no table of chunk names to files (plugins/chunkFileNames.ts)', () => {
    const runtime = readdirSync(assetsJs).filter((f) => /^runtime~main\.[0-9a-f]+\.js$/.test(f));
    expect(runtime, 'one runtime~main.js in the build').toHaveLength(1);
    const text = readFileSync(path.join(assetsJs, runtime[0]), 'utf8');
    // The script file of a chunk is its id and its content hash, looked up in one table…
    expect(text, "the runtime's chunk file name").toMatch(
      /\.u=(?:\w+=>|function\(\w+\)\{return )"assets\/js\/"\+\w+\+"\."\+\(?\{(?:"?\d+"?:"[0-9a-f]{8}",){100,}/,
    );
    // …and Docusaurus's own prefetch has its lookup from chunk name to id (ChunkAssetPlugin, kept).
    expect(text).toContain('.gca=');
    // Every lazy script in the build is named by id.
    const lazy = readdirSync(assetsJs).filter((f) => f.endsWith('.js') && !/^(?:main|runtime~main)\./.test(f));
    expect(lazy.length).toBeGreaterThan(100);
    expect(
      lazy.filter((f) => !/^\d+\.[0-9a-f]{8}\.js$/.test(f)),
      'lazy scripts not named by id',
    ).toEqual([]);
  });

  test('the browser build holds no tslib, which came whole into main.js for one helper (patches/docusaurus/stubs/tslib.js)', ({
    baseURL,
  }) => {
    expect(modulesIn(allChunks(baseURL), composition, [/^react-dom$/]).length, 'the check can tell').toBeGreaterThan(0);
    expect(modulesIn(allChunks(baseURL), composition, [/^tslib$/])).toEqual([]);
  });

  test("main.js's route table builds each route's component on first use (patches/docusaurus/lazyRoutes.tsx)", ({
    baseURL,
  }) => {
    const main = allChunks(baseURL).filter(({url}) => /\/main\.[0-9a-f]+\.js$/.test(url));
    expect(main, 'one main.js in the build').toHaveLength(1);
    expect(modulesIn(main, composition, [/^\.docusaurus\/routes\.js$/]), 'the check can tell').toHaveLength(1);
    expect(modulesIn(main, composition, [/^patches\/docusaurus\/lazyRoutes\.tsx$/])).toHaveLength(1);
  });

  test("main.js holds the site configuration without the plugins' options, which only the server reads (patches/docusaurus/clientConfigLoader.cjs)", () => {
    const main = readdirSync(assetsJs).filter((f) => /^main\.[0-9a-f]+\.js$/.test(f));
    expect(main, 'one main.js in the build').toHaveLength(1);
    const text = readFileSync(path.join(assetsJs, main[0]!), 'utf8');
    // The configuration is there (the theme's, read in the browser)…
    expect(text, 'the check can tell').toContain('announcementBar');
    // …without the docs plugin's options, which each of the four docs sets has.
    expect(text.match(/sidebarPath|routeBasePath/g) ?? []).toEqual([]);
  });

  test('the browser build holds none of the packages the OpenAPI stand-ins replace', ({baseURL}) => {
    // patches/openapi/index.ts aliases them to patches/openapi/stubs/ in the client build.
    const replaced = [/^pako$/, /^@faker-js\/faker$/, /^iconv-lite$/, /^react-live$/];
    expect(
      modulesIn(allChunks(baseURL), composition, [/^docusaurus-theme-openapi-docs$/]).length,
      'the check can tell',
    ).toBeGreaterThan(0);
    expect(modulesIn(allChunks(baseURL), composition, replaced)).toEqual([]);
  });

  for (const p of BENCH_PAGES.filter((x) => x.maxPhoneRatio)) {
    test(`${p.type} (${p.path}) on a phone stays within ${p.maxPhoneRatio}x the stock docs page`, async ({
      browser,
      baseURL,
    }) => {
      const weight = await measurePage(browser, new URL(p.path, baseURL).href, {device: PHONE});
      expect(
        weight.total,
        `${p.path} on a phone: ${kib(weight.total)}; budget ${describeBudget(p.maxPhoneRatio!, p)}`,
      ).toBeLessThanOrEqual(budgetOf(p.maxPhoneRatio!, p));
      if (p.kind === 'api') {
        // Descriptions come pre-rendered (patches/openapi/prerenderMarkdown.mjs). The parser
        // is still in the build, for texts the generator missed, so the check can tell.
        const allChunks = [...composition.keys()].map((file) => ({url: new URL(file, baseURL).href}));
        expect(modulesIn(allChunks, composition, MARKDOWN_PARSER_MODULES).length).toBeGreaterThan(0);
        expect(
          modulesIn(weight.scripts, composition, MARKDOWN_PARSER_MODULES),
          `${p.path} loads the Markdown parser`,
        ).toEqual([]);
        // No code shows until the explorer or an example does (patches/openapi/theme/apiGrammars.ts).
        expect(
          modulesIn(weight.scripts, composition, BUNDLED_GRAMMAR_MODULES),
          `${p.path} runs the Prism grammars on a phone`,
        ).toEqual([]);
      }
    });
  }
});
