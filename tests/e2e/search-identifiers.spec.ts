import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {expect, open, searchResultTargets, test} from './fixtures';

/**
 * Identifier queries, generated from the component catalogue (data/components/),
 * so the list grows with the site: every metadata field that exists on one
 * component page only, typed as the reader copies it from a manifest, must
 * bring up that page among the first eight suggestions, searched from the
 * page's own category and from the Catalyst area. A sample of long field names
 * with one letter left out checks that a typo still finds the page.
 */
const ROOT = path.resolve(__dirname, '../..');
const COMPONENTS = path.join(ROOT, 'data/components');
const REFERENCE = '/catalyst/references/components-reference';

type Field = {name: string; page: string; category: string};

function uniqueFields(): Field[] {
  const byName = new Map<string, Field[]>();
  for (const category of readdirSync(COMPONENTS, {withFileTypes: true})
    .filter((d) => d.isDirectory())
    .map((d) => d.name)) {
    for (const file of readdirSync(path.join(COMPONENTS, category)).filter(
      (f) => f.endsWith('.yaml') && !f.startsWith('_'),
    )) {
      const data = yaml.load(readFileSync(path.join(COMPONENTS, category, file), 'utf8')) as {
        slug: string;
        fields?: {name: string}[];
      };
      for (const {name} of data.fields ?? []) {
        const key = name.toLowerCase();
        byName.set(key, [...(byName.get(key) ?? []), {name, page: `${REFERENCE}/${category}/${data.slug}`, category}]);
      }
    }
  }
  // One page per name, and a name that reads as an identifier rather than a common word.
  return [...byName.values()]
    .filter((pages) => new Set(pages.map((p) => p.page)).size === 1 && /[A-Z]|[a-z][._-][a-z]/.test(pages[0].name))
    .map((pages) => pages[0]);
}

/** The name with one letter in its middle left out: `messageVisibilityTimeout` -> `messageVisibiltyTimeout`. */
const typo = (name: string) => name.slice(0, Math.floor(name.length / 2)) + name.slice(Math.floor(name.length / 2) + 1);

const fields = uniqueFields();

test('the catalogue gives at least 60 identifier queries', () => {
  expect(fields.length).toBeGreaterThanOrEqual(60);
});

for (const category of [...new Set(fields.map((f) => f.category))]) {
  const mine = fields.filter((f) => f.category === category);
  test(`${category}: each field unique to one page finds that page in the first 8, from its category and from Catalyst`, async ({
    page,
  }) => {
    test.setTimeout(30_000 + mine.length * 4_000);
    const misses: string[] = [];
    for (const from of [`${REFERENCE}/${category}`, '/catalyst']) {
      await open(page, from);
      for (const field of mine) {
        const targets = (await searchResultTargets(page, field.name, 8)).map((t) => t.replace(/#.*$/, ''));
        if (!targets.includes(field.page))
          misses.push(`${field.name} from ${from}: ${targets.join(', ') || 'no results'}`);
      }
    }
    expect(misses, `expected page not in the first 8`).toEqual([]);
  });
}

test('a long field name with a letter missing still finds its page', async ({page}) => {
  const sample = fields.filter((f) => f.name.length >= 14).filter((_, i) => i % 4 === 0);
  expect(sample.length).toBeGreaterThanOrEqual(5);
  test.setTimeout(30_000 + sample.length * 4_000);
  await open(page, '/catalyst');
  const misses: string[] = [];
  for (const field of sample) {
    const query = typo(field.name);
    const targets = (await searchResultTargets(page, query, 8)).map((t) => t.replace(/#.*$/, ''));
    if (!targets.includes(field.page)) misses.push(`${query} (${field.name}): ${targets.join(', ') || 'no results'}`);
  }
  expect(misses).toEqual([]);
});
