// The stand-ins of patches/openapi/stubs/, which patches/openapi/index.ts puts in the browser
// bundle in place of packages the API explorer loads: each does what the real
// package does where the explorer reaches it, and throws, naming the package,
// where it was assumed never to be reached.
//   node --test tests/unit/stubs.test.mjs
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, test} from 'node:test';
import CryptoJS from 'crypto-js';
import {themes} from 'prism-react-renderer';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import * as realLive from 'react-live';
import {repoRoot} from '../../scripts/lib/data.mjs';

const require = createRequire(import.meta.url);
// The stubs are browser code, untyped: loaded through a function the type
// check does not follow (the two ES modules too; Node reparses them).
const loadStub = createRequire(import.meta.url);
const qs = loadStub('../../patches/openapi/stubs/qs.js');
const iconv = loadStub('../../patches/openapi/stubs/iconv-lite.js');
const faker = loadStub('../../patches/openapi/stubs/faker.js');
const cryptoJs = loadStub('../../patches/openapi/stubs/crypto-js.js');
const postmanLanguages = loadStub('../../patches/openapi/stubs/postman-languages.js');
const stubLive = loadStub('../../patches/openapi/stubs/react-live.js');
const stubRehypeRaw = loadStub('../../patches/openapi/stubs/rehype-raw.js').default;
const pako = loadStub('../../patches/openapi/stubs/pako.js');

// The packages replaced only in the browser are not the project's
// dependencies but those of the packages that load them; each is loaded from
// where that package resolves it, as the bundler does.
const fromPostmanCollection = createRequire(require.resolve('postman-collection'));
const fromOpenApiTheme = createRequire(require.resolve('docusaurus-theme-openapi-docs'));

/**
 * Asserts that `fn` throws an Error naming `pkg`, the member and the plugin that replaces it.
 * @param {() => unknown} fn
 * @param {string} pkg
 * @param {string} member
 */
function assertUnreached(fn, pkg, member) {
  assert.throws(fn, (/** @type {unknown} */ error) => {
    assert.ok(error instanceof Error);
    assert.ok(error.message.includes(pkg), `names ${pkg}: ${error.message}`);
    assert.ok(error.message.includes(member), `names ${member}: ${error.message}`);
    assert.match(error.message, /patches\/openapi\/index\.ts/);
    return true;
  });
}

describe('qs (required by the url package): never called by the explorer, so both functions throw', () => {
  test('parse and stringify throw, naming qs and the function', () => {
    assertUnreached(() => qs.parse('a=1'), 'qs', 'parse');
    assertUnreached(() => qs.stringify({a: '1'}), 'qs', 'stringify');
  });
});

describe('iconv-lite: postman-collection decodes response streams with it, which the explorer never builds', () => {
  test('every function throws, naming iconv-lite and the function', () => {
    const realIconv = fromPostmanCollection('iconv-lite');
    for (const name of ['encodingExists', 'decode', 'encode']) {
      assert.equal(typeof realIconv[name], 'function', `the real iconv-lite has ${name}`);
      assertUnreached(() => iconv[name](Buffer.from('x'), 'utf8'), 'iconv-lite', name);
    }
  });
});

describe('@faker-js/faker: members are read when postman-collection loads, never called', () => {
  test('postman-collection loads its dynamic variables with the stand-in in place of faker', () => {
    // What the browser bundle does: dynamic-variables.js reads faker's members at load.
    const cache = require.cache;
    const fakerPath = fromPostmanCollection.resolve('@faker-js/faker/locale/en');
    const variablesPath = require.resolve('postman-collection/lib/superstring/dynamic-variables.js');
    const cached = cache[fakerPath];
    delete cache[variablesPath];
    cache[fakerPath] = /** @type {NodeJS.Module} */ (
      /** @type {unknown} */ ({id: fakerPath, filename: fakerPath, loaded: true, exports: faker})
    );
    try {
      const variables = require('postman-collection/lib/superstring/dynamic-variables.js');
      assert.equal(typeof variables.$randomCity.generator, 'function');
      assert.match(String(variables.$guid.generator()), /^[0-9a-f-]{36}$/, 'generators without faker still work');
      assertUnreached(() => variables.$randomCity.generator(), '@faker-js/faker', 'faker.address.city()');
      assertUnreached(
        () => variables.$randomPhoneNumber.generator(),
        '@faker-js/faker',
        'faker.phone.phoneNumberFormat()',
      );
    } finally {
      delete cache[variablesPath];
      if (cached) cache[fakerPath] = cached;
      else delete cache[fakerPath];
    }
  });

  test('any member at any depth can be read; calling or constructing one throws, naming it', () => {
    assert.equal(faker.__esModule, false);
    assertUnreached(() => faker.internet.email(), '@faker-js/faker', 'faker.internet.email()');
    assertUnreached(() => new faker.Faker(), '@faker-js/faker', 'new faker.Faker()');
  });
});

describe('crypto-js: SHA1 is the real one, anything else throws', () => {
  test('SHA1 gives what crypto-js gives, as the explorer uses it', () => {
    for (const message of ['', 'bearerAuth', 'dapr-api-token', 'ünïcødé ✓', 'x'.repeat(1000)]) {
      assert.equal(cryptoJs.SHA1(message).toString(), CryptoJS.SHA1(message).toString());
    }
  });

  test('module interop sees a CommonJS object; another member throws, naming it', () => {
    assert.equal(cryptoJs.__esModule, undefined);
    assert.deepEqual(Object.keys(cryptoJs), ['SHA1']);
    assertUnreached(() => cryptoJs.MD5('x'), 'crypto-js', 'CryptoJS.MD5');
  });
});

describe('pako: ApiItem inflates compressed front matter with it, and the pages carry JSON', () => {
  test('every function throws, naming pako and the function', () => {
    for (const name of ['ungzip', 'inflate', 'gzip', 'deflate'])
      assertUnreached(() => pako[name](new Uint8Array(1)), 'pako', name);
  });
  test('the theme calls only ungzip, and only on compressed front matter', () => {
    const apiItem = readFileSync(
      fromOpenApiTheme.resolve('docusaurus-theme-openapi-docs/lib/theme/ApiItem/index.js'),
      'utf8',
    );
    assert.deepEqual(
      [...apiItem.matchAll(/pako_1\)?\.(\w+)/g)].map((m) => m[1]),
      ['ungzip'],
    );
    // Pages are generated as JSON: the generation step refuses compressed front matter (prerender-markdown.test.mjs).
    assert.match(
      readFileSync(path.join(repoRoot, 'patches', 'openapi', 'options.ts'), 'utf8'),
      /disableCompression: true/,
    );
  });
});

describe('postman-code-generators languages: the entries of the languages the reference offers', () => {
  test('each entry is the original entry, with the same generator module', () => {
    const original = require('postman-code-generators/lib/assets/languages.js');
    /** @param {{lang: string, variant: string}} c */
    const key = (c) => `${c.lang.toLowerCase()} ${c.variant.toLowerCase()}`;
    const byKey = new Map(original.map((c) => [key(c), c]));
    assert.equal(postmanLanguages.length, 11);
    for (const entry of postmanLanguages) {
      const real = byKey.get(key(entry));
      assert.ok(real, `${key(entry)} is a generator of postman-code-generators`);
      assert.deepEqual(
        {type: entry.type, lang: entry.lang, variant: entry.variant, syntax_mode: entry.syntax_mode},
        {type: real.type, lang: real.lang, variant: real.variant, syntax_mode: real.syntax_mode},
      );
      assert.equal(entry.main, real.main, `${key(entry)}: the same generator module`);
    }
  });
});

describe('react-live: the editor the explorer uses renders as react-live renders it', () => {
  /**
   * The request-body editor as the OpenAPI theme builds it (ApiExplorer/LiveEditor).
   * @param {typeof realLive} live
   * @param {boolean} disabled
   */
  const render = (live, disabled) => {
    const Echo = live.withLive((/** @type {{label: string}} */ {label}) => React.createElement('span', null, label));
    return renderToStaticMarkup(
      React.createElement(
        live.LiveProvider,
        {
          code: '{\n  "key": "order-1001",\n  "value": {"total": 12.5}\n}',
          transformCode: (/** @type {string} */ c) => `${c};`,
          theme: themes.github,
          language: 'json',
        },
        React.createElement(live.LiveEditor, {
          className: 'openapi-explorer__playground-editor',
          onChange: () => {},
          disabled,
          tabMode: 'focus',
        }),
        React.createElement(Echo, {label: 'wrapped'}),
      ),
    );
  };

  test('LiveProvider, LiveEditor and withLive give the same markup', () => {
    for (const disabled of [false, true]) {
      const real = render(realLive, disabled);
      assert.match(real, /<pre class="prism-code language-json"/);
      assert.equal(render(stubLive, disabled), real);
    }
  });

  test('the exports that compile and run code throw, naming react-live', () => {
    for (const name of ['LivePreview', 'LiveError', 'generateElement', 'renderElementAsync']) {
      assert.equal(
        typeof (/** @type {Record<string, unknown>} */ (realLive)[name]),
        'function',
        `react-live exports ${name}`,
      );
      assert.throws(
        () => stubLive[name]({}),
        (/** @type {Error} */ e) => e.message.startsWith(`react-live: ${name} `),
      );
    }
  });
});

describe('rehype-raw: a tree without raw HTML is left as the real plugin leaves it; raw HTML throws', () => {
  // A description as react-markdown hands it to rehype plugins: text, code, a table, a link.
  const tree = () => ({
    type: 'root',
    children: [
      {
        type: 'element',
        tagName: 'p',
        properties: {},
        children: [
          {type: 'text', value: 'Replace '},
          {type: 'element', tagName: 'code', properties: {}, children: [{type: 'text', value: '<app-id>'}]},
          {type: 'text', value: ' & send.'},
        ],
      },
      {type: 'text', value: '\n'},
      {
        type: 'element',
        tagName: 'table',
        properties: {},
        children: [
          {
            type: 'element',
            tagName: 'thead',
            properties: {},
            children: [
              {
                type: 'element',
                tagName: 'tr',
                properties: {},
                children: [
                  {
                    type: 'element',
                    tagName: 'th',
                    properties: {align: 'left'},
                    children: [{type: 'text', value: 'Field'}],
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        type: 'element',
        tagName: 'a',
        properties: {href: 'https://docs.dapr.io/'},
        children: [{type: 'text', value: 'Dapr'}],
      },
    ],
  });

  test('without raw HTML: the same tree as the real rehype-raw gives', () => {
    const realRehypeRaw = fromOpenApiTheme('rehype-raw').default;
    const real = realRehypeRaw()(tree(), undefined);
    delete real.data; // parse5's document mode, not part of the content
    const stubbed = tree();
    assert.equal(stubRehypeRaw()(stubbed), undefined, 'the tree is kept, not replaced');
    assert.deepEqual(stubbed, real);
  });

  test('raw HTML throws, naming rehype-raw and quoting it', () => {
    const withRaw = {
      type: 'root',
      children: [{type: 'element', tagName: 'p', properties: {}, children: [{type: 'raw', value: '<br>'}]}],
    };
    assert.throws(() => stubRehypeRaw()(withRaw), /^Error: rehype-raw: raw HTML \(<br>\)/);
  });
});

describe('patches/README.md lists every alias and stand-in', () => {
  const read = (/** @type {string} */ file) => readFileSync(path.join(repoRoot, file), 'utf8');
  const readme = read('patches/README.md');
  const plugins = read('patches/openapi/index.ts') + read('patches/prism/prismLanguages.ts');

  test('every stand-in in patches/openapi/stubs/ is used by a plugin and listed', () => {
    const stubs = readdirSync(path.join(repoRoot, 'patches', 'openapi', 'stubs'));
    assert.ok(stubs.length >= 7);
    for (const file of stubs) {
      assert.ok(plugins.includes(`'${file}'`), `${file}: no plugin uses it`);
      assert.ok(readme.includes(`\`patches/openapi/stubs/${file}\``), `${file}: not in patches/README.md`);
    }
  });

  test('every resolve alias of patches/openapi/index.ts is listed', () => {
    const block = /alias: \{([\s\S]*?)\n {10}\},/.exec(read('patches/openapi/index.ts'))?.[1] ?? '';
    const names = [...block.matchAll(/^\s*(?:'([^']+)'|([\w-]+)):/gm)].map((m) => (m[1] ?? m[2]).replace(/\$$/, ''));
    assert.ok(names.includes('crypto-js') && names.includes('uuid'), `aliases found: ${names.join(', ')}`);
    for (const name of names) assert.ok(readme.includes(`\`${name}\``), `${name}: not in patches/README.md`);
  });
});
