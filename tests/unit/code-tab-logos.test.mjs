// patches/openapi/codeTabLogos.mjs: the OpenAPI theme's stylesheet keeps the code-tab logos of
// the languages the reference shows (patches/openapi/options.ts languageTabs) and no others.
//   node --test tests/unit/code-tab-logos.test.mjs
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {test} from 'node:test';
import {dropUnusedCodeTabLogos} from '../../patches/openapi/codeTabLogos.mjs';
import {repoRoot} from '../../scripts/lib/data.mjs';

// PostCSS as Docusaurus runs it (a dependency of @docusaurus/core, not of the site).
const postcss = createRequire(createRequire(import.meta.url).resolve('@docusaurus/core/package.json'))('postcss');
const run = (/** @type {string} */ css, /** @type {string[]} */ keep) =>
  postcss([dropUnusedCodeTabLogos(keep)]).process(css, {from: undefined}).css;

const logo = (/** @type {string} */ lang) =>
  `.openapi-tabs__code-item--${lang}{color:red}.openapi-tabs__code-item--${lang}::after{content:"";background:url(data:image/svg+xml;base64,AAAA)}.openapi-tabs__code-item--${lang}.active{border-color:red}`;

test('drops every rule of a language with a logo that is not shown, and keeps the shown ones', () => {
  const out = run(logo('python') + logo('rust') + logo('objective-c'), ['python']);
  assert.match(out, /code-item--python\{/);
  assert.match(out, /code-item--python::after/);
  assert.match(out, /code-item--python\.active/);
  assert.doesNotMatch(out, /rust|objective-c/);
});

test('keeps classes that are not languages with a logo, and trims shared selector lists', () => {
  const css = `${logo('go')}${logo('ruby')}.openapi-tabs__code-item--variant{margin:0}.openapi-tabs__code-item--go,.openapi-tabs__code-item--ruby{padding:0}.openapi-tabs__code-item--ruby .x,.openapi-tabs__code-item--rubyish{top:0}`;
  const out = run(css, ['go']);
  assert.match(out, /code-item--variant\{margin:0\}/);
  assert.match(out, /\.openapi-tabs__code-item--go\{padding:0\}/);
  // A class that only starts with a dropped name is another class.
  assert.match(out, /\.openapi-tabs__code-item--rubyish\{top:0\}/);
  assert.doesNotMatch(out, /--ruby[ .,{:]/);
});

test('the OpenAPI theme stylesheet, compiled: only the languages of languageTabs keep their logos', () => {
  const require = createRequire(import.meta.url);
  const css = require('sass').compile(require.resolve('docusaurus-theme-openapi-docs/lib/theme/styles.scss')).css;
  // patches/openapi/options.ts is TypeScript: its logo classes are read as text.
  const options = readFileSync(path.join(repoRoot, 'patches', 'openapi', 'options.ts'), 'utf8');
  const keep = [...options.matchAll(/logoClass: '([\w-]+)'/g)].map((m) => m[1]).sort();
  assert.deepEqual(keep, ['csharp', 'curl', 'go', 'java', 'nodejs', 'python']);
  const logos = (/** @type {string} */ text) =>
    [
      ...new Set([...text.matchAll(/\.openapi-tabs__code-item--([\w-]+)::?after\s*\{[^}]*url\(/g)].map((m) => m[1])),
    ].sort();
  assert.ok(logos(css).length > 15, `the theme draws ${logos(css).length} logos`);
  const out = run(css, keep);
  assert.deepEqual(logos(out), keep);
  assert.ok(out.length < css.length * 0.7, `${css.length} -> ${out.length} characters`);
});
