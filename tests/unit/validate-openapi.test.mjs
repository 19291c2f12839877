// A malformed OpenAPI file must stop generation with the file and the problem.
import assert from 'node:assert/strict';
import {mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {validateOpenApi} from '../../scripts/generate/validate-openapi.mjs';
import {repoRoot} from '../../scripts/lib/data.mjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
const write = (/** @type {string} */ name, /** @type {string} */ text) => {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
};

const valid = `openapi: 3.0.3
info: {title: T, version: '1'}
paths:
  /v1.0/healthz:
    get:
      operationId: getHealthz
      x-sources: [S_DAPR_RUNTIME]
      responses:
        '204': {description: Healthy}
`;

test('the real Catalyst description is valid', async () => {
  const doc = await validateOpenApi(path.join(repoRoot, 'openapi', 'catalyst.yaml'));
  assert.equal(doc.info?.title, 'Catalyst APIs');
});

test('a small valid file passes', async () => {
  await validateOpenApi(write('ok.yaml', valid));
});

test('broken YAML names the file and the line', async () => {
  const file = write('broken.yaml', valid.replace('responses:', 'responses: [unclosed'));
  await assert.rejects(validateOpenApi(file), (/** @type {Error} */ err) => {
    assert.equal(err.name, 'DataError');
    assert.match(err.message, /broken\.yaml/);
    assert.match(err.message, /line \d+/);
    assert.match(err.message, /invalid YAML/);
    return true;
  });
});

test('a missing openapi version is reported', async () => {
  const file = write('noversion.yaml', valid.replace('openapi: 3.0.3\n', ''));
  await assert.rejects(validateOpenApi(file), /noversion\.yaml \(openapi\): missing or unsupported "openapi" version/);
});

test('a structural error names the file and where it is', async () => {
  const file = write('noresponses.yaml', valid.replace(/ {6}responses:\n.*\n/, '      summary: no responses\n'));
  await assert.rejects(validateOpenApi(file), (/** @type {Error} */ err) => {
    assert.match(err.message, /noresponses\.yaml/);
    assert.match(err.message, /paths\.\/v1\.0\/healthz\.get/);
    assert.match(err.message, /responses/);
    return true;
  });
});

test('an unresolvable $ref is reported', async () => {
  const file = write(
    'badref.yaml',
    valid.replace("'204': {description: Healthy}", "'204': {$ref: '#/components/responses/Missing'}"),
  );
  await assert.rejects(validateOpenApi(file), /badref\.yaml.*(resolve|Missing)/);
});

test('two operations with one operationId are reported', async () => {
  const file = write(
    'dupe.yaml',
    `${valid}  /v1.0/other:\n    get:\n      operationId: getHealthz\n      responses:\n        '200': {description: OK}\n`,
  );
  await assert.rejects(validateOpenApi(file), /dupe\.yaml.*operationId/i);
});

test('an operation without x-sources is reported with its route', async () => {
  const file = write('nosources.yaml', valid.replace('      x-sources: [S_DAPR_RUNTIME]\n', ''));
  await assert.rejects(validateOpenApi(file), (/** @type {Error} */ err) => {
    assert.equal(err.name, 'DataError');
    assert.match(err.message, /nosources\.yaml \(paths\.\/v1\.0\/healthz\.get\.x-sources \(getHealthz\)\)/);
    assert.match(err.message, /list of source keys/);
    return true;
  });
});

test('an unknown source key on an operation or a server is reported', async () => {
  const op = write('badkey.yaml', valid.replace('[S_DAPR_RUNTIME]', '[S_DAPR_RUNTIME, S_NO_SUCH_SOURCE]'));
  await assert.rejects(
    validateOpenApi(op),
    /badkey\.yaml \(paths\.\/v1\.0\/healthz\.get\.x-sources \(getHealthz\)\): unknown source key "S_NO_SUCH_SOURCE"/,
  );
  const server = write(
    'badserver.yaml',
    valid.replace('paths:\n', 'servers:\n  - url: https://example.test\n    x-sources: [S_MADE_UP]\npaths:\n'),
  );
  await assert.rejects(
    validateOpenApi(server),
    /badserver\.yaml \(servers\.0\.x-sources\): unknown source key "S_MADE_UP"/,
  );
});

test('every operation of the real description names its sources', async () => {
  const doc = await validateOpenApi(path.join(repoRoot, 'openapi', 'catalyst.yaml'));
  const methods = ['get', 'put', 'post', 'delete', 'patch'];
  const ops = Object.values(doc.paths ?? {}).flatMap((item) => methods.flatMap((m) => item?.[m] ?? []));
  assert.ok(ops.length >= 24);
  /** @param {unknown} list */
  const nonEmpty = (list) => Array.isArray(list) && list.length > 0;
  for (const op of ops) assert.ok(nonEmpty(op['x-sources']), `${op.operationId} has x-sources`);
  assert.ok(doc.servers?.length && doc.servers.every((s) => nonEmpty(s['x-sources'])));
});
