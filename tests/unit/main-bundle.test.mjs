// Unit tests for what patches/docusaurus/mainBundle.ts changes in the browser build: the
// registry's module paths (patches/docusaurus/clientRegistryLoader.cjs), tslib where
// @docusaurus/utils-common requires it (patches/docusaurus/stubs/tslib.js) and the plugins'
// options in the site configuration (patches/docusaurus/clientConfigLoader.cjs) are left out
// of main.js, and the route table builds each route's component on first use
// (patches/docusaurus/lazyRoutes.tsx).
//   node --test tests/unit/
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, test} from 'node:test';

const require = createRequire(import.meta.url);
const {stripModulePaths} = require('../../patches/docusaurus/clientRegistryLoader.cjs');
const {dropServerOnlyConfig} = require('../../patches/docusaurus/clientConfigLoader.cjs');
const tslibStandIn = require('../../patches/docusaurus/stubs/tslib.js');
/** The file of @docusaurus/core that writes the site configuration. */
const codegenConfig = require.resolve('@docusaurus/core/lib/server/codegen/codegen.js');
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

describe('route components built on first use (patches/docusaurus/lazyRoutes.tsx)', () => {
  test('Docusaurus still writes its route table with ComponentCreator imported by the name mainBundle.ts replaces', () => {
    const codegen = readFileSync(codegenRoutes, 'utf8');
    assert.ok(
      codegen.includes("import ComponentCreator from '@docusaurus/ComponentCreator';"),
      'the route table imports ComponentCreator otherwise: update the replacement in patches/docusaurus/mainBundle.ts',
    );
    assert.ok(
      codegen.includes("component: ComponentCreator('${routePath}', '${routeHash}')"),
      'the route table calls ComponentCreator otherwise: check patches/docusaurus/lazyRoutes.tsx',
    );
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

describe('dropServerOnlyConfig', () => {
  const header = "/*\n * AUTOGENERATED - DON'T EDIT\n */\n";
  /** A configuration as Docusaurus 3 writes it (@docusaurus/core, server/codegen/codegen.js). */
  const written = (/** @type {object} */ config) => `${header}export default ${JSON.stringify(config, null, 2)};\n`;
  const config = {
    title: 'Docs',
    plugins: [['./a.ts', {id: 'x', sidebarPath: './s.ts', remarkPlugins: [null]}]],
    themes: ['t'],
    presets: [],
    themeConfig: {navbar: {items: [{label: 'plugins: ['}]}},
    customFields: {plugins: ['kept']},
  };

  test('empties plugins, themes and presets and keeps the rest of the configuration as it was', () => {
    const out = dropServerOnlyConfig(written(config));
    assert.ok(out.startsWith(`${header}export default {`));
    assert.deepEqual(JSON.parse(out.slice(out.indexOf('{'), out.lastIndexOf('}') + 1)), {
      ...config,
      plugins: [],
      themes: [],
      presets: [],
    });
  });

  test('stops, naming the file, at a configuration of another form rather than half rewriting it', () => {
    assert.throws(
      () => dropServerOnlyConfig('module.exports = {};\n', '/x/c.mjs'),
      /\/x\/c\.mjs: expected "export default/,
    );
    assert.throws(
      () => dropServerOnlyConfig(`${header}export default {title: 'Docs', plugins: []};\n`, 'c.mjs'),
      /c\.mjs: the site configuration is not JSON/,
    );
    const {themes: _themes, ...withoutThemes} = config;
    assert.throws(
      () => dropServerOnlyConfig(written(withoutThemes), 'c.mjs'),
      /c\.mjs: expected "themes" to be a list/,
    );
  });

  test('Docusaurus still writes its configuration the way this expects', () => {
    assert.ok(
      readFileSync(codegenConfig, 'utf8').includes('export default ${JSON.stringify(siteConfig, null, 2)};'),
      'the configuration template in @docusaurus/core changed: update patches/docusaurus/clientConfigLoader.cjs',
    );
  });
});
