// The OpenAPI theme's parameter, request-body and response-schema sections
// render on the server too (patches/openapi/renderedOnServer.mjs stands in
// for their `BrowserOnly`). This checks, in the installed theme, that each
// of them still uses BrowserOnly only to wrap its section, and reaches for
// nothing of the browser while it renders.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import RenderedEverywhere, {SERVER_RENDERED_MODULES} from '../../patches/openapi/renderedOnServer.mjs';
import {repoRoot} from '../../scripts/lib/data.mjs';

/** What keeps a module's section from rendering as it does in the browser: empty when nothing. */
function browserOnlyBeyondWrap(/** @type {string} */ source) {
  const problems = [];
  const imported =
    /(?:const|var|let)\s+(\w+)\s*=\s*__importDefault\(\s*require\("@docusaurus\/BrowserOnly"\)\s*\)/.exec(source);
  if (!imported) return ['no import of @docusaurus/BrowserOnly'];
  const uses = [...source.matchAll(new RegExp(`\\b${imported[1]}\\b`, 'g'))].length;
  // The import, then one `createElement(BrowserOnly_1.default, {fallback}, () => …)`.
  if (uses !== 2) problems.push(`BrowserOnly is used ${uses - 1} times`);
  if (!new RegExp(`${imported[1]}\\.default,\\s*\\{\\s*fallback:`).test(source))
    problems.push('BrowserOnly is not given a fallback');
  for (const name of [
    'window',
    'document',
    'localStorage',
    'sessionStorage',
    'navigator',
    'useIsBrowser',
    'canUseDOM',
    'ExecutionEnvironment',
  ]) {
    if (new RegExp(`\\b${name}\\b`).test(source)) problems.push(`uses ${name}`);
  }
  return problems;
}

test('each module wraps its section in BrowserOnly and uses nothing of the browser', () => {
  assert.equal(SERVER_RENDERED_MODULES.length, 3);
  for (const dir of SERVER_RENDERED_MODULES) {
    // Where the bundler's replacement looks for them (patches/openapi/index.ts): node_modules/<dir>.
    const file = path.join(repoRoot, 'node_modules', ...dir.split('/'), 'index.js');
    assert.deepEqual(browserOnlyBeyondWrap(readFileSync(file, 'utf8')), [], path.relative(repoRoot, file));
  }
});

test('the check sees a module that reaches for the browser', () => {
  const file = path.join(repoRoot, 'node_modules', ...SERVER_RENDERED_MODULES[0].split('/'), 'index.js');
  const source = readFileSync(file, 'utf8');
  const changed = source.replace(
    'const ParamsDetailsComponent = ({ parameters }) => {',
    '$& const wide = window.innerWidth > 996;',
  );
  assert.notEqual(changed, source);
  assert.deepEqual(browserOnlyBeyondWrap(changed), ['uses window']);
});

test('the stand-in renders its content, never the fallback', () => {
  assert.equal(RenderedEverywhere({children: () => 'schema', fallback: 'skeleton'}), 'schema');
  assert.equal(RenderedEverywhere({}), null);
});
