// The reader's project values (src/lib/projectValues.mjs): which values are accepted and how
// they are normalised, and how they replace the placeholders of real samples on the site.
//   node --test tests/unit/
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {repoRoot} from '../../scripts/lib/data.mjs';
import {fencedBlocks} from '../../scripts/lib/markdown.mjs';
import {checkValues, fillSample, replacements} from '../../src/lib/projectValues.mjs';
import {PLACEHOLDERS, usesProjectValues} from '../../src/lib/projectSamples.mjs';

const GOOD = {
  httpEndpoint: 'https://http-prj123456.cloud.r1.diagrid.io',
  grpcEndpoint: 'grpc-prj123456.cloud.r1.diagrid.io:443',
  project: 'shop',
  appId: 'orders',
  token: 'diagrid://v1/abc.def',
};

describe('checking the values', () => {
  test('endpoints on the public host patterns, with or without scheme and port, are normalised', () => {
    const {values, problems} = checkValues({
      httpEndpoint: ' http-prj42.cloud.r1.diagrid.io:443/ ',
      grpcEndpoint: 'https://grpc-prj42.cloud.r1.diagrid.io',
    });
    assert.deepEqual(problems, {});
    assert.equal(values.httpEndpoint, 'https://http-prj42.cloud.r1.diagrid.io');
    assert.equal(values.grpcEndpoint, 'grpc-prj42.cloud.r1.diagrid.io:443');
  });

  test('a local sidecar is accepted for self-hosted Dapr, over plain HTTP', () => {
    const {values, problems} = checkValues({httpEndpoint: 'localhost:3500', grpcEndpoint: '127.0.0.1:50001'});
    assert.deepEqual(problems, {});
    assert.equal(values.httpEndpoint, 'http://localhost:3500');
    assert.equal(values.grpcEndpoint, '127.0.0.1:50001');
  });

  test('anything else is named and left out', () => {
    const {values, problems} = checkValues({
      httpEndpoint: 'https://evil.example.com',
      grpcEndpoint: 'grpc-prjabc.cloud.r1.diagrid.io',
      project: 'my project',
      appId: '-orders',
      token: 'has space',
    });
    assert.deepEqual(Object.keys(problems).sort(), ['appId', 'grpcEndpoint', 'httpEndpoint', 'project', 'token']);
    assert.deepEqual(values, {httpEndpoint: '', grpcEndpoint: '', project: '', appId: '', token: ''});
    // The HTTP endpoint must not take the gRPC host, nor the other way round.
    assert.ok(checkValues({httpEndpoint: GOOD.grpcEndpoint}).problems.httpEndpoint);
    assert.ok(checkValues({grpcEndpoint: GOOD.httpEndpoint.replace('http-', 'x-')}).problems.grpcEndpoint);
  });

  test('empty fields keep their placeholders', () => {
    assert.deepEqual(checkValues({}), {
      values: {httpEndpoint: '', grpcEndpoint: '', project: '', appId: '', token: ''},
      problems: {},
    });
  });
});

describe('filling samples', () => {
  test('the code blocks look for exactly the texts the values replace', () => {
    const all = replacements({httpEndpoint: 'https://x', grpcEndpoint: 'x', project: 'x', appId: 'x', token: 'x'});
    // Each replaced text holds one the code blocks look for, and each they look for is replaced.
    for (const {from} of all)
      assert.ok(
        PLACEHOLDERS.some((p) => from.includes(p)),
        from,
      );
    for (const p of PLACEHOLDERS)
      assert.ok(
        all.some((r) => r.from === p),
        p,
      );
  });

  test('a curl line: endpoint, token; each value marked where it now stands', () => {
    const code = 'curl -X POST "https://<project-endpoint>/v1.0/state/kvstore" \\\n  -H "dapr-api-token: <api-token>"';
    const {text, filled} = fillSample(code, GOOD);
    assert.equal(
      text,
      'curl -X POST "https://http-prj123456.cloud.r1.diagrid.io/v1.0/state/kvstore" \\\n  -H "dapr-api-token: diagrid://v1/abc.def"',
    );
    assert.deepEqual(
      filled.map((f) => [f.key, text.slice(f.start, f.end)]),
      [
        ['httpEndpoint', GOOD.httpEndpoint],
        ['token', GOOD.token],
      ],
    );
  });

  test('a local sidecar keeps its plain-HTTP scheme in a https://<project-endpoint> URL', () => {
    const {values} = checkValues({httpEndpoint: 'localhost:3500'});
    assert.equal(
      fillSample('curl https://<project-endpoint>/v1.0/healthz', values).text,
      'curl http://localhost:3500/v1.0/healthz',
    );
  });

  test('only the values the reader set are filled in', () => {
    const {text, filled} = fillSample('diagrid appid create <app-id> --project <project-name>', {
      ...checkValues({}).values,
      project: 'shop',
    });
    assert.equal(text, 'diagrid appid create <app-id> --project shop');
    assert.equal(filled.length, 1);
  });

  test('real samples of the site: the SDK environment variables and a component manifest', () => {
    const page = readFileSync(path.join(repoRoot, 'docs-catalyst/how-to-guides/connect-from-sdks.mdx'), 'utf8');
    const lines = page.split('\n');
    const env = fencedBlocks(lines)
      .map((b) => lines.slice(b.open + 1, b.close ?? undefined).join('\n'))
      .find((t) => t.includes('export DAPR_HTTP_ENDPOINT'));
    assert.ok(env && usesProjectValues(env));
    const {text} = fillSample(env, GOOD);
    assert.match(text, /export DAPR_HTTP_ENDPOINT="https:\/\/http-prj123456\.cloud\.r1\.diagrid\.io"/);
    assert.match(text, /export DAPR_GRPC_ENDPOINT="grpc-prj123456\.cloud\.r1\.diagrid\.io:443"/);
    assert.match(text, /export DAPR_API_TOKEN="diagrid:\/\/v1\/abc\.def"/);
    assert.doesNotMatch(text, /<[a-z-]+>/);
    assert.equal(usesProjectValues('apiVersion: dapr.io/v1alpha1\nkind: Component'), false);
  });
});
