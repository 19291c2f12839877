// Checks openapi/catalyst.yaml, the source of the generated pages under /catalyst/api/.
// Run with: node --test tests/unit/openapi.test.mjs
// Every failure names the file and the place in it, e.g.
//   openapi/catalyst.yaml (paths./v1.0/healthz.get.tags): ...
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {createConfig, lintFromString} from '@redocly/openapi-core';
import {Ajv} from 'ajv';
import yaml from 'js-yaml';

const require = createRequire(import.meta.url);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const specRel = 'openapi/catalyst.yaml';
const specFile = path.join(repoRoot, specRel);
const specText = readFileSync(specFile, 'utf8');

/**
 * A node of the parsed document. Its shape is what these tests check, so it
 * is not assumed here.
 * @typedef {any} Node
 */

/**
 * Formats a failure message that names the file and the field at fault.
 * @param {string} where
 * @param {string} problem
 */
const at = (where, problem) => `${specRel}${where ? ` (${where})` : ''}: ${problem}`;

// The plugin kebab-cases operationId and info.title with lodash; use the same function so the
// slugs checked here are the slugs the site gets.
/** @type {(text: string) => string} */
const kebabCase = require('lodash/kebabCase');

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** operationId -> the page slug the site links to (/catalyst/api/<slug>). */
/** @type {Record<string, string>} */
const EXPECTED = {
  deleteState: 'delete-state',
  getBulkStatePost: 'get-bulk-state-post',
  getBulkStatePut: 'get-bulk-state-put',
  getHealthz: 'get-healthz',
  getState: 'get-state',
  getWorkflow: 'get-workflow',
  invokeMethodDelete: 'invoke-method-delete',
  invokeMethodGet: 'invoke-method-get',
  invokeMethodPatch: 'invoke-method-patch',
  invokeMethodPost: 'invoke-method-post',
  invokeMethodPut: 'invoke-method-put',
  invokeOutputBinding: 'invoke-output-binding',
  pauseWorkflow: 'pause-workflow',
  publishBulk: 'publish-bulk',
  publishMessage: 'publish-message',
  purgeWorkflow: 'purge-workflow',
  queryState: 'query-state',
  raiseEvent: 'raise-event',
  resumeWorkflow: 'resume-workflow',
  saveState: 'save-state',
  startWorkflow: 'start-workflow',
  stateTransactionPost: 'state-transaction-post',
  stateTransactionPut: 'state-transaction-put',
  terminateWorkflow: 'terminate-workflow',
};

const EXPECTED_TAGS = ['State', 'Service invocation', 'Pub/sub', 'Bindings', 'Workflow', 'Health'];

/** @type {Node} */
let spec;
try {
  spec = yaml.load(specText, {filename: specFile});
} catch (err) {
  spec = undefined;
  test('the file parses as YAML', () => assert.fail(at('', String(err))));
}

/**
 * All operations as {path, method, op, where, pathItem}.
 * @returns {{path: string, method: string, op: Node, pathItem: Node, where: string}[]}
 */
function operations() {
  const out = [];
  for (const [p, item] of Object.entries(spec.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      if (item[method]) out.push({path: p, method, op: item[method], pathItem: item, where: `paths.${p}.${method}`});
    }
  }
  return out;
}

/**
 * Follows a local $ref such as '#/components/schemas/Error'; undefined when it does not resolve.
 * @param {string} ref
 * @returns {Node}
 */
function resolvePointer(ref) {
  if (!ref.startsWith('#/')) return undefined;
  let node = spec;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !(key in node)) return undefined;
    node = node[key];
  }
  return node;
}

/**
 * Replaces a {$ref} object by its target (one level, repeated).
 * @param {Node} node
 * @returns {Node}
 */
function deref(node) {
  let seen = 0;
  while (node && typeof node === 'object' && typeof node.$ref === 'string' && seen++ < 20) {
    node = resolvePointer(node.$ref);
  }
  return node;
}

/**
 * Calls fn(value, where) for every object in the tree.
 * @param {Node} node
 * @param {string} where
 * @param {(node: Node, where: string) => void} fn
 */
function walk(node, where, fn) {
  if (node === null || typeof node !== 'object') return;
  fn(node, where);
  if (Array.isArray(node)) node.forEach((v, i) => walk(v, `${where}[${i}]`, fn));
  else for (const [k, v] of Object.entries(node)) walk(v, where ? `${where}.${k}` : k, fn);
}

if (spec) {
  test('it is an OpenAPI 3.0.3 document with the info the overview page needs', () => {
    assert.equal(spec.openapi, '3.0.3', at('openapi', 'must be 3.0.3'));
    assert.equal(spec.info?.title, 'Catalyst APIs', at('info.title', 'must be "Catalyst APIs"'));
    // Same derivation as the plugin's info page id.
    const infoId = kebabCase(spec.info.title.replace(' ', '-').toLowerCase());
    assert.equal(infoId, 'catalyst-apis', at('info.title', `gives page id ${infoId}`));
    assert.ok(spec.info.version, at('info.version', 'is missing'));
    const desc = spec.info.description ?? '';
    for (const heading of ['## Base URL', '## Authenticate with an App ID token', '## Errors']) {
      assert.ok(desc.includes(heading), at('info.description', `has no "${heading}" section`));
    }
    // The plugin adds its own "Authentication" heading (id "authentication") to the overview
    // page; a heading of ours with the same text would give two elements the same id.
    assert.ok(
      !/^## Authentication\s*$/m.test(desc),
      at('info.description', 'must not have an "## Authentication" heading'),
    );
  });

  test('exactly the 24 expected operations exist, with unique ids and the expected page slugs', () => {
    const ops = operations();
    const ids = ops.map(({op, where}) => {
      assert.equal(typeof op.operationId, 'string', at(`${where}.operationId`, 'is missing'));
      return op.operationId;
    });
    const dupes = ids.filter((id, i) => ids.indexOf(id) !== i);
    assert.deepEqual(dupes, [], at('paths', `duplicate operationIds: ${dupes.join(', ')}`));
    assert.deepEqual(
      [...ids].sort(),
      Object.keys(EXPECTED).sort(),
      at('paths', 'operationIds differ from the expected set'),
    );
    for (const {op, where} of ops) {
      assert.equal(
        kebabCase(op.operationId),
        EXPECTED[op.operationId],
        at(`${where}.operationId`, 'slug does not match'),
      );
    }
    const slugs = ops.map(({op}) => kebabCase(op.operationId));
    assert.equal(
      new Set([...slugs, 'catalyst-apis']).size,
      slugs.length + 1,
      at('paths', 'two pages would share a slug'),
    );
  });

  test('every operation has a summary and a description that opens with one sentence', () => {
    for (const {op, where} of operations()) {
      assert.ok(op.summary?.trim(), at(`${where}.summary`, 'is missing'));
      const firstLine = (op.description ?? '').split('\n')[0].trim();
      assert.ok(
        firstLine.length >= 30,
        at(`${where}.description`, 'first line (used as the page description) is missing or too short'),
      );
      assert.match(firstLine, /[.)]$/, at(`${where}.description`, 'first line should be a full sentence'));
    }
  });

  test('tags are declared at the root with descriptions, and each operation has exactly one', () => {
    /** @type {string[]} */
    const declared = (spec.tags ?? []).map((/** @type {{name: string}} */ t) => t.name);
    assert.deepEqual(declared, EXPECTED_TAGS, at('tags', 'root tags differ from the expected list'));
    for (const [i, tag] of (spec.tags ?? []).entries()) {
      assert.ok(tag.description?.trim(), at(`tags[${i}].description`, `tag "${tag.name}" has no description`));
    }
    const used = new Set();
    for (const {op, where} of operations()) {
      assert.ok(Array.isArray(op.tags) && op.tags.length === 1, at(`${where}.tags`, 'must list exactly one tag'));
      assert.ok(declared.includes(op.tags[0]), at(`${where}.tags`, `"${op.tags[0]}" is not declared at the root`));
      used.add(op.tags[0]);
    }
    for (const name of declared) assert.ok(used.has(name), at('tags', `"${name}" is not used by any operation`));
  });

  test('every $ref resolves', () => {
    walk(spec, '', (node, where) => {
      if (typeof node.$ref === 'string') {
        assert.notEqual(resolvePointer(node.$ref), undefined, at(where, `$ref ${node.$ref} does not resolve`));
      }
    });
  });

  test('every operation except the health check documents a 4xx or 5xx response', () => {
    for (const {op, where} of operations()) {
      const codes = Object.keys(op.responses ?? {});
      assert.ok(
        codes.some((c) => /^2/.test(c)),
        at(`${where}.responses`, 'no success response'),
      );
      if (op.operationId === 'getHealthz') continue;
      assert.ok(
        codes.some((c) => /^[45]/.test(c)),
        at(`${where}.responses`, 'no 4xx or 5xx response'),
      );
      for (const code of codes) {
        const res = deref(op.responses[code]);
        assert.ok(res?.description?.trim(), at(`${where}.responses.${code}`, 'has no description'));
      }
    }
  });

  test('error responses use the shared error schema', () => {
    const error = spec.components?.schemas?.Error;
    assert.ok(error, at('components.schemas.Error', 'is missing'));
    for (const field of ['errorCode', 'message', 'details']) {
      assert.ok(error.properties?.[field], at(`components.schemas.Error.properties.${field}`, 'is missing'));
    }
    assert.deepEqual(
      error.required,
      ['errorCode', 'message'],
      at('components.schemas.Error.required', 'details must stay optional'),
    );
    for (const {op, where} of operations()) {
      for (const [code, raw] of Object.entries(op.responses ?? {})) {
        const json = deref(raw)?.content?.['application/json'];
        if (!/^[45]/.test(code) || !json) continue;
        const ref = json.schema?.$ref;
        const ok = ref === '#/components/schemas/Error' || (op.operationId === 'publishBulk' && code === '500');
        assert.ok(
          ok,
          at(`${where}.responses.${code}`, `JSON error body should use #/components/schemas/Error, not ${ref}`),
        );
      }
    }
  });

  test('the API token is required everywhere except the health check', () => {
    const scheme = spec.components?.securitySchemes?.daprApiToken;
    assert.deepEqual(
      {type: scheme?.type, in: scheme?.in, name: scheme?.name},
      {type: 'apiKey', in: 'header', name: 'dapr-api-token'},
      at('components.securitySchemes.daprApiToken', 'must be an apiKey in the dapr-api-token header'),
    );
    assert.deepEqual(spec.security, [{daprApiToken: []}], at('security', 'must require daprApiToken globally'));
    for (const {op, where, path: p, method} of operations()) {
      if (p === '/v1.0/healthz' && method === 'get') {
        assert.deepEqual(op.security, [], at(`${where}.security`, 'the health check must not need a token'));
      } else {
        assert.equal(op.security, undefined, at(`${where}.security`, 'must inherit the global token requirement'));
      }
    }
  });

  test('the server URL can be pointed at any project or a local server', () => {
    assert.equal(spec.servers?.length, 1, at('servers', 'must have exactly one entry'));
    const [server] = spec.servers;
    const names = [...server.url.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
    for (const name of names) {
      assert.ok(
        server.variables?.[name]?.default,
        at(`servers[0].variables.${name}`, 'is used in the URL but has no default'),
      );
    }
    /** @param {Record<string, string>} values */
    const fill = (values) =>
      server.url.replace(
        /\{([^}]+)\}/g,
        (/** @type {string} */ _, /** @type {string} */ n) => values[n] ?? server.variables[n].default,
      );
    assert.match(fill({}), /^https:\/\/[^/]+$/, at('servers[0]', 'default URL must be an https host'));
    // The explorer test points requests at a local server through the variables.
    const local = fill({protocol: 'http', endpoint: '127.0.0.1:45678'});
    assert.equal(local, 'http://127.0.0.1:45678', at('servers[0]', 'cannot express http://127.0.0.1:45678'));
    assert.ok(
      server.variables.protocol?.enum?.includes('http'),
      at('servers[0].variables.protocol.enum', 'must allow http'),
    );
    assert.equal(server.variables.endpoint?.enum, undefined, at('servers[0].variables.endpoint', 'must be free text'));
  });

  test('path templates and path parameters match', () => {
    for (const {op, pathItem, path: p, where} of operations()) {
      const inTemplate = [...p.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      const params = [...(pathItem.parameters ?? []), ...(op.parameters ?? [])].map(deref);
      const declared = [...new Set(params.filter((x) => x?.in === 'path').map((x) => x.name))].sort();
      assert.deepEqual(
        declared,
        inTemplate,
        at(`${where}.parameters`, 'path parameters do not match the path template'),
      );
      for (const prm of params) {
        assert.ok(prm?.description?.trim(), at(`${where}.parameters`, `parameter ${prm?.name} has no description`));
        if (prm.in === 'path')
          assert.equal(prm.required, true, at(`${where}.parameters`, `${prm.name} must be required`));
      }
      const names = params.map((x) => `${x.in}:${x.name}`);
      assert.equal(new Set(names).size, names.length, at(`${where}.parameters`, 'a parameter is declared twice'));
    }
  });

  test('the documented routes use the Dapr paths and API versions', () => {
    const routes = operations()
      .map(({method, path: p}) => `${method.toUpperCase()} ${p}`)
      .sort();
    assert.deepEqual(
      routes,
      [
        'DELETE /v1.0/invoke/{appId}/method/{methodPath}',
        'DELETE /v1.0/state/{storeName}/{key}',
        'GET /v1.0/healthz',
        'GET /v1.0/invoke/{appId}/method/{methodPath}',
        'GET /v1.0/state/{storeName}/{key}',
        'GET /v1.0/workflows/dapr/{instanceID}',
        'PATCH /v1.0/invoke/{appId}/method/{methodPath}',
        'POST /v1.0-alpha1/publish/bulk/{pubsubName}/{topic}',
        'POST /v1.0-alpha1/state/{storeName}/query',
        'POST /v1.0/bindings/{name}',
        'POST /v1.0/invoke/{appId}/method/{methodPath}',
        'POST /v1.0/publish/{pubsubName}/{topic}',
        'POST /v1.0/state/{storeName}',
        'POST /v1.0/state/{storeName}/bulk',
        'POST /v1.0/state/{storeName}/transaction',
        'POST /v1.0/workflows/dapr/{instanceID}/pause',
        'POST /v1.0/workflows/dapr/{instanceID}/purge',
        'POST /v1.0/workflows/dapr/{instanceID}/raiseEvent/{eventName}',
        'POST /v1.0/workflows/dapr/{instanceID}/resume',
        'POST /v1.0/workflows/dapr/{instanceID}/terminate',
        'POST /v1.0/workflows/dapr/{workflowName}/start',
        'PUT /v1.0/invoke/{appId}/method/{methodPath}',
        'PUT /v1.0/state/{storeName}/bulk',
        'PUT /v1.0/state/{storeName}/transaction',
      ],
      at('paths', 'routes differ from the expected list'),
    );
  });

  test('examples match their schemas', () => {
    const ajv = new Ajv({strict: false, allErrors: true, validateFormats: false});
    // Inline every local $ref so ajv sees plain JSON Schema (OpenAPI 3.0 keywords such as
    // `nullable` are understood by ajv; `example` is ignored with strict: false).
    /** @type {(node: Node, depth?: number) => Node} */
    const inline = (node, depth = 0) => {
      if (depth > 50 || node === null || typeof node !== 'object') return node;
      if (Array.isArray(node)) return node.map((v) => inline(v, depth + 1));
      if (typeof node.$ref === 'string') return inline(deref(node), depth + 1);
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, inline(v, depth + 1)]));
    };
    /**
     * @param {Node} media
     * @param {string} where
     */
    const check = (media, where) => {
      if (!media?.schema) return;
      const validate = ajv.compile(inline(media.schema));
      /** @type {[string, unknown][]} */
      const samples = [];
      if ('example' in media) samples.push(['example', media.example]);
      for (const [name, ex] of Object.entries(media.examples ?? {}))
        samples.push([`examples.${name}`, deref(ex)?.value]);
      for (const [name, value] of samples) {
        assert.ok(validate(value), at(`${where}.${name}`, ajv.errorsText(validate.errors)));
      }
    };
    for (const {op, pathItem, where} of operations()) {
      for (const [type, media] of Object.entries(deref(op.requestBody)?.content ?? {}))
        check(media, `${where}.requestBody.${type}`);
      for (const [code, res] of Object.entries(op.responses ?? {})) {
        for (const [type, media] of Object.entries(deref(res)?.content ?? {}))
          check(media, `${where}.responses.${code}.${type}`);
      }
      for (const prm of [...(pathItem.parameters ?? []), ...(op.parameters ?? [])].map(deref)) {
        if ('example' in prm) check({schema: prm.schema, example: prm.example}, `${where}.parameters.${prm.name}`);
      }
    }
  });

  test('Redocly finds no errors', async (t) => {
    const config = await createConfig({extends: ['recommended']});
    const problems = await lintFromString({source: specText, absoluteRef: specFile, config});
    const format = (/** @type {(typeof problems)[number]} */ p) =>
      `${p.ruleId}: ${p.message} at ${p.location?.[0]?.pointer ?? '?'}`;
    const errors = problems.filter((p) => p.severity === 'error');
    const warnings = problems.filter((p) => p.severity === 'warn');
    for (const w of warnings) t.diagnostic(`Redocly warning: ${format(w)}`);
    assert.deepEqual(errors.map(format), [], at('', 'Redocly lint errors'));
  });
}

test('descriptions are plain Markdown without raw HTML (the browser bundle drops rehype-raw)', () => {
  // patches/openapi/index.ts replaces rehype-raw in the client build with a
  // stand-in that throws on raw HTML: the server would render it as HTML.
  /** @type {string[]} */
  const tags = [];
  /** @type {(node: Node, where: string) => void} */
  const visit = (node, where) => {
    if (Array.isArray(node)) node.forEach((n, i) => visit(n, `${where}[${i}]`));
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) visit(v, `${where}.${k}`);
    else if (typeof node === 'string' && /(^|\.)(description|summary)$/.test(where)) {
      const outsideCode = node.replace(/`[^`]*`/g, '');
      const tag = outsideCode.match(/<\/?[a-zA-Z][a-zA-Z0-9]*(\s[^<>]*)?\/?>/);
      if (tag && !/^<[a-z]+(-[a-z]+)+>$/.test(tag[0])) tags.push(`${where}: ${tag[0]}`);
    }
  };
  visit(spec, '');
  assert.deepEqual(tags, []);
});

test('the descriptions point readers only at code samples the explorer offers', () => {
  // The sample languages of every operation page (patches/openapi/options.ts `languageTabs`).
  const config = readFileSync(path.join(repoRoot, 'patches', 'openapi', 'options.ts'), 'utf8');
  const offered = new Set([...config.matchAll(/\blanguage: '([\w-]+)'/g)].map((m) => m[1]));
  assert.deepEqual(
    [...offered],
    ['curl', 'python', 'java', 'csharp', 'nodejs', 'go'],
    'patches/openapi/options.ts languageTabs',
  );
  // Sample languages the plugin can generate, as a writer would name them.
  const names = {
    curl: 'curl',
    shell: 'shell',
    http: 'http',
    php: 'php',
    ruby: 'ruby',
    rust: 'rust',
    powershell: 'powershell',
    swift: 'swift',
    kotlin: 'kotlin',
    dart: 'dart',
  };
  /** @type {string[]} */
  const wrong = [];
  /** @type {(node: Node, where: string) => void} */
  const visit = (node, where) => {
    if (Array.isArray(node)) node.forEach((n, i) => visit(n, `${where}[${i}]`));
    else if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node)) visit(v, where ? `${where}.${k}` : k);
    else if (typeof node === 'string' && /(^|\.)description$/.test(where)) {
      for (const m of node.matchAll(/`?\b([a-z]+)\b`?\s+(?:code\s+)?(?:sample|snippet|example)s?\b/gi)) {
        const lang = m[1].toLowerCase();
        if (lang in names && !offered.has(lang)) wrong.push(`${where}: "${m[0]}" (no ${lang} sample is generated)`);
      }
    }
  };
  visit(spec, '');
  assert.deepEqual(wrong, [], at('', 'a description names a code sample the pages do not have'));
});
