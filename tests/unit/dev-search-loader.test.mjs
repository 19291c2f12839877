// The loader that turns the search plugin's client on under `npm start`
// (patches/search-local/devSearchLoader.cjs, used by patches/search-local/devSearch.ts). Run against the
// installed plugin, this is the sensor for an upgrade: it fails, naming the
// file, when the plugin decides otherwise whether to run in development.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {test} from 'node:test';

const require = createRequire(import.meta.url);
/** @type {{FILES: RegExp, enableInDevelopment: (source: string, file: string) => string}} */
const loader = require('../../patches/search-local/devSearchLoader.cjs');
const theme = '@easyops-cn/docusaurus-search-local/dist/client/client/theme';

test("the installed plugin's two files match the rule and lose every production-only test", () => {
  for (const name of ['searchByWorker.js', 'SearchBar/EmptyTemplate.js']) {
    const file = require.resolve(`${theme}/${name}`);
    assert.match(file, loader.FILES, file);
    const out = loader.enableInDevelopment(readFileSync(file, 'utf8'), file);
    assert.doesNotMatch(out, /process\.env\.NODE_ENV/, file);
    assert.match(out, /true \/\* search under npm start/, file);
  }
});

test("no other file of the plugin's client is matched", () => {
  for (const name of ['worker.js', 'SearchBar/SearchBar.jsx', 'SearchPage/SearchPage.jsx']) {
    assert.doesNotMatch(require.resolve(`${theme}/${name}`), loader.FILES, name);
  }
});

test("a file laid out otherwise stops the dev server with the file's name", () => {
  const file = '/x/node_modules/@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js';
  assert.throws(
    () => loader.enableInDevelopment('if (import.meta.env.DEV) {}', file),
    /searchByWorker\.js tests .* 0 times, expected 3/,
  );
  assert.throws(() => loader.enableInDevelopment('x', '/x/other.js'), /expected a file this loader knows/);
});
