// The sources table and the page front-matter check that the docs build runs.
//   node --test tests/unit/
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import yaml from 'js-yaml';
import {DataError, repoRoot} from '../../scripts/lib/data.mjs';
import {filesUnder} from '../../scripts/lib/files.mjs';
import {products} from '../../scripts/lib/products.mjs';
import {checkPageSources, checkSourceKeys, loadSources} from '../../scripts/lib/sources.mjs';

describe('data/sources.yaml', () => {
  const table = loadSources();

  test('every source says where it is and what it shows', () => {
    assert.ok(table.size > 150, `only ${table.size} sources`);
    for (const [key, entry] of table) {
      assert.ok(entry.url || entry.where, `${key} has a url or where`);
      assert.ok(entry.note && entry.note.length > 3, `${key} has a note`);
    }
  });

  test('an unknown key, an empty list and a non-list are rejected with the place that names them', () => {
    assert.throws(
      () => checkSourceKeys(['S_CAI_PIN', 'S_INVENTED'], {file: 'x.yaml', where: 'foo.source', table}),
      (err) => {
        assert.ok(err instanceof DataError);
        assert.equal(err.message, 'x.yaml (foo.source): unknown source key "S_INVENTED" (not in data/sources.yaml)');
        return true;
      },
    );
    assert.throws(() => checkSourceKeys([], {file: 'x.yaml', table}), /names no source/);
    assert.throws(() => checkSourceKeys('S_CAI_PIN', {file: 'x.yaml', table}), /must be a list of source keys/);
    assert.deepEqual(checkSourceKeys([], {file: 'x.yaml', table, allowEmpty: true}), []);
  });
});

describe('page front matter (the build hook)', () => {
  test('a hand-written docs page needs sources; generated and non-docs pages do not', () => {
    assert.throws(
      () => checkPageSources('docs-catalyst/concepts/appids.mdx', {title: 'T'}),
      (err) => {
        assert.ok(err instanceof DataError);
        assert.match(err.message, /^docs-catalyst\/concepts\/appids\.mdx \(sources\): missing/);
        return true;
      },
    );
    assert.doesNotThrow(() => checkPageSources('docs-catalyst/references/cli-reference/apply.mdx', {title: 'T'}));
    assert.doesNotThrow(() => checkPageSources('docs-catalyst/api/save-state.api.mdx', {title: 'T'}));
    assert.doesNotThrow(() => checkPageSources('src/pages/markdown-page.md', {title: 'T'}));
    assert.doesNotThrow(() => checkPageSources('docs-conductor/faq.mdx', {sources: []}));
  });

  test('an unknown key stops the page, also on generated pages', () => {
    assert.throws(
      () => checkPageSources('docs-conductor/faq.mdx', {sources: ['S_COND_DEMO', 'S_NOT_A_SOURCE']}),
      /docs-conductor\/faq\.mdx \(sources\): unknown source key "S_NOT_A_SOURCE"/,
    );
    assert.throws(
      () => checkPageSources('docs-conductor/cli-reference/web.mdx', {sources: ['S_NOPE']}),
      /unknown source key "S_NOPE"/,
    );
  });

  test('every hand-written page of the site names known sources', () => {
    // Every docs folder of the product registry; hand-written pages live nowhere else.
    const pages = products.flatMap((p) => [...filesUnder(path.join(repoRoot, p.path), (name) => /\.mdx?$/.test(name))]);
    let checked = 0;
    for (const file of pages) {
      const rel = path.relative(repoRoot, file);
      const m = readFileSync(file, 'utf8').match(/^---\n([\s\S]*?)\n---/);
      assert.ok(m, `${rel} has front matter`);
      const fm = yaml.load(m[1]);
      checkPageSources(rel, fm);
      if (Array.isArray(fm.sources)) checked++;
    }
    assert.ok(checked >= 70, `only ${checked} pages name their sources`);
  });
});
