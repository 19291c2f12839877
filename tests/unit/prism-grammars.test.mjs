// The browser build's prism-react-renderer (patches/prism/prismBundleLoader.cjs) and the grammars
// pages load in its place (src/prism/languages.ts): together they must give the same Prism
// as the real package, which the server build renders the HTML with, or a page's code would
// be highlighted one way in the HTML and another after hydration.
//   node --test tests/unit/prism-grammars.test.mjs
import assert from 'node:assert/strict';
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {Prism as realPrism} from 'prism-react-renderer';
import {repoRoot} from '../../scripts/lib/data.mjs';

const require = createRequire(import.meta.url);
/** @type {{stripBundle(source: string): string, grammarsModule(source: string): string}} */
const loader = require('../../patches/prism/prismBundleLoader.cjs');
const packageFile = require.resolve('prism-react-renderer').replace(/index\.js$/, 'index.mjs');
const source = readFileSync(packageFile, 'utf8');

const CORE = ['plain', 'plaintext', 'text', 'txt'];
/** What src/prism/all.ts adds to the server's Prism, in its order. */
const SERVER_EXTRAS = ['bash', 'csharp', 'java', 'powershell', 'http'];
/**
 * What a page's chunk loads in the browser for each grammar module of src/prism/ that
 * registers one grammar, in order, as the modules import each other: `bundled` is
 * src/prism/bundled.ts, any other name Prism's own file.
 */
const BROWSER = {
  bash: ['bash'],
  powershell: ['powershell'],
  yaml: ['yaml'],
  json: ['json'],
  python: ['python'],
  go: ['clike', 'go'],
  java: ['clike', 'java'],
  csharp: ['clike', 'csharp'],
  http: ['bundled', 'http'],
};

/** Prism's language files, by name. */
const PRISM_FILES = {
  bash: require.resolve('prismjs/components/prism-bash'),
  clike: require.resolve('prismjs/components/prism-clike'),
  csharp: require.resolve('prismjs/components/prism-csharp'),
  go: require.resolve('prismjs/components/prism-go'),
  http: require.resolve('prismjs/components/prism-http'),
  java: require.resolve('prismjs/components/prism-java'),
  json: require.resolve('prismjs/components/prism-json'),
  powershell: require.resolve('prismjs/components/prism-powershell'),
  python: require.resolve('prismjs/components/prism-python'),
  yaml: require.resolve('prismjs/components/prism-yaml'),
};
// Prism's language files run against the Prism on globalThis, afresh each time: loaded
// through a function of their own, outside Node's module cache.
const loadFile = createRequire(import.meta.url);

/** Runs Prism's language file `name` afresh against the Prism on globalThis. */
function load(/** @type {string} */ name) {
  const file = PRISM_FILES[/** @type {keyof typeof PRISM_FILES} */ (name)];
  assert.ok(file, `no Prism file listed for ${name}`);
  delete loadFile.cache[file];
  loadFile(file);
}

/** Mounts `prism` on globalThis while `run` runs, as src/prism/global.ts does. */
function withPrism(/** @type {unknown} */ prism, /** @type {() => void} */ run) {
  const scope = /** @type {{Prism?: unknown}} */ (globalThis);
  scope.Prism = prism;
  try {
    run();
  } finally {
    delete scope.Prism;
  }
}

/**
 * Whether two grammars are the same: the same tokens in the same order (Prism tries them
 * in order), the same patterns and flags, the same nesting, cycles included.
 * @param {unknown} a
 * @param {unknown} b
 * @param {string} where
 * @param {Map<object, object>} seen
 */
function assertSameGrammar(a, b, where, seen = new Map()) {
  if (a instanceof RegExp || b instanceof RegExp) {
    assert.ok(a instanceof RegExp && b instanceof RegExp, `${where}: a pattern on one side only`);
    assert.equal(`${a}`, `${b}`, `${where}: patterns differ`);
    return;
  }
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) {
    assert.equal(a, b, `${where}: values differ`);
    return;
  }
  if (seen.has(a)) {
    assert.equal(seen.get(a), b, `${where}: a shared grammar on one side only`);
    return;
  }
  seen.set(a, b);
  assert.equal(Array.isArray(a), Array.isArray(b), `${where}: a list on one side only`);
  const keys = Object.keys(a);
  assert.deepEqual(Object.keys(b), keys, `${where}: tokens differ or come in another order`);
  for (const key of keys) {
    assertSameGrammar(/** @type {any} */ (a)[key], /** @type {any} */ (b)[key], `${where}.${key}`, seen);
  }
}

/**
 * The browser build's module, written three times (each import a Prism of its own) into a
 * folder of the project's, its bare imports pointing at the project's packages, and the
 * bundled-grammars module applied to the second.
 */
const folder = path.join(repoRoot, 'node_modules', '.cache', 'prism-grammars-test');
mkdirSync(folder, {recursive: true});
const stripped = loader
  .stripBundle(source)
  .replace(/from "(react|clsx)"/g, (_, name) => `from "${import.meta.resolve(name)}"`);
for (const name of ['a', 'b', 'c']) writeFileSync(path.join(folder, `${name}.mjs`), stripped);
writeFileSync(
  path.join(folder, 'grammars.mjs'),
  loader.grammarsModule(source).replace("from 'prism-react-renderer'", "from './b.mjs'"),
);
after(() => rmSync(folder, {recursive: true, force: true}));
// The files exist only while this test runs, so the type check cannot see them; an
// interrupted run can leave them behind, so these are ts-ignore, not ts-expect-error.
/** @type {{a: any, b: any, c: any, applyGrammarsToB: () => Promise<unknown>}} */
const written = {
  // @ts-ignore: written by this test
  a: await import('../../node_modules/.cache/prism-grammars-test/a.mjs'),
  // @ts-ignore: written by this test
  b: await import('../../node_modules/.cache/prism-grammars-test/b.mjs'),
  // @ts-ignore: written by this test
  c: await import('../../node_modules/.cache/prism-grammars-test/c.mjs'),
  // @ts-ignore: written by this test
  applyGrammarsToB: () => import('../../node_modules/.cache/prism-grammars-test/grammars.mjs'),
};

/** The grammars a Prism has, by name. */
const grammarNames = (/** @type {any} */ prism) =>
  Object.keys(prism.languages).filter((name) => typeof prism.languages[name] === 'object');

describe("the browser build's prism-react-renderer", () => {
  test('has the Prism core and no grammar, and keeps Highlight and its fallback theme', async () => {
    const module = written.a;
    const {Prism} = module;
    assert.deepEqual(grammarNames(Prism).sort(), [...CORE].sort());
    assert.equal(typeof module.Highlight, 'function');
    assert.equal(typeof Prism.tokenize, 'function');
    assert.match(loader.stripBundle(source), /var vsDark_default = /);
    assert.ok(loader.stripBundle(source).length < source.length / 3, 'most of the file is left out');
  });

  test('its themes stand-in throws when read, naming the loader', async () => {
    const module = written.a;
    assert.throws(
      () => module.themes.github,
      /themes\.github is left out of the browser build \(patches\/prism\/prismBundleLoader\.cjs\)/,
    );
  });

  test('with the bundled-grammars module, its Prism has exactly the real package grammars', async () => {
    const {Prism} = written.b;
    await written.applyGrammarsToB();
    const names = grammarNames(realPrism).filter(
      (name) => !/^(bash|sh|shell|csharp|cs|dotnet|java|powershell|http)$/.test(name),
    );
    assert.ok(names.includes('javascript') && names.includes('yaml') && names.length > 40, names.join(', '));
    assert.deepEqual(grammarNames(Prism).sort(), names.sort());
    for (const name of names) assertSameGrammar(Prism.languages[name], realPrism.languages[name], name);
  });

  test('each grammar a page loads is the one the server has', async () => {
    // The server's Prism: the real package with the grammars src/prism/all.ts adds, in its order.
    const server = realPrism;
    withPrism(server, () => SERVER_EXTRAS.forEach((name) => load(name)));
    // One page with every grammar that loads on its own (c), one with the bundled set (b).
    const own = written.c.Prism;
    const bundled = written.b.Prism;
    await written.applyGrammarsToB();
    for (const [name, chain] of Object.entries(BROWSER)) {
      const prism = chain[0] === 'bundled' ? bundled : own;
      withPrism(prism, () => chain.filter((step) => step !== 'bundled').forEach((step) => load(step)));
      assertSameGrammar(prism.languages[name], server.languages[name], name);
    }
  });

  test('the comparison can tell grammars apart', () => {
    assert.throws(() => assertSameGrammar(realPrism.languages.yaml, realPrism.languages.json, 'yaml'), /tokens differ/);
    const copy = {...realPrism.languages.python, comment: {...realPrism.languages.python.comment, pattern: /#/}};
    assert.throws(() => assertSameGrammar(copy, realPrism.languages.python, 'python'), /patterns differ/);
  });

  test('a file laid out otherwise stops the build, saying so', () => {
    assert.throws(
      () => loader.stripBundle('export {}'),
      /prism-react-renderer\/dist\/index\.mjs is not laid out as expected/,
    );
    assert.throws(
      () => loader.grammarsModule(source.replace('// src/prism-langs.ts', '// src/other.ts')),
      /0 sections named src\/prism-langs\.ts/,
    );
    assert.throws(
      () => loader.stripBundle(source.replace('// src/themes/vsDark.ts', '// src/themes/other.ts')),
      /no section named src\/themes\/vsDark\.ts/,
    );
  });
});

describe('src/prism/languages.ts', () => {
  test('lists every grammar file it names, and each registers only what is missing', () => {
    const languages = readFileSync(path.join(repoRoot, 'src', 'prism', 'languages.ts'), 'utf8');
    const keys = [...languages.matchAll(/^ {2}(\w+): \[/gm)].map((m) => m[1]);
    // clike is only loaded before the grammars built on it: the package's own clike is
    // changed by its JavaScript grammar, so a `clike` fence gets the bundled set.
    assert.deepEqual([...keys].sort(), [...Object.keys(BROWSER), 'clike'].sort(), 'every module is compared above');
    for (const key of keys) {
      const file = readFileSync(path.join(repoRoot, 'src', 'prism', `${key}.ts`), 'utf8');
      assert.match(
        file,
        new RegExp(`registerGrammar\\('${key}', \\(\\) => require\\('prismjs/components/prism-${key}'\\)\\)`),
        key,
      );
    }
  });
});
