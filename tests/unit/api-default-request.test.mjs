// The request each API page's explorer starts with (patches/openapi/defaultRequest.mjs), built
// here as the OpenAPI theme builds it in the browser: the plugin's own reading of
// openapi/catalyst.yaml, the theme's parameter prefill and body from the schema, its postman
// request and the code generators it runs for each sample tab. It must be the operation's
// simplest valid request, and every sample must send that same request.
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import path from 'node:path';
import {test} from 'node:test';
import {fileURLToPath} from 'node:url';
import {Ajv} from 'ajv';
import {
  SIMPLE_EXAMPLE,
  simplestBody,
  withSimplestRequest,
  withSimplestRequestPage,
} from '../../patches/openapi/defaultRequest.mjs';

const require = createRequire(import.meta.url);
/**
 * A module of the plugin, the theme or the generators they use, untyped as they publish it.
 * @param {string} id
 * @returns {any}
 */
const load = (id) => require(id);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SITE = 'https://docs.diagrid.io';
/** The tabs the explorer shows (patches/openapi/options.ts), as the theme merges them. */
const LANGUAGES = [
  ['curl', 'curl'],
  ['python', 'requests'],
  ['java', 'okhttp'],
  ['csharp', 'httpclient'],
  ['nodejs', 'axios'],
  ['go', 'native'],
];

/**
 * The operations as the plugin hands them to the pages (`api` front matter).
 * @returns {Promise<any[]>}
 */
async function operations() {
  const {readOpenapiFiles, processOpenapiFiles} = load('docusaurus-plugin-openapi-docs/lib/openapi');
  const files = await readOpenapiFiles(path.join(repoRoot, 'openapi', 'catalyst.yaml'));
  const [items] = await processOpenapiFiles(files, {specPath: 'openapi/catalyst.yaml', outputDir: 'unused'}, {});
  // As written into the page's front matter: plain JSON (the postman request included).
  return items
    .filter((/** @type {any} */ item) => item.type === 'api')
    .map((/** @type {any} */ item) => ({...item, api: JSON.parse(JSON.stringify(item.api))}));
}

/**
 * The explorer's state before the reader touches it, as docusaurus-theme-openapi-docs 5.2.0
 * sets it up: ApiItem's parameter prefill, Body's default body, the first server with its
 * variables' defaults, the first request and response media types, the token as a placeholder.
 * @param {any} api
 */
function initialState(api) {
  /** @type {Record<string, any[]>} */
  const params = {path: [], query: [], header: [], cookie: []};
  for (const p of api.parameters ?? []) {
    const named = p.examples && typeof p.examples === 'object' ? Object.values(p.examples)[0]?.value : undefined;
    const prefill = p.schema?.default ?? p.example ?? p.schema?.example ?? named;
    params[p.in].push(prefill === undefined ? p : {...p, value: prefill});
  }
  const contentType = Object.keys(api.requestBody?.content ?? {})[0];
  const schema = contentType ? api.requestBody.content[contentType].schema : undefined;
  const {sampleFromSchema} = load('docusaurus-plugin-openapi-docs/lib/openapi/createSchemaExample');
  const sample = schema ? sampleFromSchema(schema, {type: 'request'}) : undefined;
  const json = contentType?.includes('json');
  const body =
    sample === undefined
      ? {type: 'empty'}
      : {type: 'raw', content: {type: 'string', value: json ? JSON.stringify(sample, null, 2) : String(sample)}};
  const accept = Object.entries(api.responses ?? {})
    .filter(([code]) => /2\d\d/.test(code))
    .flatMap(([, response]) => Object.keys(response.content ?? {}))[0];
  const [scheme] = Object.keys(api.security?.[0] ?? {});
  const auth = scheme
    ? {
        data: {[scheme]: {apiKey: `<${scheme}>`}},
        options: {[scheme]: [{...api.securitySchemes[scheme], key: scheme, scopes: []}]},
        selected: scheme,
      }
    : {data: {}, options: {}, selected: undefined};
  return {params, contentType, schema, sample, body, accept, auth, server: api.servers[0]};
}

/**
 * The postman request the explorer's samples and Send are made from.
 * @param {any} api
 * @param {ReturnType<typeof initialState>} state
 * @returns {any}
 */
function postmanRequest(api, state) {
  globalThis.window ??= /** @type {any} */ ({location: {origin: SITE}});
  const sdk = load('postman-collection');
  const build = load('docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/buildPostmanRequest').default;
  return build(new sdk.Request(api.postman), {
    queryParams: state.params.query,
    pathParams: state.params.path,
    cookieParams: state.params.cookie,
    headerParams: state.params.header,
    contentType: state.contentType,
    accept: state.accept,
    body: state.body,
    server: state.server,
    auth: state.auth,
    encoding: undefined,
  });
}

/**
 * One sample, as the tab shows it.
 * @param {any} request
 * @param {string} language
 * @param {string} variant
 * @returns {Promise<string>}
 */
function sample(request, language, variant) {
  const codegen = load('postman-code-generators');
  return new Promise((resolve, reject) => {
    codegen.convert(language, variant, request, {}, (/** @type {unknown} */ err, /** @type {string} */ snippet) =>
      err ? reject(err) : resolve(snippet),
    );
  });
}

/**
 * Every string and number of a JSON value, where a sample must show it.
 * @param {unknown} value
 * @returns {string[]}
 */
function leaves(value) {
  if (value === null || typeof value !== 'object')
    return value === null || typeof value === 'boolean' ? [] : [String(value)];
  return Object.values(value).flatMap(leaves);
}

/** Compiles an operation's (already resolved) request schema for ajv. */
function validator() {
  const ajv = new Ajv({strict: false, allErrors: true, validateFormats: false});
  return (/** @type {Record<string, unknown>} */ schema) => {
    // The explorer's copy holds the example inside the schema; validate against the schema alone.
    const {example: _example, ...rest} = schema;
    return ajv.compile(rest);
  };
}

test('every operation starts with its simplest valid request, and all six samples send it', async () => {
  const compile = validator();
  const ops = await operations();
  assert.ok(ops.length >= 20, `expected the Catalyst operations, got ${ops.length}`);
  for (const item of ops) {
    const where = `${item.api.method.toUpperCase()} ${item.api.path} (${item.id})`;
    const api = withSimplestRequest(item.api);
    const state = initialState(api);

    // Optional parameters are opt-in: the reader adds them.
    for (const param of Object.values(state.params).flat()) {
      if (!param.required)
        assert.equal(param.value, undefined, `${where}: optional parameter ${param.name} is filled in`);
      else assert.notEqual(param.value, undefined, `${where}: required parameter ${param.name} has no example`);
    }

    // The body is the written simplest example and valid for the operation's schema.
    const original = item.api.requestBody?.content?.[state.contentType];
    if (original) {
      const expected = simplestBody(original);
      assert.ok(expected, `${where}: no simplest example`);
      assert.deepEqual(state.sample, expected.value, `${where}: the default body is not the simplest example`);
      const validate = compile(state.schema);
      assert.ok(validate(state.sample), `${where}: default body fails the schema: ${JSON.stringify(validate.errors)}`);
    }

    const request = postmanRequest(api, state);
    const url = request.url.toString();
    const query = [...request.url.query.all()].map((q) => q.key);
    for (const param of state.params.query) {
      assert.equal(query.includes(param.name), Boolean(param.required), `${where}: query ${param.name} in ${url}`);
    }
    const values = state.sample === undefined ? [] : leaves(state.sample);
    for (const [language, variant] of LANGUAGES) {
      const code = await sample(request, language, variant);
      const at = `${where}, ${language}`;
      assert.ok(
        code.includes(request.url.getPath()),
        `${at}: the sample does not call ${request.url.getPath()}\n${code}`,
      );
      const method = request.method.toUpperCase();
      // curl implies GET, and POST when it sends data.
      const implied = language === 'curl' && (method === 'GET' || (method === 'POST' && code.includes('--data')));
      assert.ok(
        implied || code.toUpperCase().includes(method),
        `${at}: the sample does not use ${request.method}\n${code}`,
      );
      if (state.auth.selected) assert.ok(code.includes('dapr-api-token'), `${at}: the sample sends no token`);
      for (const param of api.parameters ?? []) {
        if (param.in === 'query' && !param.required) {
          assert.ok(
            !code.includes(`${param.name}=`) && !code.includes(`"${param.name}"`),
            `${at}: sends ${param.name}\n${code}`,
          );
        }
        if (param.in === 'header' && !param.required)
          assert.ok(!code.includes(param.name), `${at}: sends ${param.name}`);
      }
      for (const value of values)
        assert.ok(code.includes(value), `${at}: the body's ${JSON.stringify(value)} is missing\n${code}`);
    }
  }
});

test('the reference keeps every example; only the explorer copy changes', () => {
  const operation = {
    operationId: 'saveState',
    method: 'post',
    path: '/v1.0/state/{storeName}',
    parameters: [
      {name: 'storeName', in: 'path', required: true, schema: {type: 'string'}, example: 'kvstore'},
      {name: 'metadata.ttlInSeconds', in: 'query', schema: {type: 'integer', example: 60, default: 1}, example: 3600},
    ],
    requestBody: {
      content: {
        'application/json': {
          schema: {type: 'array'},
          examples: {[SIMPLE_EXAMPLE]: {value: [{key: 'a'}]}, other: {value: [{key: 'b', etag: '3'}]}},
        },
      },
    },
  };
  const before = structuredClone(operation);
  /** @type {any} */
  const simplest = withSimplestRequest(operation);
  assert.deepEqual(operation, before, 'the input is not changed');
  assert.deepEqual(simplest.parameters[0], operation.parameters[0]);
  assert.deepEqual(simplest.parameters[1], {name: 'metadata.ttlInSeconds', in: 'query', schema: {type: 'integer'}});
  const media = simplest.requestBody.content['application/json'];
  assert.deepEqual(media.schema.example, [{key: 'a'}]);
  assert.deepEqual(Object.keys(media.examples), ['other']);

  const page = `---\nid: save-state\napi: ${JSON.stringify(operation)}\nsidebar_class_name: "post api-method"\n---\n\n<ParamsDetails parameters={${JSON.stringify(operation.parameters)}} />\n`;
  const rewritten = withSimplestRequestPage(page);
  assert.ok(rewritten.includes(`api: ${JSON.stringify(simplest)}\n`));
  assert.ok(rewritten.endsWith(`<ParamsDetails parameters={${JSON.stringify(operation.parameters)}} />\n`));
  assert.equal(withSimplestRequestPage('# A guide\n\napi: {"x": 1}\n'), '# A guide\n\napi: {"x": 1}\n');
});

test('a body with several examples and none named simple stops generation, naming the operation', () => {
  const operation = {
    operationId: 'publish',
    method: 'post',
    path: '/v1.0/publish',
    requestBody: {
      content: {'application/json': {schema: {type: 'object'}, examples: {a: {value: {}}, b: {value: {}}}}},
    },
  };
  assert.throws(
    () => withSimplestRequest(operation),
    /application\/json of POST \/v1\.0\/publish \(publish\).*"simple"/,
  );
});
