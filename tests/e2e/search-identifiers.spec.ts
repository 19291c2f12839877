import {expect, test} from './fixtures';
import {REFERENCE, typo, uniqueFields} from './search-cases';
import {dropdownTargets} from './search-node';

/**
 * Identifier queries, generated from the component catalogue (data/components/),
 * so the list grows with the site: every metadata field that exists on one
 * component page only, typed as the reader copies it from a manifest, must
 * bring up that page among the first eight suggestions, searched from the
 * page's own category and from the Catalyst area. A sample of long field names
 * with one letter left out checks that a typo still finds the page. The
 * suggestions are computed in Node from the build's indexes (./search-node.ts),
 * as the box computes them.
 */
const fields = uniqueFields();

test('the catalogue gives at least 60 identifier queries', () => {
  expect(fields.length).toBeGreaterThanOrEqual(60);
});

for (const category of [...new Set(fields.map((f) => f.category))]) {
  const mine = fields.filter((f) => f.category === category);
  test(`${category}: each field unique to one page finds that page in the first 8, from its category and from Catalyst`, () => {
    const misses = [`${REFERENCE}/${category}`, '/catalyst'].flatMap((from) =>
      mine.flatMap((field) => {
        const targets = dropdownTargets(from, field.name, 8).map((t) => t.replace(/#.*$/, ''));
        return targets.includes(field.page)
          ? []
          : [`${field.name} from ${from}: ${targets.join(', ') || 'no results'}`];
      }),
    );
    expect(misses, `expected page not in the first 8`).toEqual([]);
  });
}

test('a long field name with a letter missing still finds its page', () => {
  const sample = fields.filter((f) => f.name.length >= 14).filter((_, i) => i % 4 === 0);
  expect(sample.length).toBeGreaterThanOrEqual(5);
  const misses = sample.flatMap((field) => {
    const query = typo(field.name);
    const targets = dropdownTargets('/catalyst', query, 8).map((t) => t.replace(/#.*$/, ''));
    return targets.includes(field.page) ? [] : [`${query} (${field.name}): ${targets.join(', ') || 'no results'}`];
  });
  expect(misses).toEqual([]);
});
