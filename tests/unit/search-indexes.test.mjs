import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {test} from 'node:test';
import {
  identifiersOf,
  OPENING_CHARS,
  opening,
  referenceRule,
  sectionOf,
  SHARED_NAME_PAGES,
  trimIndex,
  trims,
  written,
} from '../../scripts/postbuild/search-indexes.mjs';
import {SEARCH_TERMS_MARK} from '../../plugins/searchTerms.mjs';

const require = createRequire(import.meta.url);
const lunr = require('lunr');

/**
 * A content entry of a search index.
 * @param {string} u
 * @param {string} h
 * @param {string} t
 * @param {number} [i]
 */
const page = (u, h, t, i = 0) => ({i, t, s: 'x', u, h, p: 1});

/** The rule of one index file. */
const rule = (/** @type {string} */ file) => {
  const found = trims().find((t) => t.file === file);
  assert.ok(found, `a trim for ${file}`);
  return found.reduce;
};

const CLI = '/catalyst/references/cli-reference/appid/create';
const REDIS = '/catalyst/references/components-reference/state/redis';
const flags =
  'Waits until the App ID is ready. --wait bool No -p, --project string Project. Defaults to the current one.';
const entra = 'Set azureTenantId and azureClientId; the secret goes in azureClientSecret.';

test('identifiersOf keeps flags, field names, variables, annotations and versions, not prose', () => {
  assert.deepEqual(identifiersOf(flags), ['--wait', '-p', '--project']);
  assert.deepEqual(identifiersOf(entra), ['azureTenantId', 'azureClientId', 'azureClientSecret']);
  assert.deepEqual(identifiersOf('Export DAPR_API_TOKEN, then set dapr.io/app-id (e.g. on v1.16.2).'), [
    'DAPR_API_TOKEN',
    'dapr.io/app-id',
    'v1.16.2',
  ]);
  assert.deepEqual(identifiersOf('Set MTLSRenegotiation, <topic-name>.avroschema and HTTPEndpoint.'), [
    'MTLSRenegotiation',
    '<topic-name>.avroschema',
    'HTTPEndpoint',
  ]);
  assert.deepEqual(identifiersOf('A page of plain words. Nothing else, i.e. no names.'), []);
});

/**
 * Runs a rule over one page's sections; returns [hash, text] of what its content part keeps, and
 * the names the page defines (for its keywords entry), if any.
 */
const run = (/** @type {{content: (docs: any[]) => any[]}} */ reduce, /** @type {any[]} */ docs) =>
  reduce.content(docs).map((d) => (d.d ? [d.h, d.t, d.d.join(' ')] : [d.h, d.t]));

test('the all-areas index keeps an API, CLI or component page as one entry: its lead, and its names for its keywords', () => {
  const all = rule('search-index.json');
  const guide = page('/catalyst/concepts/appids', '#tokens', 'Tokens are long. --not-reduced');
  assert.deepEqual(all.content([guide]), [guide]);
  const api = '/catalyst/api/save-state';
  assert.deepEqual(run(all, [page(api, '', 'Saves state.'), page(api, '#query', 'metadata.ttlInSeconds number')]), [
    ['', 'Saves state.', 'metadata.ttlInSeconds'],
  ]);
  assert.deepEqual(run(all, [page(CLI, '', 'Creates an App ID.'), page(CLI, '#flags', flags)]), [
    ['', 'Creates an App ID.', '--wait -p --project'],
  ]);
  const conductor = '/conductor/cli-reference/clusters';
  assert.deepEqual(run(all, [page(conductor, '', 'Lists clusters.'), page(conductor, '#flags', '--cluster-name x')]), [
    ['', 'Lists clusters.', '--cluster-name'],
  ]);
  assert.deepEqual(
    run(all, [page(REDIS, '', 'Redis as a state store.'), page(REDIS, '#metadata-fields', 'redisHost The host.')]),
    [['', 'Redis as a state store.', 'redisHost']],
  );
  // The category overview is a guide and stays whole.
  const overview = page('/catalyst/references/components-reference/state', '#choosing', 'Pick one.');
  assert.deepEqual(all.content([overview]), [overview]);
});

test("the all-areas index keeps a guide section's opening and the names in the rest", () => {
  const words = (/** @type {number} */ n) => Array.from({length: n}, (_, i) => `word${i}`).join(' ');
  const long = `${words(60)} then set DAPR_API_TOKEN and word3 again.`;
  assert.ok(long.length > OPENING_CHARS);
  const kept = opening(page('/catalyst/how-to-guides/x', '#run', long));
  assert.ok(kept.t.length <= OPENING_CHARS);
  assert.ok(long.startsWith(kept.t) && /^\s/.test(long.slice(kept.t.length)), 'the opening, cut at a word end');
  // The names of the rest are kept, not shown.
  assert.deepEqual(kept.n, ['DAPR_API_TOKEN']);
  assert.doesNotMatch(kept.t, /again|DAPR_API_TOKEN/);
  const short = page('/catalyst/how-to-guides/x', '', 'Short.');
  assert.equal(opening(short), short);
  // Through the all-areas rule.
  assert.deepEqual(run(rule('search-index.json'), [page('/conductor/faq', '#a', long)]), [['#a', kept.t]]);
  // Written: the opening, then the names, with the length of what is shown.
  const stored = written(kept);
  assert.equal(stored.t, `${kept.t} DAPR_API_TOKEN`);
  assert.equal(stored.v, kept.t.length);
});

test('names a section shows only in code are kept after its visible text, and read back the same', () => {
  const plugin = page('/catalyst/how-to-guides/x', '#run', `Run the app. ${SEARCH_TERMS_MARK} DAPR_API_TOKEN --app-id`);
  const section = sectionOf(plugin);
  assert.equal(section.t, 'Run the app.');
  assert.deepEqual(section.n, ['DAPR_API_TOKEN', '--app-id']);
  const stored = written(section);
  assert.deepEqual([stored.t, stored.v], ['Run the app. DAPR_API_TOKEN --app-id', 'Run the app.'.length]);
  // What this step wrote reads back as it was: running it again changes nothing.
  assert.deepEqual(written(sectionOf(stored)), stored);
  const plain = page('/catalyst/how-to-guides/x', '#run', 'No names here.');
  assert.deepEqual(written(sectionOf(plain)), plain);
});

test("Catalyst's index keeps each of its reference pages as one entry: the lead, and every name it defines for its keywords", () => {
  const catalyst = rule('search-index-catalyst.json');
  assert.deepEqual(
    run(catalyst, [
      page(REDIS, '', 'Redis as a state store.'),
      page(REDIS, '#when-to-choose-it', 'When you have Redis.'),
      page(REDIS, '#metadata-fields', 'redisHost string The host and port. azureClientId'),
      page(REDIS, '#microsoft-entra-id-client-secret', entra),
    ]),
    [['', 'Redis as a state store.', 'redisHost azureClientId azureTenantId azureClientSecret']],
  );
  assert.deepEqual(run(catalyst, [page(CLI, '', 'Creates an App ID. Takes --wait.'), page(CLI, '#flags', flags)]), [
    ['', 'Creates an App ID. Takes --wait.', '--wait -p --project'],
  ]);
  const guide = page('/catalyst/how-to-guides/develop-locally', '#run', 'Run --app-id here.');
  assert.deepEqual(catalyst.content([guide]), [guide]);
  // API pages have no context of their own: Catalyst's index keeps them whole.
  const api = page('/catalyst/api/save-state', '#request-body', 'The values to save.');
  assert.deepEqual(catalyst.content([api]), [api]);
  // Conductor has no reference contexts: its index keeps every section (only its hidden names move).
  assert.equal(
    trims().some((t) => t.file === 'search-index-conductor.json'),
    false,
  );
});

test("the headings of a reference page's sections leave the headings part; guides keep theirs", () => {
  const heading = (/** @type {string} */ u, /** @type {string} */ h) => ({i: 0, t: h.slice(1), u, h, p: 1});
  const docs = [
    heading(CLI, '#flags'),
    heading(REDIS, '#metadata-fields'),
    heading('/catalyst/concepts/appids', '#tokens'),
  ];
  for (const file of ['search-index.json', 'search-index-catalyst.json']) {
    assert.deepEqual(
      rule(file)
        .headings(docs)
        .map((d) => d.h),
      ['#tokens'],
      file,
    );
  }
});

test('with maxPages, a name on more reference pages than that is not carried', () => {
  const reduce = referenceRule(['/ref'], {maxPages: 2});
  const docs = ['a', 'b', 'c'].flatMap((p) => [
    page(`/ref/${p}`, '', `Page ${p}.`),
    page(`/ref/${p}`, '#flags', `--help --only-${p} ${p === 'c' ? '' : '--ab'}`),
  ]);
  assert.deepEqual(
    run(reduce, docs).map(([, , names]) => names),
    ['--only-a --ab', '--only-b --ab', '--only-c'],
  );
  // The all-areas index: a flag on one page more than SHARED_NAME_PAGES is not carried.
  const cli = Array.from({length: SHARED_NAME_PAGES + 1}, (_, i) => `/catalyst/references/cli-reference/c${i}`);
  const all = run(
    rule('search-index.json'),
    cli.flatMap((u, i) => [page(u, '', `Command ${i}.`), page(u, '#flags', `--shared --own-${i}`)]),
  );
  assert.deepEqual(
    all.map(([, , names]) => names),
    cli.map((_, i) => `--own-${i}`),
  );
});

test('referenceRule names a reference page with names but no lead section', () => {
  const reduce = referenceRule(['/ref']);
  assert.deepEqual(run(reduce, [page('/ref/a', '#examples', 'plain words only')]), []);
  assert.throws(
    () => reduce.content([page('/ref/a', '#flags', '--flag')]),
    /\/ref\/a: a reference page with no lead section/,
  );
});

test('trimIndex rebuilds the content and keywords indexes from the reduced sections', () => {
  const parts = [
    [
      {i: 10, t: 'A', u: '/a'},
      {i: 11, t: 'Bee', u: '/ref/b'},
    ],
    [
      {i: 20, t: 'Flags', u: '/ref/b', h: '#flags', p: 11},
      {i: 21, t: 'Horns', u: '/a', h: '#horns', p: 10},
    ],
    [],
    [{i: 10, t: 'first letter', s: 'A', u: '/a', p: 10}],
    [
      {...page('/a', '', 'alpha unicorn', 10), p: 10},
      {...page('/ref/b', '', 'Bee page.', 11), p: 11},
      {...page('/ref/b', '#flags', 'zebra crossing --zebra-flag', 12), p: 11},
    ],
  ].map((documents) => ({
    documents,
    index: {},
  }));
  const trimmed = trimIndex(parts, referenceRule(['/ref']));
  assert.deepEqual(
    trimmed[4].documents.map((d) => [d.i, d.t]),
    [
      [10, 'alpha unicorn'],
      [11, 'Bee page.'],
    ],
  );
  // The page's names are in a keywords entry of its own, shown as the page's title.
  assert.deepEqual(trimmed[3].documents, [
    {i: 10, t: 'first letter', s: 'A', u: '/a', p: 10},
    {i: 11, t: '--zebra-flag', s: 'Bee', u: '/ref/b', p: 11},
  ]);
  // Read back the way the browser does: from the written JSON.
  const index = lunr.Index.load(JSON.parse(JSON.stringify(trimmed[4].index)));
  assert.deepEqual(
    index.search('unicorn').map((r) => r.ref),
    ['10'],
  );
  assert.deepEqual(index.search('crossing'), []);
  assert.deepEqual(index.search('zebra*'), []);
  const keywords = lunr.Index.load(JSON.parse(JSON.stringify(trimmed[3].index)));
  assert.deepEqual(
    keywords.search('zebra*').map((r) => r.ref),
    ['11'],
  );
  assert.deepEqual(
    trimmed[1].documents.map((d) => d.i),
    [21],
  );
  const headings = lunr.Index.load(JSON.parse(JSON.stringify(trimmed[1].index)));
  assert.deepEqual(
    headings.search('horns').map((r) => r.ref),
    ['21'],
  );
  assert.deepEqual(headings.search('flags'), []);
  // The titles and descriptions are passed through untouched.
  assert.equal(trimmed[0], parts[0]);
  assert.equal(trimmed[2], parts[2]);
  // Once trimmed, trimming again changes nothing.
  assert.deepEqual(
    JSON.parse(JSON.stringify(trimIndex(trimmed, referenceRule(['/ref'])))),
    JSON.parse(JSON.stringify(trimmed)),
  );
});

test('trimIndex refuses something that is not the plugin index', () => {
  const keep = {headings: (/** @type {any[]} */ docs) => docs, content: (/** @type {any[]} */ docs) => docs};
  assert.throws(() => trimIndex({documents: []}, keep), /five index parts/);
  assert.throws(() => trimIndex([{documents: []}], keep), /five index parts/);
});
