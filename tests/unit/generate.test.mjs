// Which generation steps a changed source calls for (scripts/generate.mjs).
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {STEPS, stepsFor} from '../../scripts/generate.mjs';

const names = (/** @type {string[]} */ changed) => stepsFor(changed).map((s) => s.name);

test('a changed source reruns the steps it feeds, in order', () => {
  assert.deepEqual(names(['data/cli/catalyst/dev.yaml']), ['CLI references']);
  assert.deepEqual(names(['openapi/catalyst.yaml']), ['API reference']);
  assert.deepEqual(names(['data/components/state/redis.yaml', 'data/cli/conductor/_cli.yaml']), ['CLI references', 'components reference']);
});

test('a shared source reruns every step; an unrelated file none', () => {
  assert.deepEqual(names(['data/sources.yaml']), STEPS.map((s) => s.name));
  assert.deepEqual(names(['data/schemas/cli.schema.json']), STEPS.map((s) => s.name));
  assert.deepEqual(names(['data/README.md']), []);
});
