// Docusaurus 3 reads an admonition's title in brackets (`:::note[Title]`).
// The Docusaurus 2 form, `:::note Title`, is not an admonition there: the page
// showed ":::note What the dates mean … :::" as a paragraph of text, and the
// build said nothing. This catches it in every hand-written page and data file.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {repoRoot} from '../../scripts/lib/data.mjs';
import {filesUnder, isSourceFolder} from '../../scripts/lib/files.mjs';
import {products} from '../../scripts/lib/products.mjs';

/** An admonition opener with a title after a space instead of in brackets. */
const OLD_TITLE = /^\s*:{3,}(note|tip|info|warning|danger|caution|important|success|secondary)[ \t]+\S/;

/**
 * `file:line: text` for every opener written the Docusaurus 2 way.
 * @param {string} source
 * @param {string} file
 */
function oldTitles(source, file) {
  return source.split('\n').flatMap((line, i) => (OLD_TITLE.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}

test('the check finds the Docusaurus 2 title form and accepts the Docusaurus 3 ones', () => {
  assert.deepEqual(oldTitles(':::note What the dates mean\ntext\n:::', 'a.mdx'), [
    'a.mdx:1: :::note What the dates mean',
  ]);
  assert.deepEqual(oldTitles(':::note[What the dates mean]\n:::tip\n:::warning{title="x"}\n:::', 'a.mdx'), []);
});

test('no page or data file writes an admonition title the Docusaurus 2 way', () => {
  const found = [];
  for (const dir of [...products.map((p) => p.path), 'data']) {
    for (const file of filesUnder(path.join(repoRoot, dir), (n) => /\.(mdx?|ya?ml)$/.test(n), isSourceFolder)) {
      found.push(...oldTitles(readFileSync(file, 'utf8'), path.relative(repoRoot, file)));
    }
  }
  assert.deepEqual(found, [], 'write :::note[Title] (Docusaurus 3), not :::note Title');
});
