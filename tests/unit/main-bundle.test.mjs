// Unit tests for what patches/docusaurus/mainBundle.ts changes in the browser build: the
// registry's module paths (patches/docusaurus/clientRegistryLoader.cjs) and tslib where
// @docusaurus/utils-common requires it (patches/docusaurus/stubs/tslib.js) are left out of
// main.js, and three modules' sorts compare by code unit (patches/docusaurus/codeUnitSortLoader.cjs).
//   node --test tests/unit/
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, test} from 'node:test';
import {repoRoot} from '../../scripts/lib/data.mjs';

const require = createRequire(import.meta.url);
const {stripModulePaths} = require('../../patches/docusaurus/clientRegistryLoader.cjs');
const tslibStandIn = require('../../patches/docusaurus/stubs/tslib.js');
const codeUnitSort = require('../../patches/docusaurus/codeUnitSortLoader.cjs');
/** The file of @docusaurus/core that writes the registry. */
const codegenRoutes = require.resolve('@docusaurus/core/lib/server/codegen/codegenRoutes.js');
// @docusaurus/utils-common comes with @docusaurus/core, not as the project's own dependency.
const fromCore = createRequire(codegenRoutes);
const utilsCommon = fromCore.resolve('@docusaurus/utils-common');
/** tslib as utils-common resolves it. */
const realTslib = createRequire(utilsCommon)('tslib');

/** An entry as Docusaurus 3 writes it (@docusaurus/core, server/codegen/codegenRoutes.js). */
const entry = (/** @type {string} */ chunk, /** @type {string} */ module) =>
  `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;
const stripped = (/** @type {string} */ chunk, /** @type {string} */ module) =>
  `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${module}"), 0, require.resolveWeak("${module}")],`;

describe('stripModulePaths', () => {
  test("replaces each entry's module path string with 0 and keeps its loader and module id", () => {
    const source = [
      'export default {',
      entry('001175f5', '@site/docs/a.mdx'),
      `${entry('ffd6c810', '@generated/x/p/y-237.json')}};`,
      '',
    ].join('\n');
    assert.equal(
      stripModulePaths(source),
      [
        'export default {',
        stripped('001175f5', '@site/docs/a.mdx'),
        `${stripped('ffd6c810', '@generated/x/p/y-237.json')}};`,
        '',
      ].join('\n'),
    );
  });

  test('a path with escaped characters is matched whole', () => {
    const module = '@site/docs/a \\"quoted\\" name.mdx';
    assert.equal(
      stripModulePaths(`export default {\n${entry('0a', module)}};\n`),
      `export default {\n${stripped('0a', module)}};\n`,
    );
  });

  test('an empty registry stays as it is', () => {
    assert.equal(stripModulePaths('export default {\n};\n'), 'export default {\n};\n');
  });

  test('stops, naming the file and line, at an entry of another form rather than half rewriting the file', () => {
    const changed = '  "0a": [() => import("@site/docs/a.mdx"), "@site/docs/a.mdx"],';
    assert.throws(
      () => stripModulePaths(`export default {\n${entry('0b', '@site/b.mdx')}\n${changed}};\n`, '/x/registry.js'),
      /\/x\/registry\.js:3: not a registry entry of the expected form/,
    );
    // The module path must be the same in all three places.
    const mixed = entry('0c', '@site/c.mdx').replace(
      'require.resolveWeak("@site/c.mdx")',
      'require.resolveWeak("@site/d.mdx")',
    );
    assert.throws(() => stripModulePaths(`export default {\n${mixed}};\n`), /not a registry entry/);
    assert.throws(() => stripModulePaths('module.exports = {};\n', 'r.js'), /r\.js: expected "export default \{"/);
  });

  test('Docusaurus still writes its registry the way this expects', () => {
    const codegen = readFileSync(codegenRoutes, 'utf8');
    assert.ok(
      codegen.includes(
        '`  "${chunkName}": [() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`',
      ),
      'the entry template in @docusaurus/core changed: update patches/docusaurus/clientRegistryLoader.cjs',
    );
    assert.match(codegen, /\.join\('\\n'\)\}\};\n`\);/, "the registry's closing line changed");
  });
});

describe('the tslib stand-in for @docusaurus/utils-common', () => {
  test("__importDefault answers as tslib's does", () => {
    const esModule = {__esModule: true, default: 1};
    const fn = () => 2;
    for (const mod of [esModule, {a: 1}, fn, null, undefined, 0, 'x']) {
      assert.deepEqual(tslibStandIn.__importDefault(mod), realTslib.__importDefault(mod));
    }
    assert.equal(tslibStandIn.__importDefault(esModule), esModule);
    assert.equal(tslibStandIn.__importDefault(fn).default, fn);
  });

  test('utils-common uses no other tslib helper, and the check can see them', () => {
    const lib = path.dirname(utilsCommon);
    const helpers = new Set();
    let requires = 0;
    for (const file of readdirSync(lib).filter((f) => f.endsWith('.js'))) {
      const text = readFileSync(path.join(lib, file), 'utf8');
      requires += (text.match(/require\("tslib"\)/g) ?? []).length;
      for (const m of text.matchAll(/tslib_\d+\.(__\w+)/g)) helpers.add(m[1]);
    }
    assert.ok(requires > 0, 'utils-common requires tslib (else the stand-in can go)');
    assert.deepEqual([...helpers], ['__importDefault']);
    assert.deepEqual(Object.keys(tslibStandIn), ['__importDefault']);
  });
});

describe('the sorts of Docusaurus that compare by code unit', () => {
  /** The installed file of each module the loader rewrites. */
  const installed = codeUnitSort.SORTED_MODULES.map((/** @type {string} */ module) =>
    path.join(repoRoot, 'node_modules', module),
  );

  test('the loader matches each installed module, and nothing else', () => {
    assert.equal(installed.length, 3);
    for (const file of installed) assert.ok(codeUnitSort.sortedModule(file), file);
    assert.equal(codeUnitSort.sortedModule(require.resolve('@docusaurus/theme-common')), undefined);
    assert.equal(codeUnitSort.sortedModule('/x/src/lib/reactUtils.js'), undefined);
  });

  test('each installed module sorts with localeCompare once, and loses it', () => {
    for (const file of installed) {
      const source = readFileSync(file, 'utf8');
      assert.equal(source.split('.localeCompare(').length - 1, 1, `${file}: one localeCompare`);
      const out = codeUnitSort.compareByCodeUnit(source, file);
      assert.ok(!out.includes('localeCompare'), `${file}: no localeCompare left`);
      assert.match(out, /\nfunction compareCodeUnits__\(a, b\)/);
    }
  });

  test('getActivePlugin finds the same docs plugin as with localeCompare', () => {
    const file = installed.find((f) => f.endsWith('docsClientUtils.js'));
    assert.ok(file, 'the docs plugin module is among those rewritten');
    const source = readFileSync(file, 'utf8');
    const out = codeUnitSort.compareByCodeUnit(source, file);
    /** The comparator each version sorts the plugins with, as a function of (a, b). */
    const comparator = (/** @type {string} */ text) => {
      const m = text.match(/\.sort\(\(a, b\) => (.+?)\)\n/);
      assert.ok(m, 'the sort line');
      return new Function('a', 'b', 'compareCodeUnits__', `return ${m[1]};`);
    };
    const before = comparator(source);
    const after = comparator(out);
    const codeUnits = (/** @type {string} */ a, /** @type {string} */ b) => (a < b ? -1 : a > b ? 1 : 0);
    const paths = ['/', '/catalyst', '/conductor', '/android', '/android/foo', '/Android', '/a-b', '/a/b', '/ab'];
    const plugins = paths.map((p, i) => [`p${i}`, {path: p}]);
    const order = (/** @type {Function} */ cmp) =>
      [...plugins].sort((a, b) => cmp(a, b, codeUnits)).map(([, d]) => /** @type {{path: string}} */ (d).path);
    const withLocale = order(before);
    const byCodeUnit = order(after);
    // The plugin a page belongs to is the first whose path is a segment prefix of the page's.
    const within = (/** @type {string} */ page, /** @type {string} */ p) =>
      page === p || page.startsWith(p.endsWith('/') ? p : `${p}/`);
    for (const page of [
      '/android/foo/x',
      '/android/x',
      '/Android/y',
      '/catalyst/api/a',
      '/x',
      '/a/b/c',
      '/ab',
      '/a-b',
    ]) {
      assert.equal(
        byCodeUnit.find((p) => within(page, p)),
        withLocale.find((p) => within(page, p)),
        page,
      );
    }
    // Every path comes before each of its prefixes in both orders, so the first match is the longest.
    for (const list of [withLocale, byCodeUnit]) {
      for (const p of paths) {
        for (const q of paths) {
          if (p !== q && p.startsWith(q)) assert.ok(list.indexOf(p) < list.indexOf(q), `${p} before ${q}`);
        }
      }
    }
  });

  test('stops, naming the file, when the sort is not there as expected', () => {
    const [file] = installed;
    assert.throws(
      () => codeUnitSort.compareByCodeUnit('export const x = 1;\n', file),
      (e) => {
        assert.ok(e instanceof Error && e.message.startsWith(`${file}: expected the sort`), String(e));
        assert.match(e.message, /found it 0 times/);
        return true;
      },
    );
    assert.throws(() => codeUnitSort.compareByCodeUnit('', '/x/other.js'), /\/x\/other\.js: not a module/);
  });
});
