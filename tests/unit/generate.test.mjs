// Which generation steps a changed source calls for (scripts/generate/index.mjs), and
// how the dev server finds the changed sources (scripts/lib/source-changes.mjs,
// used by plugins/regenerate.ts).
import assert from 'node:assert/strict';
import {rmSync, utimesSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {STEPS, stepsFor} from '../../scripts/generate/index.mjs';
import {changedPaths, snapshot} from '../../scripts/lib/source-changes.mjs';
import {tempTree} from './temp-tree.mjs';

const names = (/** @type {string[]} */ changed) => stepsFor(changed).map((s) => s.name);

test('a changed source reruns the steps it feeds, in order', () => {
  assert.deepEqual(names(['data/cli/catalyst/dev.yaml']), ['CLI references']);
  assert.deepEqual(names(['openapi/catalyst.yaml']), ['API reference', 'error codes reference']);
  assert.deepEqual(names(['data/errors/catalyst.yaml']), ['error codes reference']);
  assert.deepEqual(names(['data/components/state/redis.yaml', 'data/cli/conductor/_cli.yaml']), [
    'CLI references',
    'components reference',
  ]);
});

test('a shared source reruns every step; an unrelated file none', () => {
  assert.deepEqual(
    names(['data/sources.yaml']),
    STEPS.map((s) => s.name),
  );
  assert.deepEqual(
    names(['data/schemas/cli.schema.json']),
    STEPS.map((s) => s.name),
  );
  assert.deepEqual(names(['data/README.md']), []);
});

test('the dev server finds the files that changed since its last look: new, edited and deleted', (t) => {
  const {root, write: file} = tempTree(t, 'source-changes-');
  file('data/cli/catalyst/dev.yaml', 'a');
  file('data/components/state/redis.yaml', 'b');
  file('openapi/catalyst.yaml', 'c');
  file('docs-catalyst/index.mdx', 'not watched');
  const before = snapshot(root, ['data', 'openapi']);
  assert.deepEqual([...before.keys()].sort(), [
    'data/cli/catalyst/dev.yaml',
    'data/components/state/redis.yaml',
    'openapi/catalyst.yaml',
  ]);
  assert.deepEqual(changedPaths(before, snapshot(root, ['data', 'openapi'])), []);

  const later = new Date(Date.now() + 5000);
  utimesSync(path.join(root, 'data/cli/catalyst/dev.yaml'), later, later);
  file('data/cli/conductor/new.yaml', 'd');
  rmSync(path.join(root, 'data/components/state/redis.yaml'));
  const changed = changedPaths(before, snapshot(root, ['data', 'openapi']));
  assert.deepEqual(changed.sort(), [
    'data/cli/catalyst/dev.yaml',
    'data/cli/conductor/new.yaml',
    'data/components/state/redis.yaml',
  ]);
  // ...and the steps they call for: the API reference is left alone.
  assert.deepEqual(names(changed), ['CLI references', 'components reference']);
});
