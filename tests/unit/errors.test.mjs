// The error codes reference: data/errors/catalyst.yaml loaded and checked against its schema,
// its sources and the OpenAPI file (scripts/lib/errors.mjs), the page written from it
// (scripts/generate/errors.mjs), the check that every code the site names has an entry, the
// error codes table of the operation pages (scripts/lib/api-pages.mjs) and the links to the
// entries (plugins/errorCodeLinks.mjs).
//   node --test tests/unit/
import assert from 'node:assert/strict';
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import yaml from 'js-yaml';
import {withErrorCodes} from '../../scripts/lib/api-pages.mjs';
import {DataError, repoRoot} from '../../scripts/lib/data.mjs';
import {checkCodesCovered, ERROR_CODE, loadErrors, operationsByCode} from '../../scripts/lib/errors.mjs';
import {referenceOf} from '../../scripts/lib/products.mjs';
import {ERRORS_ROUTE, renderErrorsPage, shownMessage} from '../../scripts/generate/errors.mjs';
import {remarkErrorCodeLinks} from '../../plugins/errorCodeLinks.mjs';
import {tempTree} from './temp-tree.mjs';

const DATA = referenceOf('errors').source;
const OPENAPI = referenceOf('api').source;

/**
 * A scratch checkout with the real error data and OpenAPI file, and `edit` applied to the data.
 * @param {import('node:test').TestContext} t
 * @param {(data: any) => void} [edit]
 */
function scratch(t, edit) {
  const tree = tempTree(t, 'errors-test-');
  const data = yaml.load(readFileSync(path.join(repoRoot, DATA), 'utf8'));
  edit?.(data);
  tree.write(DATA, yaml.dump(data));
  tree.write(OPENAPI, readFileSync(path.join(repoRoot, OPENAPI), 'utf8'));
  return tree;
}

/**
 * Asserts that `fn` throws a DataError naming `file` whose message matches `problem`.
 * @param {() => unknown} fn
 * @param {string} file
 * @param {RegExp} problem
 */
function throwsFor(fn, file, problem) {
  assert.throws(fn, (error) => {
    assert.ok(error instanceof DataError, String(error));
    // Named from this checkout's root, which a scratch checkout is beside.
    assert.ok(error.file.endsWith(file), `${error.file} is ${file}`);
    assert.match(error.message, problem);
    return true;
  });
}

test('every code of the OpenAPI file has an entry, returned by the operations whose responses show it', () => {
  const {errors} = loadErrors();
  const inOpenApi = new Set(readFileSync(path.join(repoRoot, OPENAPI), 'utf8').match(ERROR_CODE));
  assert.deepEqual(new Set(errors.map((e) => e.code)), inOpenApi);
  const notFound = errors.find((e) => e.code === 'ERR_STATE_STORE_NOT_FOUND');
  assert.deepEqual(notFound?.status, [400]);
  assert.ok(notFound?.apis.some((api) => api.page === '/catalyst/api/save-state' && api.title === 'Save state'));
  const save = errors.find((e) => e.code === 'ERR_STATE_SAVE');
  assert.deepEqual(save?.apis, [
    {operationId: 'saveState', title: 'Save state', page: '/catalyst/api/save-state', status: [400, 409, 500]},
  ]);
});

test('a bad entry stops loading with the file and the entry at fault', (t) => {
  const cases = /** @type {[string, (data: any) => void, RegExp][]} */ ([
    ['a missing field', (d) => delete d.errors[0].action, /\(errors\.0\): missing required field "action"/],
    [
      'an unknown group',
      (d) => (d.errors[0].group = 'actors'),
      /errors\.0 \(ERR_\w+\)\.group\): unknown group "actors"/,
    ],
    ['an unknown source key', (d) => d.errors[0].source.push('S_NOPE'), /unknown source key "S_NOPE"/],
    ['a second entry', (d) => d.errors.push({...d.errors[0]}), /a second entry for this code/],
    [
      'a status the operations do not return',
      (d) => (d.errors.find((/** @type {any} */ e) => e.code === 'ERR_PUBSUB_NOT_FOUND').status = [400]),
      /ERR_PUBSUB_NOT_FOUND\)\.status\): says 400, but the operations of openapi\/catalyst\.yaml return it with 404/,
    ],
    [
      'an entry no operation returns',
      (d) => d.errors.push({...d.errors[0], code: 'ERR_ACTOR_INVOKE_METHOD'}),
      /\(ERR_ACTOR_INVOKE_METHOD\)\): no operation of openapi\/catalyst\.yaml returns this code/,
    ],
  ]);
  for (const [name, edit, problem] of cases) {
    const {root} = scratch(t, edit);
    throwsFor(() => loadErrors({root}), DATA, problem);
    assert.ok(name);
  }
});

test('a code named on a page, in a data file or in the OpenAPI file without an entry stops generation, naming file, line and code', (t) => {
  const known = new Set(loadErrors().errors.map((e) => e.code));
  const {root, write} = scratch(t);
  write('docs-catalyst/guide.mdx', '---\ntitle: G\n---\n\nA known code: `ERR_STATE_SAVE`.\n');
  assert.doesNotThrow(() => checkCodesCovered(known, {root}));

  write(
    'docs-catalyst/guide.mdx',
    '---\ntitle: G\n---\n\nA known code: `ERR_STATE_SAVE`.\nAnd `ERR_LOCK_STORE_NOT_FOUND`.\n',
  );
  throwsFor(
    () => checkCodesCovered(known, {root}),
    'docs-catalyst/guide.mdx',
    /\(line 6\): error code ERR_LOCK_STORE_NOT_FOUND is not in the error codes reference: add it to data\/errors\/catalyst\.yaml/,
  );
  write('docs-catalyst/guide.mdx', '');
  write('data/components/state/x.yaml', 'note: returns ERR_TRY_LOCK\n');
  throwsFor(() => checkCodesCovered(known, {root}), 'data/components/state/x.yaml', /ERR_TRY_LOCK/);
  write('data/components/state/x.yaml', '');
  const api = path.join(root, OPENAPI);
  writeFileSync(api, `${readFileSync(api, 'utf8')}# ERR_UNLOCK\n`);
  throwsFor(() => checkCodesCovered(known, {root}), OPENAPI, /ERR_UNLOCK/);
});

test('the generated pages are not checked: they come from the OpenAPI file and the data', (t) => {
  const known = new Set(loadErrors().errors.map((e) => e.code));
  const {root, write} = scratch(t);
  write(`${referenceOf('api').outDir}/x.api.mdx`, 'ERR_WHATEVER');
  assert.doesNotThrow(() => checkCodesCovered(known, {root}));
});

test('the operations returning a code are read from response examples, $refs followed', () => {
  const doc = {
    paths: {
      '/a': {
        get: {
          operationId: 'getThing',
          summary: 'Get a thing',
          responses: {
            200: {content: {'application/json': {example: {errorCode: 'ERR_NOT_AN_ERROR'}}}},
            400: {$ref: '#/components/responses/Bad'},
            500: {content: {'application/json': {examples: {x: {$ref: '#/components/examples/Failed'}}}}},
          },
        },
      },
    },
    components: {
      responses: {Bad: {content: {'application/json': {examples: {y: {$ref: '#/components/examples/Failed'}}}}}},
      examples: {Failed: {summary: 'ERR_X', value: {errorCode: 'ERR_X', message: 'x'}}},
    },
  };
  assert.deepEqual(Object.fromEntries(operationsByCode(doc)), {
    ERR_X: [{operationId: 'getThing', title: 'Get a thing', page: '/catalyst/api/get-thing', status: [400, 500]}],
  });
});

test('the page: one heading per code whose anchor is the code, grouped by API, with status, operations, message, meaning and what to do', () => {
  const reference = loadErrors();
  const page = renderErrorsPage(reference);
  assert.match(page, /^---\n[\s\S]*\nsources:\n {2}- "S_CAI_DEV"\n {2}- "S_DAPR_BINDING_SEND"\n/);
  assert.match(
    page,
    /custom_edit_url: "https:\/\/github\.com\/diagridio\/docs\/edit\/main\/data\/errors\/catalyst\.yaml"/,
  );
  for (const {code} of reference.errors) assert.ok(page.includes(`\n### \`${code}\` \\{#${code}}\n`), code);
  const groups = [...page.matchAll(/^## (.+) \\\{#([a-z-]+)\}$/gm)].map((m) => m[2]);
  assert.deepEqual(groups, ['state', 'pubsub', 'invocation', 'bindings', 'workflow', 'health', 'general']);
  const entry = page.slice(page.indexOf('{#ERR_STATE_SAVE}'), page.indexOf('{#ERR_STATE_DELETE}'));
  assert.match(entry, /- \*\*HTTP status:\*\* `400`, `409`, `500`\n/);
  assert.match(entry, /- \*\*Returned by:\*\* \[Save state\]\(\/catalyst\/api\/save-state\)\n/);
  assert.match(entry, /- \*\*Message:\*\* `failed saving state in state store <name>: <error>`\n/);
  assert.match(entry, /\n\*\*What to do:\*\* On `409`, read the item again/);
  // An operation that returns a code with fewer statuses than the code has says which.
  const invoke = page.slice(
    page.indexOf('{#ERR_STATE_STORE_NOT_FOUND}'),
    page.indexOf('{#ERR_STATE_STORE_NOT_CONFIGURED}'),
  );
  assert.doesNotMatch(invoke, /\(`400`\)/);
  assert.equal(shownMessage('pubsub {name} is not found'), 'pubsub <name> is not found');
});

test('each operation page lists its error codes after its responses; a page without them is refused', () => {
  const byCode = new Map([
    ['ERR_B', [{operationId: 'saveState', title: 'Save state', page: '/catalyst/api/save-state', status: [500]}]],
    ['ERR_A', [{operationId: 'saveState', title: 'Save state', page: '/catalyst/api/save-state', status: [400, 409]}]],
  ]);
  const pages = new Map([
    [
      'save-state.api.mdx',
      '---\nid: save-state\n---\n\n<StatusCodes\n  responses={{}}\n>\n</StatusCodes>\n\nexport const x = 1;\n',
    ],
    ['get-state.api.mdx', 'untouched'],
    ['sidebar.ts', 'untouched'],
  ]);
  const out = withErrorCodes(pages, byCode, OPENAPI);
  assert.equal(out.get('get-state.api.mdx'), 'untouched');
  assert.equal(out.get('sidebar.ts'), 'untouched');
  assert.match(
    out.get('save-state.api.mdx') ?? '',
    /<\/StatusCodes>\n\n<Heading id=\{"error-codes"\} as=\{"h2"\} className=\{"openapi-tabs__heading"\}>Error codes<\/Heading>\n\n.*\n\n\| `errorCode` \| HTTP status \|\n\| --- \| --- \|\n\| `ERR_A` \| `400`, `409` \|\n\| `ERR_B` \| `500` \|\n\nexport const x = 1;/,
  );
  throwsFor(
    () => withErrorCodes(new Map([['save-state.api.mdx', '---\n---\n']]), byCode, OPENAPI),
    OPENAPI,
    /\(page save-state\.api\.mdx\): expected the OpenAPI plugin's <\/StatusCodes>/,
  );
});

test('inline code that is exactly a known code links to its entry, except in links, headings and the reference itself', () => {
  const codesFile = path.join(repoRoot, DATA);
  const step = remarkErrorCodeLinks({codesFile, route: ERRORS_ROUTE, skip: referenceOf('errors').outDir});
  const code = (/** @type {string} */ value) => ({type: 'inlineCode', value});
  const tree = () => ({
    type: 'root',
    children: [
      {type: 'paragraph', children: [{type: 'text', value: 'See '}, code('ERR_STATE_SAVE'), code('ERR_UNKNOWN')]},
      {
        type: 'table',
        children: [{type: 'tableRow', children: [{type: 'tableCell', children: [code('ERR_PUBSUB_NOT_FOUND')]}]}],
      },
      {type: 'link', url: '/x', children: [code('ERR_STATE_GET')]},
      {type: 'heading', depth: 2, children: [code('ERR_STATE_GET')]},
      {type: 'paragraph', children: [code('ERR_STATE_SAVE is not alone')]},
    ],
  });
  const page = tree();
  step(page, {path: '/repo/docs-catalyst/catalyst-apis/state.mdx'});
  const [para, table, link, heading, sentence] = /** @type {any[]} */ (page.children);
  assert.deepEqual(para.children[1], {
    type: 'link',
    url: '/catalyst/references/error-codes#ERR_STATE_SAVE',
    children: [code('ERR_STATE_SAVE')],
  });
  assert.deepEqual(para.children[2], code('ERR_UNKNOWN'));
  assert.equal(table.children[0].children[0].children[0].url, '/catalyst/references/error-codes#ERR_PUBSUB_NOT_FOUND');
  assert.deepEqual(link.children[0], code('ERR_STATE_GET'));
  assert.deepEqual(heading.children[0], code('ERR_STATE_GET'));
  assert.deepEqual(sentence.children[0], code('ERR_STATE_SAVE is not alone'));

  const own = tree();
  step(own, {path: `/repo/${referenceOf('errors').outDir}/index.mdx`});
  assert.deepEqual(own, tree());
});
