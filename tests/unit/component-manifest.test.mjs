// The manifest builder and checker of the component pages (src/lib/componentManifest.mjs):
// for every component, version and authentication profile, what the builder makes passes
// the project's own checks (scripts/check/component-yaml.mjs, scripts/check/cli-usage.mjs)
// and the page checker; the checker names each planted problem and links its row.
//   node --test tests/unit/
import assert from 'node:assert/strict';
import {cpSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import yaml from 'js-yaml';
import {repoRoot} from '../../scripts/lib/data.mjs';
import {
  MANIFESTS_FILE,
  MANIFESTS_LOADER,
  OUTPUT_DIR,
  generateComponents,
  manifestSpec,
} from '../../scripts/generate/components.mjs';
import {loadComponents, manifestRules} from '../../scripts/lib/component-data.mjs';
import {checkContext, checkYamlText} from '../../scripts/check/component-yaml.mjs';
import {
  codeBlockLines,
  currentFormProblem,
  diagridCommands,
  loadTrees,
  resolveCommand,
} from '../../scripts/check/cli-usage.mjs';
import {
  buildManifest,
  builderFields,
  checkManifest,
  nameProblem,
  parseScopes,
  placeholderFor,
  valueProblem,
} from '../../src/lib/componentManifest.mjs';

const {components} = loadComponents();
const rules = manifestRules(repoRoot);
const ctx = checkContext();
const cli = loadTrees().catalyst;

/** @typedef {import('../../src/lib/componentManifest.mjs').FieldSpec} FieldSpec */
/** @typedef {import('../../src/lib/componentManifest.mjs').BuilderInput} BuilderInput */

/** A valid value of a field's type. @param {FieldSpec} f */
function sampleValue(f) {
  const allowed = (f.allowed ?? []).filter((a) => !/^<.*>$/.test(a));
  if (allowed.length) return allowed[allowed.length - 1];
  return {bool: 'true', number: '5', duration: '30s', bytesize: '100Mi'}[f.type] ?? `my ${f.name} "value"`;
}

/**
 * The builder's input with every offered field filled (or only the required ones).
 * @param {import('../../src/lib/componentManifest.mjs').ManifestSpec} spec
 * @param {{version: string, profile: number, all: boolean}} choice
 * @returns {BuilderInput}
 */
function filledInput(spec, {version, profile, all}) {
  /** @type {BuilderInput} */
  const input = {
    name: 'my-component',
    version,
    profile,
    values: {},
    secrets: {},
    secretStore: 'vault',
    scopes: 'orders, checkout',
    project: 'my-project',
  };
  const {required, optional} = builderFields(spec, input);
  for (const f of all ? [...required, ...optional] : required) {
    if (f.secret) input.secrets[f.name] = {name: 'creds', key: f.name.toLowerCase()};
    else input.values[f.name] = sampleValue(f);
  }
  return input;
}

/** Problems the CLI-usage check finds in the command lines. @param {string[]} commands */
function cliProblems(commands) {
  const block = ['```bash', ...commands, '```'].join('\n');
  const problems = [];
  let lines = 0;
  for (const {text} of codeBlockLines(block))
    for (const words of diagridCommands(text)) {
      lines++;
      const r = resolveCommand(cli, words);
      const problem = r.ok ? currentFormProblem(r) : r.problem;
      if (problem) problems.push(`${text}: ${problem}`);
    }
  assert.equal(lines, commands.length, 'every command line is a diagrid command');
  return problems;
}

describe('every built manifest passes the project checks', () => {
  for (const c of components) {
    test(`${c.data.type}`, () => {
      const spec = manifestSpec(c, rules);
      let built = 0;
      for (const version of spec.versions)
        for (let profile = -1; profile < spec.profiles.length; profile++)
          for (const all of [false, true]) {
            const out = buildManifest(spec, filledInput(spec, {version, profile, all}));
            const where = `${version}, profile ${profile}, ${all ? 'all fields' : 'required fields'}`;
            assert.deepEqual(checkYamlText(out.yaml, 1, ctx), [], `component check: ${where}\n${out.yaml}`);
            assert.deepEqual(checkManifest(spec, yaml.load(out.yaml)), [], `page check: ${where}\n${out.yaml}`);
            const commands = [out.applyCommand, ...(out.createCommand ? [out.createCommand] : [])];
            assert.deepEqual(cliProblems(commands), [], `CLI check: ${where}`);
            assert.equal(out.createCommand === null, version !== 'v1', 'create only for v1 (no version flag)');
            // Only the secrets' literal values in the create command are left to fill in.
            const secretValues = out.createCommand ? out.secretFields.map(placeholderFor) : [];
            assert.deepEqual(out.placeholders, [...new Set(secretValues)], `nothing else left to fill in: ${where}`);
            built++;
          }
      assert.ok(built >= 2);
    });
  }
});

/** The generated reference, written into a scratch copy (a clean clone has none before the build). */
function generatedRoot() {
  const root = mkdtempSync(path.join(tmpdir(), 'component-manifest-'));
  after(() => rmSync(root, {recursive: true, force: true}));
  for (const part of ['data/components', 'data/schemas', 'data/sources.yaml'])
    cpSync(path.join(repoRoot, part), path.join(root, part), {recursive: true});
  generateComponents({root});
  return root;
}

describe('the manifest data matches the page', () => {
  test('every field anchor is one row of the generated page, and anchors are unique', () => {
    const root = generatedRoot();
    for (const c of components) {
      const spec = manifestSpec(c, rules);
      const page = readFileSync(path.join(root, OUTPUT_DIR, c.category, `${c.slug}.mdx`), 'utf8');
      const anchors = [...spec.fields, ...spec.common, ...spec.profiles.flatMap((p) => p.fields)].map((f) => f.anchor);
      assert.equal(new Set(anchors).size, anchors.length, `${c.file}: anchors unique`);
      for (const a of anchors)
        assert.equal(page.split(`<code id="${a}">`).length, 2, `${c.file}: row ${a} on the page once`);
      const json = readFileSync(path.join(root, OUTPUT_DIR, c.category, MANIFESTS_FILE), 'utf8');
      assert.deepEqual(JSON.parse(json)[c.slug], spec, `${c.file}: the category's data file is current`);
      assert.ok(page.includes(`<ManifestTools component="${c.slug}" load={manifests.${c.category}} />`), c.file);
      const loader = readFileSync(path.join(root, OUTPUT_DIR, MANIFESTS_LOADER), 'utf8');
      assert.ok(loader.includes(`  ${c.category}: () => import('./${c.category}/${MANIFESTS_FILE}'),`));
    }
  });

  test('the rules are the schema’s', () => {
    const schema = JSON.parse(readFileSync(path.join(repoRoot, 'data/schemas/dapr-component.schema.json'), 'utf8'));
    assert.equal(rules.namePattern, schema.properties.metadata.properties.name.pattern);
    assert.equal(rules.apiVersion, 'dapr.io/v1alpha1');
  });
});

const byType = (/** @type {string} */ type) => {
  const c = components.find((x) => x.data.type === type);
  assert.ok(c, type);
  return manifestSpec(c, rules);
};

describe('the checker names each problem and links its row', () => {
  const spec = byType('state.aws.dynamodb');
  const good = yaml.load(buildManifest(spec, filledInput(spec, {version: 'v1', profile: 0, all: false})).yaml);
  /** @param {(doc: any) => void} change */
  const variant = (change) => {
    const doc = structuredClone(good);
    change(doc);
    return {doc, problems: checkManifest(spec, doc)};
  };

  test('a good manifest has no problem', () => assert.deepEqual(checkManifest(spec, good), []));

  test('unknown field', () => {
    const {problems} = variant((d) => d.spec.metadata.push({name: 'tabel', value: 'x'}));
    assert.deepEqual(problems, [
      {
        message: '`tabel` is not a field of state.aws.dynamodb: did you mean `table`?',
        field: 'tabel',
        anchor: 'field-table',
        row: 'table',
      },
    ]);
    const far = variant((d) => d.spec.metadata.push({name: 'connectionString', value: 'x'}));
    assert.deepEqual(far.problems, [
      {message: '`connectionString` is not a field of state.aws.dynamodb.', field: 'connectionString'},
    ]);
  });

  test('missing required field', () => {
    const {problems} = variant(
      (d) => (d.spec.metadata = d.spec.metadata.filter((/** @type {any} */ m) => m.name !== 'table')),
    );
    assert.deepEqual(problems, [
      {message: 'Required field `table` is missing.', field: 'table', anchor: 'field-table'},
    ]);
  });

  test('wrong type and a value outside the allowed list', () => {
    const {problems} = variant((d) => {
      d.spec.metadata.push({name: 'actorStateStore', value: 'yes'});
      d.spec.metadata.push({name: 'outboxDiscardWhenMissingState', value: true});
    });
    assert.deepEqual(problems, [
      {message: '`actorStateStore` must be true or false.', field: 'actorStateStore', anchor: 'field-actorStateStore'},
    ]);
    const blob = byType('state.azure.blobstorage');
    const doc = {
      ...structuredClone(good),
      spec: {
        type: blob.type,
        version: 'v2',
        metadata: [
          {name: 'containerName', value: 'c'},
          {name: 'publicAccessLevel', value: 'everyone'},
          {name: 'retryCount', value: 'three'},
        ],
      },
    };
    assert.deepEqual(
      checkManifest(blob, doc).map((p) => [p.anchor, p.message]),
      [
        ['field-publicAccessLevel', '`publicAccessLevel` must be one of none, blob, container.'],
        ['field-retryCount', '`retryCount` must be a number, such as 10.'],
      ],
    );
  });

  test('a secret in plain text', () => {
    const {problems} = variant((d) => {
      const entry =
        d.spec.metadata.find((/** @type {any} */ m) => m.name === 'accessKey') ??
        d.spec.metadata[d.spec.metadata.push({}) - 1];
      Object.assign(entry, {name: 'accessKey', value: 'AKIA123'});
      delete entry.secretKeyRef;
    });
    assert.deepEqual(problems, [
      {
        message: '`accessKey` is a secret, written here in plain text: reference it with `secretKeyRef`.',
        field: 'accessKey',
        anchor: 'field-accessKey',
      },
    ]);
  });

  test('another component’s type, a bad name, a wrong apiVersion and an unknown key', () => {
    assert.match(
      variant((d) => (d.spec.type = 'state.redis')).problems[0].message,
      /this page documents `state\.aws\.dynamodb`/,
    );
    assert.equal(
      variant((d) => (d.spec.version = 'v9')).problems[0].message,
      '`spec.version` v9 is not a version of `state.aws.dynamodb`; use v1.',
    );
    const {problems} = variant((d) => {
      d.metadata.name = 'My_Store';
      d.apiVersion = 'dapr.io/v1';
      d.extra = 1;
    });
    assert.deepEqual(
      problems.map((p) => p.message),
      [
        '`apiVersion` must be `dapr.io/v1alpha1`.',
        "`metadata.name` \"My_Store\": use lower-case letters, digits, '-' and '.', starting and ending with a letter or digit.",
        '`extra` is not part of a Component manifest.',
      ],
    );
    // The CI check rejects the same manifest: the two agree on the schema's rules.
    assert.ok(checkYamlText(yaml.dump(variant((d) => (d.metadata.name = 'My_Store')).doc), 1, ctx).length > 0);
  });

  test('an incomplete authentication profile names the missing field', () => {
    const {problems} = variant((d) => d.spec.metadata.push({name: 'trustAnchorArn', value: 'arn'}));
    assert.deepEqual(
      problems.map((p) => p.anchor),
      ['field-trustProfileArn', 'field-assumeRoleArn-2'],
    );
  });

  test('fields named by a pattern are accepted', () => {
    const pulsar = byType('pubsub.pulsar');
    const doc = yaml.load(buildManifest(pulsar, filledInput(pulsar, {version: 'v1', profile: -1, all: false})).yaml);
    doc.spec.metadata.push({name: 'orders.avroschema', value: '{}'});
    assert.deepEqual(checkManifest(pulsar, doc), []);
    assert.ok(builderFields(pulsar, {version: 'v1', profile: -1}).optional.every((f) => !f.name.includes('<')));
  });
});

describe('input rules', () => {
  const spec = byType('state.aws.dynamodb');
  test('values', () => {
    const field = /** @type {FieldSpec} */ ({
      name: 'x',
      anchor: 'a',
      required: false,
      type: 'duration',
      description: '',
    });
    for (const ok of ['30s', '1h30m', '0', '500ms']) assert.equal(valueProblem(field, ok), null, ok);
    for (const bad of ['30 s', 'soon', '-']) assert.ok(valueProblem(field, bad), bad);
    assert.ok(valueProblem({...field, type: 'bool'}, 'True'));
    assert.equal(valueProblem({...field, type: 'string', allowed: ['appid', '<any fixed string>']}, 'anything'), null);
  });
  test('names, scopes and placeholders', () => {
    assert.equal(nameProblem(spec, 'orders.state-1'), null);
    assert.ok(nameProblem(spec, '-orders'));
    assert.ok(nameProblem(spec, 'a'.repeat(254)));
    assert.deepEqual(parseScopes(' a, b ,,c'), {ids: ['a', 'b', 'c'], problem: null});
    assert.ok(parseScopes('a b').problem);
    assert.equal(placeholderFor('azureClientSecret'), '<azure-client-secret>');
  });
  test('an invalid value never reaches the output; a required field left empty gets its placeholder', () => {
    const input = filledInput(spec, {version: 'v1', profile: -1, all: false});
    input.values.table = '';
    input.values.actorStateStore = 'maybe';
    input.name = 'Bad Name';
    input.project = 'my project';
    const out = buildManifest(spec, input);
    assert.match(out.yaml, /name: orders-state\n/);
    assert.match(out.yaml, /- name: table\n {6}value: "<table>"/);
    assert.doesNotMatch(out.yaml, /maybe|actorStateStore/);
    assert.equal(out.applyCommand, 'diagrid apply -f component.yaml --project <project-name>');
    assert.deepEqual(out.placeholders, ['<table>', '<project-name>']);
  });
  test('shell and YAML quoting keep odd values intact', () => {
    const input = filledInput(spec, {version: 'v1', profile: -1, all: false});
    input.values.table = 'a "b" $HOME `x`';
    const out = buildManifest(spec, input);
    const doc = /** @type {any} */ (yaml.load(out.yaml));
    assert.equal(doc.spec.metadata.find((/** @type {any} */ m) => m.name === 'table').value, 'a "b" $HOME `x`');
    assert.match(out.createCommand ?? '', /--metadata "table=a \\"b\\" \\\$HOME \\`x\\`"/);
  });
});
