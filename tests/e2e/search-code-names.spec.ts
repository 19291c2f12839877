import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {namesInCode, partsOfName} from '../../plugins/searchTerms.mjs';
import {expect, test} from './fixtures';
import {dropdownTargets} from './search-node';

/**
 * Names that a page shows only in code, and an API operation's parameters and
 * headers: each must bring up its page among the first
 * eight suggestions (plugins/searchTerms.mjs puts them in the index; code
 * itself stays out). The queries come from the sources: the generated API
 * pages' front matter (from openapi/catalyst.yaml) and the
 * code blocks of the hand-written pages, so the lists grow with the site. The
 * suggestions are computed in Node from the build's indexes (./search-node.ts),
 * as the box computes them.
 */
const ROOT = path.resolve(__dirname, '../..');
const products = (
  JSON.parse(readFileSync(path.join(ROOT, 'config/products.json'), 'utf8')) as {
    products: {id: string; path: string; routeBasePath: string; references?: Record<string, {dir: string}>}[];
  }
).products;

type Query = {query: string; pages: string[]; from: string};

/**
 * A name a query can single out. The index cuts words at hyphens, so a
 * kebab-case name made of plain words (`database-name`) is searched as those
 * words, like any phrase; and a plain word (`key`) is one.
 */
const distinctive = (name: string) => !/^-{0,2}[a-z][a-z0-9]*(-[a-z0-9]+)*$/i.test(name);

/** The text of the generated references' data, where a name shared with an API parameter is defined as well. */
const referenceData = ['data/components', 'data/cli']
  .flatMap((dir) =>
    readdirSync(path.join(ROOT, dir), {recursive: true, withFileTypes: true})
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name)),
  )
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n')
  .toLowerCase();

const frontMatterOf = (text: string) =>
  (yaml.load(/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '') ?? {}) as Record<string, unknown>;

/** Each API parameter and response header name, with the operation pages that have it. */
function apiQueries(): Query[] {
  const catalyst = products.find((p) => p.id === 'catalyst')!;
  const dir = path.join(ROOT, catalyst.path, catalyst.references!.api.dir);
  const pagesByName = new Map<string, Set<string>>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.api.mdx'))) {
    const fm = frontMatterOf(readFileSync(path.join(dir, file), 'utf8'));
    const api = fm.api as {parameters?: {name: string}[]; responses?: Record<string, {headers?: object}>};
    const page = `/${catalyst.routeBasePath}/${catalyst.references!.api.dir}/${fm.id as string}`;
    const names = [
      ...(api.parameters ?? []).map((p) => p.name),
      ...Object.values(api.responses ?? {}).flatMap((r) => Object.keys(r.headers ?? {})),
    ];
    for (const name of names.flatMap((n) => [n, ...partsOfName(n)]))
      pagesByName.set(name, (pagesByName.get(name) ?? new Set()).add(page));
  }
  // A name the component or CLI reference also defines (`partitionKey`) may rightly bring up those pages first.
  return [...pagesByName]
    .filter(([name]) => distinctive(name) && !referenceData.includes(name.toLowerCase()))
    .map(([query, pages]) => ({query, pages: [...pages], from: `/${catalyst.routeBasePath}`}));
}

/** Every hand-written doc page: its route (from its path) and its source. */
function handWrittenPages(): {route: string; source: string; product: string}[] {
  const pages: {route: string; source: string; product: string}[] = [];
  for (const product of products) {
    const generated = Object.values(product.references ?? {}).map((r) => r.dir);
    const walk = (dir: string) => {
      for (const entry of readdirSync(path.join(ROOT, product.path, dir), {withFileTypes: true})) {
        const rel = path.posix.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (!generated.includes(rel)) walk(rel);
        } else if (/\.mdx?$/.test(entry.name) && !entry.name.startsWith('_')) {
          const source = readFileSync(path.join(ROOT, product.path, rel), 'utf8');
          const slug = frontMatterOf(source).slug as string | undefined;
          const route = slug ?? `/${rel.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')}`;
          pages.push({
            route: `/${product.routeBasePath}${route === '/' ? '' : route}`.replace(/\/$/, ''),
            source,
            product: product.routeBasePath,
          });
        }
      }
    };
    walk('');
  }
  return pages;
}

/**
 * Names found only in the code of one hand-written page (not in any page's
 * prose, so the code is the only place to find them), long enough to be
 * specific: an annotation, a Helm value, an environment variable, a flag.
 */
function codeOnlyQueries(): Query[] {
  const pages = handWrittenPages();
  const fence = /^```[^\n]*\n([\s\S]*?)^```/gm;
  const byName = new Map<string, Set<string>>();
  const prose = pages.map((p) => p.source.replace(fence, '')).join('\n');
  for (const page of pages) {
    const code = [...page.source.matchAll(fence)].map((m) => m[1]).join('\n');
    for (const name of namesInCode(code))
      byName.set(name, (byName.get(name) ?? new Set()).add(`${page.route} ${page.product}`));
  }
  return [...byName]
    .filter(([name, where]) => where.size === 1 && name.length >= 8 && distinctive(name) && !prose.includes(name))
    .map(([query, where]) => {
      const [route, product] = [...where][0].split(' ');
      return {query, pages: [route], from: `/${product}`};
    });
}

/** Lists the queries whose page is not among the first eight suggestions from their area. */
function misses(queries: Query[]): string[] {
  return queries.flatMap(({query, pages, from}) => {
    const targets = dropdownTargets(from, query, 8).map((t) => t.replace(/#.*$/, ''));
    return pages.some((p) => targets.includes(p))
      ? []
      : [`${query} from ${from} (expected ${pages.join(' or ')}): ${targets.join(', ') || 'no results'}`];
  });
}

const api = apiQueries();
const codeOnly = codeOnlyQueries();

test('the sources give enough queries of each kind', () => {
  expect(api.length, 'API parameter and header names').toBeGreaterThanOrEqual(5);
  expect(codeOnly.length, 'names only in code').toBeGreaterThanOrEqual(20);
});

test('an API parameter or header name (or its last part) finds an operation that has it', () => {
  expect(misses(api)).toEqual([]);
});

test('a name that appears only in a code block finds its page', () => {
  expect(misses(codeOnly)).toEqual([]);
});

test('parts of names: an annotation by what follows its slash, a dotted name by its last segment', () => {
  const cases: Query[] = [
    {query: 'dapr.io/app-id', pages: ['/enterprise-dapr/d3e/installation-guide'], from: '/enterprise-dapr'},
    {query: 'metadata.partitionKey', pages: ['/catalyst/api/get-state', '/catalyst/api/save-state'], from: '/catalyst'},
    {query: 'D3E_LICENSE', pages: ['/enterprise-dapr/d3e/installation-guide'], from: '/enterprise-dapr'},
  ];
  expect(misses(cases)).toEqual([]);
});
