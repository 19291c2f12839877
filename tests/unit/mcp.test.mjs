// The docs MCP server's pure parts (mcp/text.mjs), its port of the search
// plugin's query (patches/search-local/nodeSearch.mjs) on an index built with
// the plugin's own builder, and its answers from a folder (mcp/docs.mjs,
// mcp/site.mjs) without the protocol.
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {buildIndex} from '../../patches/search-local/buildIndex.mjs';
import {loadIndex, searchIndex, smartQueries, tokenize} from '../../patches/search-local/nodeSearch.mjs';
import {createDocs, ToolError} from '../../mcp/docs.mjs';
import {openSite, SiteError} from '../../mcp/site.mjs';
import {
  byMessage,
  closest,
  headingsOf,
  kindOf,
  parseAddress,
  productOf,
  sectionOf,
  snippetOf,
  twinOf,
} from '../../mcp/text.mjs';
import {siteArgument} from '../../mcp/server.mjs';

test('an address is read as a site path and an anchor, on any host and in any form', () => {
  assert.deepEqual(parseAddress('https://docs.diagrid.io/catalyst/api/save-state#responses'), {
    route: '/catalyst/api/save-state',
    anchor: 'responses',
  });
  assert.deepEqual(parseAddress('http://localhost:4195/catalyst/api/save-state.md'), {
    route: '/catalyst/api/save-state',
  });
  assert.deepEqual(parseAddress('/conductor/faq/?x=1'), {route: '/conductor/faq'});
  assert.deepEqual(parseAddress('conductor/faq.html'), {route: '/conductor/faq'});
  assert.deepEqual(parseAddress('https://docs.diagrid.io/'), {route: '/'});
  assert.deepEqual(parseAddress('/index.md'), {route: '/'});
  assert.equal(twinOf('/'), '/index.md');
  assert.equal(twinOf('/catalyst/api/save-state'), '/catalyst/api/save-state.md');
});

test('a page is of a product and a kind by its path, as the search page tells them', () => {
  assert.equal(productOf('/catalyst/api/save-state'), 'catalyst');
  assert.equal(productOf('/conductor'), 'conductor');
  assert.equal(productOf('/'), undefined);
  assert.equal(productOf('/catalystic'), undefined);
  assert.equal(kindOf('/catalyst/api/save-state'), 'api');
  assert.equal(kindOf('/catalyst/references/cli-reference/appid/create'), 'cli');
  assert.equal(kindOf('/catalyst/references/error-codes'), 'api');
  assert.equal(kindOf('/conductor/cli-reference/clusters/list'), 'cli');
  assert.equal(kindOf('/catalyst/references/components-reference/state/redis'), 'components');
  assert.equal(kindOf('/catalyst/concepts/appids'), 'guide');
});

const PAGE = `# Redis state store

Lead.

## Metadata fields

Text.

\`\`\`yaml
# not a heading
\`\`\`

### Fields every state store accepts

More.

## Authentication {#auth}

Last.
`;

test('sections: by heading text or anchor, to the next heading of the same level, never inside code', () => {
  assert.deepEqual(
    headingsOf(PAGE).map((h) => `${h.level} ${h.text} #${h.anchor}`),
    [
      '1 Redis state store #redis-state-store',
      '2 Metadata fields #metadata-fields',
      '3 Fields every state store accepts #fields-every-state-store-accepts',
      '2 Authentication #auth',
    ],
  );
  const metadata = sectionOf(PAGE, 'metadata-fields');
  assert.equal(metadata?.heading, 'Metadata fields');
  assert.ok(metadata?.text.startsWith('## Metadata fields\n'));
  assert.ok(metadata?.text.includes('### Fields every state store accepts'));
  assert.ok(!metadata?.text.includes('## Authentication'));
  assert.equal(sectionOf(PAGE, 'Metadata Fields')?.anchor, 'metadata-fields');
  assert.equal(sectionOf(PAGE, '#auth')?.text, '## Authentication {#auth}\n\nLast.\n');
  assert.equal(sectionOf(PAGE, 'nope'), null);
});

test('the closest names: the one with a letter wrong first, then those sharing its last word', () => {
  const commands = ['diagrid appid create', 'diagrid appid delete', 'diagrid project create', 'diagrid login'];
  assert.equal(closest('diagrid appid creat', commands, 1)[0], 'diagrid appid create');
  assert.deepEqual(closest('/catalyst/api/save-stat', ['/catalyst/api/get-state', '/catalyst/api/save-state'], 1), [
    '/catalyst/api/save-state',
  ]);
  assert.equal(closest('x', [], 3).length, 0);
});

test('a snippet is cut around the first match, at word boundaries, on one line', () => {
  const text = `${'word '.repeat(100)}needle\n${'more '.repeat(100)}`;
  const at = text.indexOf('needle');
  const snippet = snippetOf(text, [[at, 6]], 80);
  assert.match(snippet, /^… (word )+needle (more )+…$/);
  assert.ok(snippet.length <= 80 + 4);
  assert.equal(snippetOf('short\ntext', []), 'short text');
});

test("the search port: the plugin's tokens and smart queries for English", () => {
  assert.deepEqual(tokenize('Save-State  redisHost'), ['save', 'state', 'redishost']);
  const queries = smartQueries(['how', 'to', 'save']);
  // As typed, then the last token as a prefix, then without stop words, then missing one token, then fuzzy.
  assert.deepEqual(
    queries.slice(0, 3).map((q) => q.tokens.join(' ')),
    ['how to save', 'save', 'how to save'],
  );
  assert.ok(queries.some((q) => q.term.some((t) => t.editDistance === 1)));
  assert.deepEqual(smartQueries([]), []);
});

/** An index of two pages as the plugin writes it: titles, headings, descriptions, keywords, content. */
function twoPageIndex() {
  const parts = buildIndex(
    [
      [
        {i: 1, t: 'Redis state store', u: '/catalyst/references/components-reference/state/redis'},
        {i: 2, t: 'State API', u: '/catalyst/catalyst-apis/state'},
      ],
      [
        {
          i: 3,
          t: 'Metadata fields',
          u: '/catalyst/references/components-reference/state/redis',
          h: '#metadata-fields',
          p: 1,
        },
      ],
      [{i: 4, t: 'Store key/value data with Redis.', u: '/catalyst/references/components-reference/state/redis', p: 1}],
      [
        {
          i: 5,
          t: 'redisHost redisPort',
          s: 'Redis state store',
          u: '/catalyst/references/components-reference/state/redis',
          p: 1,
        },
      ],
      [
        {i: 6, t: 'Save state with etags.', s: 'State API', u: '/catalyst/catalyst-apis/state', h: '', p: 2},
        {
          i: 7,
          t: 'Set redisHost to host:port. enableTLS',
          s: 'Metadata fields',
          u: '/catalyst/references/components-reference/state/redis',
          h: '#metadata-fields',
          p: 1,
        },
      ],
    ],
    {language: ['en'], removeDefaultStopWordFilter: [], removeDefaultStemmer: false},
  );
  const stored = JSON.parse(JSON.stringify(parts));
  // The length of the text the section shows, as scripts/postbuild/search-indexes.mjs records it: `enableTLS` is a hidden name.
  stored[4].documents.find((/** @type {{i: number}} */ d) => d.i === 7).v = 'Set redisHost to host:port.'.length;
  return loadIndex(stored);
}

test('the search port ranks a keywords hit before a section that mentions the name, and fuzzy-matches a typo', () => {
  const indexes = twoPageIndex();
  const hits = searchIndex(indexes, 'redisHost', 8);
  assert.equal(hits[0].type, 3, 'the keywords entry first');
  assert.equal(hits[0].document.u, '/catalyst/references/components-reference/state/redis');
  assert.equal(
    searchIndex(indexes, 'redisHst', 8)[0]?.document.u,
    '/catalyst/references/components-reference/state/redis',
  );
  assert.deepEqual(searchIndex(indexes, '   ', 8), []);
  assert.equal(searchIndex(indexes, 'etags', 8)[0]?.document.u, '/catalyst/catalyst-apis/state');
  assert.throws(() => loadIndex([{documents: []}]), /five index parts/);
});

test('answers from a build folder: search, a page, its section, and what exists instead of what does not', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mcp-test-'));
  try {
    const redis = '/catalyst/references/components-reference/state/redis';
    writeFileSync(
      path.join(dir, 'sitemap.xml'),
      `<urlset><url><loc>https://docs.example.com${redis}</loc></url><url><loc>https://docs.example.com/catalyst/catalyst-apis/state</loc></url></urlset>`,
    );
    mkdirSync(path.join(dir, path.dirname(redis)), {recursive: true});
    writeFileSync(path.join(dir, `${redis}.md`), PAGE);
    writeFileSync(
      path.join(dir, 'search-index.json'),
      JSON.stringify(twoPageIndex().map(({documents, index}) => ({documents, index}))),
    );
    writeFileSync(path.join(dir, '_csp.conf'), 'secret');
    const site = await openSite(dir);
    assert.equal(site.origin, 'https://docs.example.com');
    assert.equal(await site.read('/_csp.conf'), null, 'what nginx never serves');
    assert.equal(await site.read('/../../etc/passwd'), null);
    const docs = createDocs(site);

    // The folder has no product indexes to fill the list from: the all-areas index answers alone.
    const {results, indexes} = await docs.search({query: 'redisHost', limit: 5});
    assert.deepEqual(indexes, ['/search-index.json']);
    assert.equal(results[0].path, redis);
    assert.equal(results[0].address, `https://docs.example.com${redis}`);
    assert.equal(results[0].kind, 'components');
    assert.equal(results[0].product, 'catalyst');
    const snippet = (await docs.search({query: 'host', limit: 1})).results[0];
    assert.equal(snippet.section, 'Metadata fields');
    assert.equal(snippet.snippet, 'Set redisHost to host:port.', 'the names after `v` are never shown');

    const page = await docs.fetchPage({address: `https://elsewhere.invalid${redis}`});
    assert.equal(page.markdown, PAGE);
    assert.equal(page.title, 'Redis state store');
    const part = await docs.fetchPage({address: `${redis}#auth`});
    assert.equal(part.section, 'Authentication');
    await assert.rejects(docs.fetchPage({address: `${redis}x`}), (error) => {
      assert.ok(error instanceof ToolError);
      assert.match(
        error.message,
        /No page at .*redisx.*Closest pages: https:\/\/docs\.example\.com\/catalyst\/references\/components-reference\/state\/redis/,
      );
      return true;
    });
    await assert.rejects(
      docs.fetchPage({address: redis, section: 'Capabilities'}),
      /no section "Capabilities".*"Metadata fields" \(#metadata-fields\)/,
    );
    await assert.rejects(docs.cliCommand({command: 'login'}), (error) => {
      assert.ok(error instanceof SiteError);
      assert.match(error.message, /has no \/mcp\/cli\.json: build the site/);
      return true;
    });
    await assert.rejects(docs.search({query: ' '}), /query is empty/);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('a folder that is not a build, and an address that does not answer, say so', async () => {
  await assert.rejects(
    openSite(path.join(tmpdir(), 'no-such-build')),
    /is not a build of the site \(no sitemap\.xml\)/,
  );
  const site = await openSite('http://127.0.0.1:1');
  await assert.rejects(site.read('/search-index.json'), /http:\/\/127\.0\.0\.1:1 does not answer/);
});

test('--site is read in both forms', () => {
  assert.equal(siteArgument(['--site', 'build']), 'build');
  assert.equal(siteArgument(['--site=https://docs.diagrid.io']), 'https://docs.diagrid.io');
  assert.equal(siteArgument([]), undefined);
});

test('the data the build publishes for the server: every command and component once, with its page', async () => {
  const {cliData, componentsData} = await import('../../scripts/postbuild/mcp-data.mjs');
  const {products} = cliData();
  assert.deepEqual(
    products.map((p) => p.product),
    ['catalyst', 'conductor'],
  );
  for (const p of products) {
    const pages = p.commands.map((c) => c.page);
    assert.equal(new Set(pages).size, pages.length, `${p.product}: one page per command`);
    assert.ok(p.globalFlags.some((f) => f.name === '--help'));
  }
  const create = products[0].commands.find((c) => c.command === 'diagrid appid create');
  assert.equal(create?.page, '/catalyst/references/cli-reference/appid/create');
  assert.deepEqual(
    create?.flags.find((f) => f.name === '--project'),
    {
      name: '--project',
      shorthand: '-p',
      type: 'string',
      required: false,
      description: 'Project to create the App ID in.',
    },
  );
  const {components} = componentsData();
  const redis = components.find((c) => c.type === 'state.redis');
  assert.equal(redis?.page, '/catalyst/references/components-reference/state/redis');
  assert.ok(redis?.manifest.startsWith('apiVersion: dapr.io/v1alpha1\nkind: Component\n'));
  assert.equal(redis?.fields.find((f) => f.name === 'redisHost')?.required, true);
  assert.equal(new Set(components.map((c) => c.type)).size, components.length);
});

test('lookup_error finds an entry by its code in any case, by the message the runtime returns, or says what exists', async () => {
  const {errorsData} = await import('../../scripts/postbuild/mcp-data.mjs');
  const dir = mkdtempSync(path.join(tmpdir(), 'mcp-errors-'));
  try {
    mkdirSync(path.join(dir, 'mcp'));
    writeFileSync(path.join(dir, 'sitemap.xml'), '<urlset><url><loc>https://docs.example.com/</loc></url></urlset>');
    writeFileSync(path.join(dir, 'mcp/errors.json'), JSON.stringify(errorsData()));
    const docs = createDocs(await openSite(dir));
    const found = await docs.errorCode({code_or_message: 'err_pubsub_not_found'});
    assert.equal(found.code, 'ERR_PUBSUB_NOT_FOUND');
    assert.equal(found.matchedBy, 'code');
    assert.deepEqual(found.status, [404]);
    assert.equal(found.address, 'https://docs.example.com/catalyst/references/error-codes#ERR_PUBSUB_NOT_FOUND');
    assert.ok(found.apis.some((a) => a.address === 'https://docs.example.com/catalyst/api/publish-message'));

    const message = await docs.errorCode({code_or_message: 'state store orders-db is not found'});
    assert.equal(message.code, 'ERR_STATE_STORE_NOT_FOUND');
    assert.equal(message.matchedBy, 'message');
    // Wrapped as the runtime's gRPC errors read, and as a whole body.
    const wrapped = await docs.errorCode({
      code_or_message: "api error: code = InvalidArgument desc = input key/keyPrefix 'a||b' can't contain '||'",
    });
    assert.equal(wrapped.code, 'ERR_MALFORMED_REQUEST');
    const body = await docs.errorCode({code_or_message: '{"errorCode":"ERR_STATE_SAVE","message":"x"}'});
    assert.equal(body.code, 'ERR_STATE_SAVE');
    // Links in the text point at the site, not at a path of it.
    const unsupported = await docs.errorCode({code_or_message: 'ERR_STATE_STORE_NOT_SUPPORTED'});
    assert.match(
      unsupported.action,
      /\]\(https:\/\/docs\.example\.com\/catalyst\/references\/components-reference\/state\)/,
    );

    await assert.rejects(docs.errorCode({code_or_message: 'ERR_STATE_STORE_NOT_FUND'}), (error) => {
      assert.ok(error instanceof ToolError);
      assert.match(error.message, /No error code ERR_STATE_STORE_NOT_FUND .*Closest: ERR_STATE_STORE_NOT_FOUND/);
      return true;
    });
    await assert.rejects(docs.errorCode({code_or_message: 'the cat sat on the mat'}), (error) => {
      assert.ok(error instanceof ToolError);
      assert.match(error.message, /No error code's message matches "the cat sat on the mat"\. Pass the errorCode/);
      return true;
    });
    await assert.rejects(
      docs.errorCode({code_or_message: '  '}),
      /Give an errorCode, such as ERR_STATE_STORE_NOT_FOUND/,
    );
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('a message matches the template that says the most of it, whole before wrapped', () => {
  const entries = [
    {code: 'A', messages: ['pubsub {name} is not found']},
    {code: 'B', messages: ['failed deserializing HTTP body: {error}']},
    {code: 'C', messages: ['{what} is not found']},
  ];
  assert.deepEqual(
    byMessage('pubsub orders is not found', entries).map((e) => e.code),
    ['A', 'C'],
  );
  assert.deepEqual(
    byMessage('rpc: failed deserializing HTTP body: EOF', entries).map((e) => e.code),
    ['B'],
  );
  assert.deepEqual(byMessage('PUBSUB orders IS NOT FOUND', entries)[0]?.code, 'A');
  assert.deepEqual(byMessage('nothing like it', entries), []);
});
