// The rehype step that gives the search index the names a page shows only in
// code (plugins/searchTerms.mjs). The end-to-end proof, that readers find
// those names, is tests/e2e/search-code-names.spec.ts; this checks the rules.
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {
  MAX_TERMS,
  SEARCH_TERMS_CLASS,
  SEARCH_TERMS_MARK,
  apiNames,
  namesInCode,
  partsOfName,
  proseSays,
  rehypeSearchTerms,
} from '../../plugins/searchTerms.mjs';

/** @typedef {{type: string, tagName?: string, name?: string, value?: string, attributes?: object[], properties?: Record<string, unknown>, children?: Node[]}} Node */

const text = (/** @type {string} */ value) => ({type: 'text', value});
const el = (/** @type {string} */ tagName, /** @type {Node[]} */ children = []) => ({
  type: 'element',
  tagName,
  properties: {},
  children,
});
const code = (/** @type {string} */ source) => el('pre', [el('code', [text(source)])]);
/** @param {Node} tree @param {object} [file] @returns {Node} */
function run(tree, file = {}) {
  rehypeSearchTerms()(/** @type {any} */ (tree), /** @type {any} */ (file));
  return tree;
}
/** The terms elements of a tree, as [index among the root's children, text]. */
const termsOf = (/** @type {Node} */ tree) =>
  (tree.children ?? []).flatMap((node, i) =>
    node.properties?.className === undefined || !String(node.properties.className).includes(SEARCH_TERMS_CLASS)
      ? []
      : [[i, node.children?.[0]?.value?.replace(new RegExp(`^${SEARCH_TERMS_MARK} `), '')]],
  );

describe('namesInCode', () => {
  test('finds annotations, Helm values, environment variables, flags, headers and versions', () => {
    const names = namesInCode(
      'kubectl annotate pod web dapr.io/app-id="web"\nhelm install d3e --set global.ha.enabled=true --skip-crds\nexport DAPR_API_TOKEN=x\ncurl -H "dapr-api-token: $T" -H "Content-Type: application/json"\nimage: d3e:1.16.14-d3e.5',
    );
    for (const name of [
      'dapr.io/app-id',
      'global.ha.enabled',
      '--skip-crds',
      'DAPR_API_TOKEN',
      'dapr-api-token',
      'Content-Type',
      '1.16.14-d3e.5',
    ]) {
      assert.ok(names.includes(name), `${name} in ${names.join(' ')}`);
    }
  });
  test('leaves out plain words, URLs and paths', () => {
    const names = namesInCode(
      'curl https://http-prj1.cloud.r1.diagrid.io/v1.0/state/kvstore\nkubectl get pods\ncd ./src/app',
    );
    assert.deepEqual(names, []);
  });
});

test("partsOfName gives the part after an annotation's slash and a dotted name's last segment, when it is a name itself", () => {
  assert.deepEqual(partsOfName('dapr.io/app-id'), ['app-id']);
  assert.deepEqual(partsOfName('metadata.ttlInSeconds'), ['ttlInSeconds']);
  assert.deepEqual(partsOfName('global.ha.enabled'), []);
  assert.deepEqual(partsOfName('values.yaml'), []);
  assert.deepEqual(partsOfName('redisHost'), []);
});

test('proseSays counts a name only when the prose has it whole, as words the index keeps', () => {
  const said = proseSays(
    'Pass `--show-labels`. Every command sets `--set diagrid.token="${D3E_LICENSE}"`; show the labels.',
  );
  assert.equal(said('--show-labels'), true);
  // Inside a longer word the index keeps whole: not findable from the prose.
  assert.equal(said('D3E_LICENSE'), false);
  const apart = proseSays('Show the labels of a pod.');
  assert.equal(apart('--show-labels'), false);
});

test('apiNames reads parameters and response headers from the api front matter', () => {
  const api = {
    parameters: [
      {name: 'storeName', in: 'path'},
      {name: 'metadata.partitionKey', in: 'query'},
    ],
    responses: {200: {headers: {ETag: {}}}, 204: {}},
  };
  assert.deepEqual(apiNames(api), ['storeName', 'metadata.partitionKey', 'ETag']);
  assert.deepEqual(apiNames(undefined), []);
  assert.deepEqual(apiNames('compressed'), []);
});

describe('rehypeSearchTerms', () => {
  test("puts a section's names at the end of that section, leaving out what the prose says and what an earlier section gave", () => {
    const tree = {
      type: 'root',
      children: [
        el('p', [text('Install the chart.')]),
        code('helm install d3e --set global.ha.enabled=true'),
        el('h2', [text('Annotate')]),
        el('p', [text('Set '), el('code', [text('dapr.io/enabled')]), text(' on the pod.')]),
        code('dapr.io/enabled: "true"\ndapr.io/app-id: web'),
        el('h2', [text('Again')]),
        code('--set global.ha.enabled=true'),
      ],
    };
    const out = run(tree);
    assert.deepEqual(termsOf(out), [
      [2, 'global.ha.enabled'],
      [6, 'dapr.io/app-id app-id'],
    ]);
    const terms = /** @type {Node} */ ((out.children ?? [])[2]);
    assert.equal(terms.tagName, 'div');
    assert.equal(terms.properties?.hidden, true);
  });

  test('sees headings the OpenAPI theme writes as <Heading as={"h2"}>, and puts an API page\'s own names in its title\'s section', () => {
    const heading = (/** @type {string} */ as) => ({
      type: 'mdxJsxFlowElement',
      name: 'Heading',
      attributes: [
        {type: 'mdxJsxAttribute', name: 'as', value: {type: 'mdxJsxAttributeValueExpression', value: `"${as}"`}},
      ],
      children: [],
    });
    const tree = {
      type: 'root',
      children: [heading('h1'), el('p', [text('Read one key.')]), heading('h2'), el('p', [text('Request')])],
    };
    const out = run(tree, {data: {frontMatter: {api: {parameters: [{name: 'metadata.partitionKey'}, {name: 'key'}]}}}});
    assert.deepEqual(termsOf(out), [[2, 'metadata.partitionKey partitionKey']]);
  });

  test(`gives at most ${MAX_TERMS} names per section`, () => {
    const many = Array.from({length: MAX_TERMS + 20}, (_, i) => `SETTING_${i}`).join('\n');
    const out = run({type: 'root', children: [code(many)]});
    assert.equal(String(termsOf(out)[0][1]).split(' ').length, MAX_TERMS);
  });

  test('gives no terms to a page in a skipped folder', () => {
    const children = [code('apiVersion: dapr.io/v1alpha1\nsecretStore: vault')];
    const tree = {type: 'root', children: [...children]};
    rehypeSearchTerms({skip: ['docs-catalyst/references/components-reference']})(
      /** @type {any} */ (tree),
      /** @type {any} */ ({path: '/repo/docs-catalyst/references/components-reference/state/redis.mdx'}),
    );
    assert.deepEqual(tree.children, children);
    const elsewhere = run(
      {type: 'root', children: [...children]},
      {path: '/repo/docs-catalyst/concepts/components.mdx'},
    );
    assert.equal(termsOf(elsewhere).length, 1);
  });

  test('leaves a page without code as it was', () => {
    const children = [el('h2', [text('Intro')]), el('p', [text('No code here: DAPR_API_TOKEN is set for you.')])];
    const out = run({type: 'root', children: [...children]});
    assert.deepEqual(out.children, children);
  });
});
