// The scripts work from a checkout whose path has a space in it. A file URL
// escapes a space as %20, so `new URL(import.meta.url).pathname` names a
// folder that does not exist, and comparing import.meta.url with
// `file://${process.argv[1]}` is never true, which silently skips a script's
// main step. Paths come from fileURLToPath; ESLint refuses both patterns
// (no-restricted-syntax in eslint.config.mjs). These tests run two scripts
// from such a folder, which no linter can do.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {repoRoot} from '../../scripts/lib/data.mjs';

/**
 * A copy of scripts/ (and the data the checks read) under a folder whose name
 * has a space, with the project's node_modules linked in.
 * @param {import('node:test').TestContext} t
 */
function checkoutWithSpace(t) {
  const root = path.join(mkdtempSync(path.join(tmpdir(), 'paths-test-')), 'my docs');
  t.after(() => rmSync(path.dirname(root), {recursive: true, force: true}));
  mkdirSync(root);
  // The scripts read the data and the product registry (config/products.json);
  // the search-index step also reads the mark of plugins/searchTerms.mjs.
  for (const dir of ['scripts', 'data', 'config', 'patches', 'plugins'])
    cpSync(path.join(repoRoot, dir), path.join(root, dir), {recursive: true});
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'));
  return root;
}

test('from a folder with a space, the scripts find the repository and its data', (t) => {
  const root = checkoutWithSpace(t);
  const script = [
    "import {repoRoot} from './scripts/lib/data.mjs';",
    "import {loadSources} from './scripts/lib/sources.mjs';",
    'console.log(JSON.stringify({repoRoot, sources: loadSources().size}));',
  ].join('\n');
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {cwd: root, encoding: 'utf8'});
  assert.equal(run.status, 0, run.stderr);
  const {repoRoot: found, sources} = JSON.parse(run.stdout);
  assert.equal(found, root);
  assert.ok(sources > 10, 'data/sources.yaml is read from the copy');
});

test('from a folder with a space, the post-build search-index step runs instead of skipping', (t) => {
  const root = checkoutWithSpace(t);
  mkdirSync(path.join(root, 'build'));
  const doc = (/** @type {number} */ i, /** @type {string} */ u, /** @type {string} */ h, /** @type {string} */ t) => ({
    i,
    t,
    u,
    h,
    p: i,
  });
  const content = [
    doc(1, '/catalyst/concepts/appids', '', 'text'),
    doc(2, '/catalyst/references/cli-reference/appid/create', '', 'Creates an App ID.'),
    doc(3, '/catalyst/references/cli-reference/appid/create', '#flags', 'Waits until it is ready. --wait bool'),
  ];
  const titles = [
    {i: 1, t: 'App IDs', u: '/catalyst/concepts/appids'},
    {i: 2, t: 'diagrid appid create', u: '/catalyst/references/cli-reference/appid/create'},
  ];
  for (const file of ['search-index.json', 'search-index-catalyst.json'])
    writeFileSync(
      path.join(root, 'build', file),
      JSON.stringify([titles, [], [], [], content].map((documents) => ({documents, index: {}}))),
    );
  const run = spawnSync(process.execPath, [path.join(root, 'scripts', 'postbuild', 'search-indexes.mjs')], {
    cwd: root,
    encoding: 'utf8',
  });
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /\[search-indexes\] search-index-catalyst\.json: 3 -> 2 content sections/);
  const written = (/** @type {string} */ file, /** @type {number} */ part) =>
    JSON.parse(readFileSync(path.join(root, 'build', file), 'utf8'))[part].documents.map(
      (/** @type {{t: string}} */ d) => d.t,
    );
  for (const file of ['search-index-catalyst.json', 'search-index.json']) {
    assert.deepEqual(written(file, 4), ['text', 'Creates an App ID.'], file);
    // The flag the page defines, in its keywords entry.
    assert.deepEqual(written(file, 3), ['--wait'], file);
  }
});
