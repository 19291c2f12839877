// Components reference: the generator turns data/components/** into pages and rejects bad
// data with the file and field at fault; the YAML checker rejects bad Component manifests.
//   node --test tests/unit/
import assert from 'node:assert/strict';
import {cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import yaml from 'js-yaml';
import {DataError, repoRoot} from '../../scripts/lib/data.mjs';
import {referenceOf} from '../../scripts/lib/products.mjs';
import {OUTPUT_DIR, generateComponents} from '../../scripts/generate/components.mjs';
import {CATEGORIES} from '../../scripts/lib/component-data.mjs';
import {checkComponentYaml, yamlBlocks} from '../../scripts/check/component-yaml.mjs';

/** Where the pages are served (config/products.json): /catalyst/references/components-reference. */
const {route: ROUTE, slug: SLUG} = referenceOf('components');

/** @type {string[]} */
const temps = [];
after(() => {
  for (const dir of temps) rmSync(dir, {recursive: true, force: true});
});

/** A scratch repository holding a copy of the real component data and schemas. */
function scratchRoot() {
  const root = mkdtempSync(path.join(tmpdir(), 'components-test-'));
  temps.push(root);
  cpSync(path.join(repoRoot, 'data/components'), path.join(root, 'data/components'), {recursive: true});
  mkdirSync(path.join(root, 'data/schemas'), {recursive: true});
  for (const schema of ['component.schema.json', 'dapr-component.schema.json'])
    cpSync(path.join(repoRoot, 'data/schemas', schema), path.join(root, 'data/schemas', schema));
  return root;
}

/**
 * Loads a data file of the scratch root, lets `change` edit it, writes it back.
 * @param {string} root
 * @param {string} relFile
 * @param {(data: any) => void} change gets the raw YAML, to break it on purpose
 */
function editData(root, relFile, change) {
  const file = path.join(root, relFile);
  const data = yaml.load(readFileSync(file, 'utf8'));
  change(data);
  writeFileSync(file, yaml.dump(data));
}

/**
 * @param {string} root
 * @param {string} relFile
 * @param {string} where
 * @param {RegExp} [pattern]
 */
function expectDataError(root, relFile, where, pattern) {
  assert.throws(
    () => generateComponents({root}),
    (err) => {
      assert.ok(err instanceof DataError, `expected a DataError, got ${err}`);
      assert.match(err.message, new RegExp(relFile.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')), 'message names the file');
      assert.equal(err.where, where, `field at fault in: ${err.message}`);
      if (pattern) assert.match(err.message, pattern);
      return true;
    },
  );
}

describe('generateComponents with the real data', () => {
  const root = scratchRoot();
  const {files: written} = generateComponents({root});
  const out = path.join(root, OUTPUT_DIR);

  test('writes 42 component pages, 4 category pages and the index', () => {
    const pages = written.filter((f) => f.endsWith('.mdx'));
    assert.equal(pages.length, 47);
    assert.ok(pages.includes(`${OUTPUT_DIR}/index.mdx`));
    let components = 0;
    for (const category of CATEGORIES) {
      const files = readdirSync(path.join(out, category));
      assert.ok(files.includes('index.mdx'), `${category}/index.mdx`);
      assert.ok(files.includes('_category_.json'), `${category}/_category_.json`);
      components += files.filter((f) => f.endsWith('.mdx') && f !== 'index.mdx').length;
    }
    assert.equal(components, 42);
  });

  test('every route of the spec has a page', () => {
    const routes = readFileSync('/work/shared/spec/routes.txt', 'utf8')
      .split('\n')
      .filter((r) => r.startsWith(`${ROUTE}/`));
    assert.equal(routes.length, 42);
    for (const route of routes) {
      const rel = route.slice(`${ROUTE}/`.length);
      assert.ok(readFileSync(path.join(out, `${rel}.mdx`), 'utf8').length > 0, route);
    }
  });

  test('index pages carry their slugs, category pages the filterable table', () => {
    assert.ok(readFileSync(path.join(out, 'index.mdx'), 'utf8').includes(`\nslug: "${SLUG}"\n`));
    const state = readFileSync(path.join(out, 'state/index.mdx'), 'utf8');
    assert.ok(state.includes(`\nslug: "${SLUG}/state"\n`));
    assert.match(state, /import ComponentTable from '@site\/src\/components\/ComponentTable';/);
    const rowsProp = state.match(/rows=\{(.*)\}$/m);
    assert.ok(rowsProp, 'the category page passes rows to the table');
    /** @type {{href: string}[]} */
    const rows = JSON.parse(rowsProp[1]);
    assert.equal(rows.length, 14);
    assert.ok(rows.every((r) => r.href.startsWith(`${ROUTE}/state/`)));
  });

  test('related links and the managed components come from the data, in the documented order', () => {
    const links = (/** @type {string} */ page) =>
      [
        ...readFileSync(path.join(out, page), 'utf8')
          .split('## Related links\n')[1]
          .matchAll(/^- \[(.*)\]\((.*)\)$/gm),
      ].map((m) => m[2]);
    // The component's own concepts, the shared ones, the category's, its own commands, the shared ones, its category.
    assert.deepEqual(links('state/diagrid.mdx'), [
      '/catalyst/concepts/diagrid-services/kv-store',
      '/catalyst/concepts/components',
      '/catalyst/concepts/components-authentication',
      '/catalyst/catalyst-apis/state',
      '/catalyst/api/save-state',
      '/catalyst/api/get-state',
      '/catalyst/references/cli-reference/kv',
      '/catalyst/references/cli-reference/component',
      '/catalyst/references/cli-reference/apply',
      `${ROUTE}/state`,
    ]);
    assert.equal(links('state/redis.mdx')[0], '/catalyst/concepts/components');
    assert.equal(links('index.mdx').length, 4);
    // The count of managed components is counted, not written down.
    assert.match(
      readFileSync(path.join(out, 'index.mdx'), 'utf8'),
      /\nTwo components need no infrastructure of your own\. Create a project with `--deploy-managed-kv`/,
    );
    const one = scratchRoot();
    rmSync(path.join(one, 'data/components/pubsub/diagrid.yaml'));
    generateComponents({root: one});
    assert.match(
      readFileSync(path.join(one, OUTPUT_DIR, 'index.mdx'), 'utf8'),
      /\nOne component needs no infrastructure of your own\./,
    );
  });

  test('a component page has the generated notice, edit link, manifest and sections', () => {
    const page = readFileSync(path.join(out, 'state/redis.mdx'), 'utf8');
    assert.match(
      page,
      /custom_edit_url: "https:\/\/github\.com\/diagridio\/docs\/edit\/main\/data\/components\/state\/redis\.yaml"/,
    );
    assert.match(
      page,
      /\{\/\* Generated by scripts\/generate\/components\.mjs from data\/components\/state\/redis\.yaml/,
    );
    for (const heading of [
      '## Component format',
      '## Metadata fields',
      '## Authentication',
      '## Capabilities',
      '## Related links',
    ])
      assert.ok(page.includes(`\n${heading}\n`), heading);
    assert.match(page, /diagrid component create orders-state \\\n {2}--type state\.redis/);
    const binding = readFileSync(path.join(out, 'bindings/aws-s3.mdx'), 'utf8');
    assert.ok(binding.includes('\n## Operations\n') && binding.includes('\n### `presign`\n'));
  });

  test('field tables have three columns: marked name, type, and the description with its values', () => {
    /** @param {string} line a Markdown table row @returns {string[]} its cells, `\|` kept inside */
    const cells = (line) =>
      line
        .slice(2, -2)
        .split(/ (?<!\\)\| /)
        .map((c) => c.trim());
    /** @param {string} page @param {string} name @returns {string[]} */
    const row = (page, name) => {
      const line = page.split('\n').find((l) => l.startsWith(`| <code id="field-${name}">`));
      assert.ok(line, `row of ${name}`);
      return cells(line);
    };
    const redis = readFileSync(path.join(out, 'state/redis.mdx'), 'utf8');
    assert.equal((redis.match(/^\| Field \| Type \| Description \|$/gm) ?? []).length, 7);
    // Each in the wrapper whose class stacks its rows on a phone.
    assert.equal(
      (redis.match(/^<div className="field-table">\n\n\| Field \| Type \| Description \|$/gm) ?? []).length,
      7,
    );
    assert.deepEqual(row(redis, 'redisHost').slice(0, 2), [
      '<code id="field-redisHost">{"redisHost"}</code> *required*',
      'string',
    ]);
    assert.match(row(redis, 'clientKey')[0], /<\/code> \*secret\*$/);
    assert.doesNotMatch(row(redis, 'redisPort')[0], /\*/, 'an optional, non-secret field has no mark');
    assert.match(row(redis, 'redisType')[2], /Redis Cluster\. Default: `node`\. Allowed values: `node`, `cluster`\.$/);
    assert.match(
      row(redis, 'keyPrefix')[2],
      /Allowed values: `appid`, `name`, `namespace`, `none`, &lt;any fixed string&gt;\.$/,
    );
    // Every field row of every page has the three cells.
    for (const category of CATEGORIES)
      for (const file of readdirSync(path.join(out, category)).filter((f) => f.endsWith('.mdx'))) {
        const page = readFileSync(path.join(out, category, file), 'utf8');
        for (const line of page.split('\n').filter((l) => l.startsWith('| <code id="field-')))
          assert.equal(cells(line).length, 3, `${category}/${file}: ${line.slice(0, 80)}`);
      }
  });

  test('capability tables say only Yes or No, and leave out a capability whose support is not known', () => {
    /** @param {string} page @returns {string[][]} the rows of its Capabilities table */
    const capRows = (page) =>
      (page.split('\n## Capabilities\n')[1] ?? '')
        .split('\n## ')[0]
        .split('\n')
        .filter((l) => l.startsWith('| ') && !l.startsWith('| Capability |') && !l.startsWith('| ---'))
        .map((l) =>
          l
            .slice(2, -2)
            .split(/ (?<!\\)\| /)
            .map((c) => c.trim()),
        );
    for (const category of CATEGORIES)
      for (const file of readdirSync(path.join(out, category)).filter((f) => f.endsWith('.mdx') && f !== 'index.mdx'))
        for (const row of capRows(readFileSync(path.join(out, category, file), 'utf8')))
          assert.match(row[1], /^(Yes|No)$/, `${category}/${file}: ${row.join(' | ')}`);
    // The managed state store: ETag and TTL are null in its data, so they have no row.
    const managed = capRows(readFileSync(path.join(out, 'state/diagrid.mdx'), 'utf8')).map((r) => r[0]);
    assert.deepEqual(managed, ['CRUD', 'Transactions', 'Query', 'Actors', 'Workflow']);
    assert.equal(capRows(readFileSync(path.join(out, 'state/redis.mdx'), 'utf8')).length, 7);
    // With no known capability, the page has no Capabilities section.
    const none = scratchRoot();
    editData(none, 'data/components/state/diagrid.yaml', (d) => {
      for (const key of Object.keys(d.capabilities)) d.capabilities[key] = null;
    });
    generateComponents({root: none});
    assert.ok(!readFileSync(path.join(none, OUTPUT_DIR, 'state/diagrid.mdx'), 'utf8').includes('\n## Capabilities\n'));
  });

  test('a component in a version other than v1 says to apply the manifest for it', () => {
    const page = readFileSync(path.join(out, 'state/postgresql.mdx'), 'utf8');
    assert.match(
      page,
      /\nTo create version `v2`, apply the manifest: it sets `spec\.version`, which the command above does not\.\n/,
    );
    assert.doesNotMatch(readFileSync(path.join(out, 'state/redis.mdx'), 'utf8'), /To create version/);
  });

  test('generated pages pass the Component YAML checker', () => {
    assert.deepEqual(checkComponentYaml({root}), []);
  });
});

describe('generateComponents rejects bad data', () => {
  test('a missing required field names the file and the field', () => {
    const root = scratchRoot();
    editData(root, 'data/components/state/redis.yaml', (d) => delete d.summary);
    expectDataError(root, 'data/components/state/redis.yaml', '(root)', /missing required field "summary"/);
  });

  test('a value of the wrong type names the file and the field', () => {
    const root = scratchRoot();
    editData(root, 'data/components/pubsub/kafka.yaml', (d) => (d.fields[0].required = 'yes'));
    expectDataError(root, 'data/components/pubsub/kafka.yaml', 'fields.0.required', /must be boolean/);
  });

  test('an unknown metadata name in the example names the file and the field', () => {
    const root = scratchRoot();
    editData(root, 'data/components/bindings/http.yaml', (d) =>
      d.example.metadata.push({name: 'notAField', value: 'x'}),
    );
    expectDataError(
      root,
      'data/components/bindings/http.yaml',
      'example.metadata.3.name',
      /unknown metadata name "notAField"/,
    );
  });

  test('a slug that does not match the file name is rejected', () => {
    const root = scratchRoot();
    editData(root, 'data/components/state/mysql.yaml', (d) => (d.slug = 'mariadb'));
    expectDataError(root, 'data/components/state/mysql.yaml', 'slug', /does not match the file name/);
  });

  test('a component filed under the wrong category is rejected', () => {
    const root = scratchRoot();
    editData(root, 'data/components/state/memcached.yaml', (d) => (d.type = 'pubsub.memcached'));
    expectDataError(root, 'data/components/state/memcached.yaml', 'type', /is a pubsub component/);
  });

  test('an unknown default source names the shared file', () => {
    const root = scratchRoot();
    editData(root, 'data/components/_shared.yaml', (d) => d.defaultSources.push('S_NOT_A_SOURCE'));
    expectDataError(root, 'data/components/_shared.yaml', 'defaultSources', /unknown source key "S_NOT_A_SOURCE"/);
  });

  test('a capability note without a known support value is rejected', () => {
    const root = scratchRoot();
    editData(root, 'data/components/state/diagrid.yaml', (d) => (d.capabilities.ttl = {supported: null, note: 'x'}));
    expectDataError(root, 'data/components/state/diagrid.yaml', 'capabilities.ttl.supported', /true or false/);
  });

  test('a secret given as a plain value is rejected', () => {
    const root = scratchRoot();
    editData(root, 'data/components/state/redis.yaml', (d) => {
      d.example.metadata = d.example.metadata.map((/** @type {{name: string}} */ m) =>
        m.name === 'redisPassword' ? {name: m.name, value: 'hunter2'} : m,
      );
    });
    expectDataError(root, 'data/components/state/redis.yaml', 'example.metadata.1', /is a secret/);
  });
});

describe('checkComponentYaml', () => {
  const root = scratchRoot();
  const doc = (/** @type {string} */ name, /** @type {string} */ body) => {
    const file = path.join(root, 'docs-catalyst', `${name}.mdx`);
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, `---\ntitle: Test\n---\n\nSome text.\n\n${body}\n`);
    return file;
  };
  const manifest = (/** @type {string} */ metadata, spec = '  type: state.redis\n  version: v1\n') =>
    [
      '```yaml',
      'apiVersion: dapr.io/v1alpha1',
      'kind: Component',
      'metadata:',
      '  name: statestore',
      'spec:',
      spec + '  metadata:',
      metadata,
      '```',
    ].join('\n');

  test('accepts a valid Component block', () => {
    const file = doc(
      'valid',
      manifest(
        '    - name: redisHost\n      value: localhost:6379\n    - name: redisPassword\n      secretKeyRef:\n        name: redis\n        key: password\n    - name: actorStateStore\n      value: "true"',
      ),
    );
    assert.deepEqual(checkComponentYaml({root, files: [file]}), []);
  });

  test('accepts names from a family such as <topic-name>.avroschema', () => {
    const file = doc(
      'pattern',
      manifest(
        '    - name: host\n      value: pulsar://localhost:6650\n    - name: orders.avroschema\n      value: "{}"',
        '  type: pubsub.pulsar\n  version: v1\n',
      ),
    );
    assert.deepEqual(checkComponentYaml({root, files: [file]}), []);
  });

  test('reports an unknown metadata name with file and line', () => {
    const file = doc(
      'unknown',
      manifest('    - name: redisHost\n      value: localhost:6379\n    - name: redisHots\n      value: oops'),
    );
    const problems = checkComponentYaml({root, files: [file]});
    assert.equal(problems.length, 1);
    assert.equal(problems[0].file, 'docs-catalyst/unknown.mdx');
    assert.equal(problems[0].line, 18);
    assert.match(problems[0].problem, /unknown metadata name "redisHots" for state\.redis/);
  });

  test('reports a missing spec.type', () => {
    const file = doc('notype', manifest('    - name: redisHost\n      value: localhost:6379', '  version: v1\n'));
    const problems = checkComponentYaml({root, files: [file]});
    assert.equal(problems.length, 1);
    assert.match(problems[0].problem, /missing required field "type"/);
  });

  test('reports YAML that does not parse', () => {
    const file = doc('broken', '```yaml\nkind: Component\nspec:\n  type: [state.redis\n```');
    const problems = checkComponentYaml({root, files: [file]});
    assert.equal(problems.length, 1);
    assert.match(problems[0].problem, /YAML does not parse/);
    assert.ok(problems[0].line >= 8 && problems[0].line <= 12, `line ${problems[0].line}`);
  });

  test('reports a metadata entry with both value and secretKeyRef', () => {
    const file = doc('both', manifest('    - name: redisHost\n      value: a\n      secretKeyRef:\n        name: b'));
    const problems = checkComponentYaml({root, files: [file]});
    assert.ok(
      problems.some((p) => /spec\.metadata\.0/.test(p.problem)),
      JSON.stringify(problems),
    );
  });

  test('ignores YAML that is not a Component and finds indented blocks', () => {
    const file = doc('other', '- Step one:\n\n  ```yaml\n  kind: Subscription\n  spec: {}\n  ```');
    assert.deepEqual(checkComponentYaml({root, files: [file]}), []);
    assert.equal(yamlBlocks('text\n  ```yaml\n  a: 1\n  ```\n')[0].text, 'a: 1');
  });
});
