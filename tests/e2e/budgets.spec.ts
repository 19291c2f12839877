import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from './fixtures';
import {BENCH_PAGES, MAX_MAIN_JS, STOCK_BARS} from '../../scripts/lib/bench-pages.mjs';
import {
  BUNDLED_GRAMMAR_MODULES,
  HIGHLIGHTER_MODULES,
  MARKDOWN_PARSER_MODULES,
  measurePage,
  modulesIn,
  PHONE,
  readComposition,
} from '../../scripts/lib/page-weight.mjs';

/**
 * Byte budgets (issue 14). Bytes are deterministic, so they are tests; times
 * and scores are not, and live in `npm run bench`, which measures the same
 * way (scripts/lib/page-weight.mjs) and compares with stock Docusaurus.
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
 * Search indexes as sent (gzip), per search context: issue 28 asks that the
 * index a context loads grow no larger than it was before names from code,
 * API parameters and release versions went in (sizes of 2026-11-27, commit
 * 98511ab, from the build's precompressed files). Smaller is better; lower a
 * budget when an index shrinks for good. The Catalyst and all-areas indexes
 * did (590 and 559 KiB before, 319 and 368 after; scripts/search-indexes.mjs): their budgets,
 * and that of the Catalyst CLI context added then, are their sizes of that
 * change rounded up to the KiB.
 */
const SEARCH_INDEX_BUDGETS: Record<string, number> = {
  'search-index.json.gz': 368 * 1024,
  'search-index-catalyst.json.gz': 320 * 1024,
  'search-index-catalyst-references-cli-reference.json.gz': 170 * 1024,
  'search-index-conductor.json.gz': 178_223,
  'search-index-enterprise-dapr.json.gz': 42_802,
  'search-index-workflow-composer.json.gz': 13_142,
  'search-index-catalyst-references-components-reference-bindings.json.gz': 85_995,
  'search-index-catalyst-references-components-reference-conversation.json.gz': 18_829,
  'search-index-catalyst-references-components-reference-pubsub.json.gz': 63_954,
  'search-index-catalyst-references-components-reference-state.json.gz': 69_051,
};

test.describe('byte budgets', () => {
  test("each search context's index stays within its size before issue 28", () => {
    const built = readdirSync(build).filter((f) => /^search-index.*\.json\.gz$/.test(f));
    expect(built.sort(), 'one budget per index the build writes').toEqual(Object.keys(SEARCH_INDEX_BUDGETS).sort());
    const over = built
      .map((f) => ({f, bytes: statSync(path.join(build, f)).size}))
      .filter(({f, bytes}) => bytes > SEARCH_INDEX_BUDGETS[f])
      .map(({f, bytes}) => `${f}: ${kib(bytes)}, budget ${kib(SEARCH_INDEX_BUDGETS[f])}`);
    expect(over).toEqual([]);
  });

  test('main.js, which every page loads, stays within its budget', () => {
    const main = readdirSync(assetsJs).filter((f) => /^main\.[0-9a-f]+\.js\.gz$/.test(f));
    expect(main, 'one gzip main.js in the build').toHaveLength(1);
    const bytes = statSync(path.join(assetsJs, main[0])).size;
    expect(bytes, `main.js is ${kib(bytes)} gzip, budget ${kib(MAX_MAIN_JS)}`).toBeLessThanOrEqual(MAX_MAIN_JS);
    // The route registry's module paths are for the server (plugins/clientRegistryLoader.cjs).
    const text = readFileSync(path.join(assetsJs, main[0].replace(/\.gz$/, '')), 'utf8');
    expect(text.match(/"@(?:site|generated)\/[^"]*"/g) ?? [], 'module paths left in main.js').toEqual([]);
    expect(text, 'the registry is still in main.js, with its loaders').toMatch(
      /\(\)=>Promise\.all\(\[[^\]]*\]\)\.then\([\w$]+\.bind\([\w$]+,\d+\)\),0,\d+\]/,
    );
  });

  test('no non-API page type is budgeted above 1.15x the stock Docusaurus page of its kind', () => {
    const over = BENCH_PAGES.filter((p) => p.kind !== 'api' && p.maxBytes > STOCK_BARS[p.kind as 'page' | 'doc']).map(
      (p) => `${p.type}: ${kib(p.maxBytes)} (bar ${kib(STOCK_BARS[p.kind as 'page' | 'doc'])})`,
    );
    expect(over, 'budgets above the bar of their kind').toEqual([]);
  });

  for (const p of BENCH_PAGES) {
    test(`${p.type} (${p.path}) stays within ${kib(p.maxBytes)}`, async ({browser, baseURL}) => {
      const weight = await measurePage(browser, new URL(p.path, baseURL).href, {ready: p.ready});
      expect(
        weight.total,
        `${p.path}: ${kib(weight.total)} transferred (JS ${kib(weight.js)}, CSS ${kib(weight.css)}, HTML ${kib(weight.html)})`,
      ).toBeLessThanOrEqual(p.maxBytes);
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

  test('runtime~main.js, which every page loads, holds no table of chunk names (plugins/chunkFiles.ts)', () => {
    const runtime = readdirSync(assetsJs).filter((f) => /^runtime~main\.[0-9a-f]+\.js$/.test(f));
    expect(runtime, 'one runtime~main.js in the build').toHaveLength(1);
    const text = readFileSync(path.join(assetsJs, runtime[0]), 'utf8');
    // The table of content hashes is there (the check can see a table)…
    expect(text, 'chunk file table').toMatch(/\{(?:"?\d+"?:"[0-9a-f]{8}",){100,}/);
    // …but neither Docusaurus's chunk-name lookup nor a table keyed by chunk names.
    expect(text).not.toContain('.gca=');
    expect(text.match(/"[0-9a-f]{8}":"?\d+"?[,}]/g) ?? [], 'entries from chunk name to id').toEqual([]);
    expect(text.match(/0x[0-9a-f]+:"\d+"/g) ?? [], 'entries from chunk name (as a number) to id').toEqual([]);
  });

  test('the browser build holds no tslib, which came whole into main.js for one helper (plugins/stubs/tslib.js)', ({
    baseURL,
  }) => {
    expect(modulesIn(allChunks(baseURL), composition, [/^react-dom$/]).length, 'the check can tell').toBeGreaterThan(0);
    expect(modulesIn(allChunks(baseURL), composition, [/^tslib$/])).toEqual([]);
  });

  test('the browser build holds none of the packages the OpenAPI stand-ins replace', ({baseURL}) => {
    // plugins/openapi/index.ts aliases them to plugins/openapi/stubs/ in the client build.
    const replaced = [/^pako$/, /^chalk$/, /^@faker-js\/faker$/, /^iconv-lite$/, /^react-live$/];
    expect(
      modulesIn(allChunks(baseURL), composition, [/^docusaurus-theme-openapi-docs$/]).length,
      'the check can tell',
    ).toBeGreaterThan(0);
    expect(modulesIn(allChunks(baseURL), composition, replaced)).toEqual([]);
  });

  for (const p of BENCH_PAGES.filter((x) => x.maxPhoneBytes)) {
    test(`${p.type} (${p.path}) on a phone stays within ${kib(p.maxPhoneBytes!)}`, async ({browser, baseURL}) => {
      const weight = await measurePage(browser, new URL(p.path, baseURL).href, {device: PHONE});
      expect(weight.total, `${p.path} on a phone: ${kib(weight.total)}`).toBeLessThanOrEqual(p.maxPhoneBytes!);
      if (p.kind === 'api') {
        // Descriptions come pre-rendered (plugins/openapi/prerenderMarkdown.mjs). The parser
        // is still in the build, for texts the generator missed, so the check can tell.
        const allChunks = [...composition.keys()].map((file) => ({url: new URL(file, baseURL).href}));
        expect(modulesIn(allChunks, composition, MARKDOWN_PARSER_MODULES).length).toBeGreaterThan(0);
        expect(
          modulesIn(weight.scripts, composition, MARKDOWN_PARSER_MODULES),
          `${p.path} loads the Markdown parser`,
        ).toEqual([]);
        // No code shows until the explorer or an example does (plugins/openapi/theme/apiGrammars.ts).
        expect(
          modulesIn(weight.scripts, composition, BUNDLED_GRAMMAR_MODULES),
          `${p.path} runs the Prism grammars on a phone`,
        ).toEqual([]);
      }
    });
  }
});
