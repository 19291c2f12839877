import {expect, open, searchResultTargets, test} from './fixtures';
import {REFERENCE, typo, uniqueFields} from './search-cases';

/**
 * Identifier queries, generated from the component catalogue (data/components/),
 * so the list grows with the site: every metadata field that exists on one
 * component page only, typed as the reader copies it from a manifest, must
 * bring up that page among the first eight suggestions, searched from the
 * page's own category and from the Catalyst area. A sample of long field names
 * with one letter left out checks that a typo still finds the page.
 */
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
