import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {test} from 'node:test';
import {keepInAllAreas, trimIndex} from '../../scripts/search-index-all.mjs';

const require = createRequire(import.meta.url);
const lunr = require('lunr');

/**
 * A content entry of a search index.
 * @param {string} u
 * @param {string} h
 * @param {string} t
 * @param {number} [i]
 */
const page = (u, h, t, i = 0) => ({i, t, s: 'x', u, h, p: 1});

test('CLI reference bodies leave the all-areas index; guides and API pages stay', () => {
  assert.equal(keepInAllAreas(page('/catalyst/references/cli-reference/appid/create', '#flags', 'flags')), false);
  assert.equal(keepInAllAreas(page('/conductor/cli-reference/clusters', '', 'intro')), false);
  assert.equal(keepInAllAreas(page('/catalyst/concepts/appids', '#tokens', 'text')), true);
  assert.equal(keepInAllAreas(page('/catalyst/api/save-state', '', 'text')), true);
});

test('component pages keep their introduction, when-to-choose and metadata fields only', () => {
  const redis = '/catalyst/references/components-reference/state/redis';
  assert.equal(keepInAllAreas(page(redis, '', 'intro')), true);
  assert.equal(keepInAllAreas(page(redis, '#when-to-choose-it', 'why')), true);
  assert.equal(keepInAllAreas(page(redis, '#metadata-fields', 'redisHost')), true);
  assert.equal(keepInAllAreas(page(redis, '#microsoft-entra-id-client-secret', 'azureClientSecret')), false);
  assert.equal(keepInAllAreas(page(redis, '#capabilities', 'ETag')), false);
  // The category overview is a guide-like page and stays whole.
  assert.equal(keepInAllAreas(page('/catalyst/references/components-reference/state', '#choosing', 'text')), true);
});

test('trimIndex rebuilds the content index without the dropped sections', () => {
  const parts = [
    [],
    [],
    [],
    [],
    [page('/a', '', 'alpha unicorn', 10), page('/cli-reference/b', '#flags', 'zebra flags', 11)],
  ].map((documents) => ({
    documents,
    index: {},
  }));
  const trimmed = trimIndex(parts, (d) => !d.u.startsWith('/cli-reference/'));
  assert.deepEqual(
    trimmed[4].documents.map((d) => d.i),
    [10],
  );
  // Read back the way the browser does: from the written JSON.
  const index = lunr.Index.load(JSON.parse(JSON.stringify(trimmed[4].index)));
  assert.deepEqual(
    index.search('unicorn').map((r) => r.ref),
    ['10'],
  );
  assert.deepEqual(index.search('zebra'), []);
  // The other parts are passed through untouched.
  assert.equal(trimmed[0], parts[0]);
});

test('trimIndex refuses something that is not the plugin index', () => {
  assert.throws(() => trimIndex({documents: []}, () => true), /five index parts/);
  assert.throws(() => trimIndex([{documents: []}], () => true), /five index parts/);
});
