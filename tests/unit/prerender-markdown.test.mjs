// The API pages' descriptions, rendered at generation time
// (patches/openapi/prerenderMarkdown.mjs) and drawn in the browser from data
// (patches/openapi/markdownTree.mjs), must come out as the OpenAPI theme's
// Markdown component would draw them.
import assert from 'node:assert/strict';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {test} from 'node:test';
import {fileURLToPath} from 'node:url';
import {deflateSync} from 'node:zlib';
import yaml from 'js-yaml';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import ts from 'typescript';
import {markdownElements} from '../../patches/openapi/markdownTree.mjs';
import {
  EXPORT_NAME,
  markdownTexts,
  operationOfPage,
  renderMarkdown,
  UnsupportedMarkdown,
  withPrerenderedMarkdown,
} from '../../patches/openapi/prerenderMarkdown.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const spec = yaml.load(readFileSync(path.join(repoRoot, 'openapi', 'catalyst.yaml'), 'utf8'));

/**
 * The theme's own Markdown component (docusaurus-theme-openapi-docs, theme/Markdown), loaded
 * from the installed package: its JSX compiled by TypeScript, and its two theme imports
 * (`@theme/Admonition`, `@theme/CodeBlock`) given stand-ins that throw, since the texts compared
 * here have neither admonitions nor language fences (the pre-rendering refuses those). A change
 * in the theme's component (its plugins, its element mapping) changes what this draws.
 */
async function loadThemeMarkdown() {
  const file = require.resolve('docusaurus-theme-openapi-docs/lib/theme/Markdown/index.js');
  const folder = path.join(repoRoot, 'node_modules', '.cache', 'openapi-markdown-test');
  mkdirSync(folder, {recursive: true});
  const thrower = (/** @type {string} */ name) =>
    `export default function ${name}() { throw new Error('the theme drew its ${name} for a text compared here'); }\n`;
  writeFileSync(path.join(folder, 'Admonition.mjs'), thrower('Admonition'));
  writeFileSync(path.join(folder, 'CodeBlock.mjs'), thrower('CodeBlock'));
  const source = readFileSync(file, 'utf8')
    .replace('from "@theme/Admonition"', 'from "./Admonition.mjs"')
    .replace('from "@theme/CodeBlock"', 'from "./CodeBlock.mjs"');
  assert.ok(!source.includes('@theme/'), `${file} imports a theme module this test does not stand in for`);
  const {outputText} = ts.transpileModule(source, {
    compilerOptions: {jsx: ts.JsxEmit.React, module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022},
    fileName: 'Markdown.jsx',
  });
  writeFileSync(path.join(folder, 'Markdown.mjs'), outputText);
  // @ts-ignore written just above, so it may not exist when the type check runs
  return (await import('../../node_modules/.cache/openapi-markdown-test/Markdown.mjs')).default;
}
const ThemeMarkdown = await loadThemeMarkdown();

/**
 * What the theme's component draws for a text. Its `pre` passes react-markdown's `node` object
 * on to a `div` as an attribute, written as `node="[object Object]"`; the pre-rendering leaves
 * that out, and so does this.
 * @param {string} text
 */
function themeHtml(text) {
  return renderToStaticMarkup(createElement(ThemeMarkdown, null, text)).replaceAll(' node="[object Object]"', '');
}

/** @param {string} text */
const prerenderedHtml = (text) => renderToStaticMarkup(markdownElements(renderMarkdown(text)));

test('every text of the operations in the OpenAPI file comes out as the theme draws it', () => {
  // The operations and the components they refer to; `info` and the tags are page text (MDX).
  const texts = markdownTexts({parameters: spec.paths, requestBody: spec.components});
  assert.ok(texts.length > 100, `only ${texts.length} texts found in openapi/catalyst.yaml`);
  for (const text of texts) assert.equal(prerenderedHtml(text), themeHtml(text), JSON.stringify(text));
});

test('the Markdown the theme supports comes out the same: tables, lists, links, code, emphasis', () => {
  const samples = [
    '**Bold**, _em_, ~~gone~~, `code` and a [link](https://docs.dapr.io "Dapr").',
    '| a | b |\n|:--|--:|\n| 1 | `2` |',
    '- one\n- two\n  1. nested\n\n3. three\n4. four',
    '- [x] done\n- [ ] open',
    '```\nplain block\n```',
    '> quoted\n\nhttps://example.com autolinked',
    'Line one  \nline two',
  ];
  for (const text of samples) assert.equal(prerenderedHtml(text), themeHtml(text), JSON.stringify(text));
  // A change in the data or in markdownTree.mjs is seen: the trees are not compared with themselves.
  assert.match(prerenderedHtml(samples[1]), /<td style="text-align:right"><code>2<\/code><\/td>/);
});

test('text the theme draws with its own components is refused, not drawn differently', () => {
  assert.throws(() => renderMarkdown('```json\n{}\n```'), UnsupportedMarkdown);
  assert.throws(() => renderMarkdown(':::note\nHeads up\n:::'), UnsupportedMarkdown);
  assert.throws(
    () => withPrerenderedMarkdown(page({responses: {200: {description: ':::tip Short :::'}}})),
    /admonition.*prerenderMarkdown\.mjs/s,
  );
});

test('the texts of an operation include those the theme builds from its schemas', () => {
  const operation = {
    parameters: [{name: 'n', in: 'query', description: 'A *parameter*.', schema: {type: 'integer', minimum: 1}}],
    requestBody: {
      description: 'The body.',
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: {
              value: {description: 'A property named value.'},
              mode: {type: 'string', enum: ['a', 'b'], 'x-enumDescriptions': {a: 'First', b: 'Second'}},
            },
          },
          examples: {one: {summary: 'An example', value: {description: 'data inside an example'}}},
        },
      },
    },
    responses: {default: {description: 'Any other status.'}},
  };
  const texts = markdownTexts(operation);
  for (const expected of [
    'A *parameter*.',
    'The body.',
    'A property named value.',
    'An example',
    'Any other status.',
    '**Possible values:** `>= 1`',
    '**Possible values:** [`a`, `b`]',
  ]) {
    assert.ok(texts.includes(expected), `missing ${JSON.stringify(expected)} in ${JSON.stringify(texts)}`);
  }
  assert.ok(
    texts.some((t) => t.startsWith('| Enum Value | Description |\n| ---- | ----- |\n| a | First | ')),
    'the x-enumDescriptions table',
  );
});

/**
 * An operation page as the OpenAPI plugin writes it with `disableCompression`:
 * `api` front matter of JSON on one line.
 * @param {object} operation
 */
function page(operation) {
  return `---\nid: op\napi: ${JSON.stringify(operation)}\n---\n\n# Op\n`;
}

test('an operation page gets its texts as an export; other pages stay as they are', () => {
  const operation = {parameters: [{name: 'n', in: 'query', description: 'Say `hi`.'}]};
  assert.deepEqual(operationOfPage(page(operation)), operation);
  const out = withPrerenderedMarkdown(page(operation));
  const exported = out.match(new RegExp(`\\nexport const ${EXPORT_NAME} = (.*);\\n$`));
  assert.ok(exported, out);
  assert.deepEqual(JSON.parse(exported[1]), {'Say `hi`.': [['p', null, 'Say ', ['code', null, 'hi'], '.']]});
  const tagPage = '---\nid: state\n---\n\n<DocCardList />\n';
  assert.equal(withPrerenderedMarkdown(tagPage), tagPage);
});

test('an operation page with compressed `api` front matter is refused, naming the option that avoids it', () => {
  const compressed = `---\nid: op\napi: ${deflateSync(JSON.stringify({summary: 'S'})).toString('base64')}\n---\n\n# Op\n`;
  assert.throws(() => withPrerenderedMarkdown(compressed), /disableCompression/);
});

test('the pre-rendering uses the copies of react-markdown and its plugins that the theme uses', () => {
  const fromProject = createRequire(path.join(repoRoot, 'package.json'));
  const fromTheme = createRequire(fromProject.resolve('docusaurus-theme-openapi-docs/package.json'));
  for (const name of ['react-markdown', 'remark-gfm', 'rehype-raw']) {
    // The packages export no package.json: the folder is found from the entry point.
    const folder = (/** @type {NodeJS.Require} */ r) => {
      const entry = r.resolve(name);
      return entry.slice(
        0,
        entry.lastIndexOf(`${path.sep}node_modules${path.sep}${name}${path.sep}`) + `/node_modules/${name}`.length,
      );
    };
    assert.equal(
      folder(fromProject),
      folder(fromTheme),
      `${name}: the project and the OpenAPI theme resolve different copies`,
    );
    assert.ok(readFileSync(path.join(folder(fromProject), 'package.json'), 'utf8').includes(`"name": "${name}"`));
  }
});
