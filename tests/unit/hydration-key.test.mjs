// The tab sets and code blocks get a `useIsBrowser` that never changes
// (patches/openapi/hydrationKey.mjs), because they use it for nothing but
// the key that remounts them after hydration. This checks that this is
// still all they use it for, in the installed releases of both themes, and
// that the build stops if the code blocks' remount becomes needed again.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {test} from 'node:test';
import {assertOneCodeTheme, HYDRATION_KEY_MODULES} from '../../patches/openapi/hydrationKey.mjs';
import {repoRoot} from '../../scripts/lib/data.mjs';

const require = createRequire(import.meta.url);

/**
 * The ways a module uses the value of `useIsBrowser()`, other than to make the key.
 * @param {string} source
 */
function usesBeyondKey(source) {
  const imported =
    /(?:const|var|let)\s+(\w+)\s*=\s*(?:__importDefault\()?require\("@docusaurus\/useIsBrowser"\)\)?|import\s+(\w+)\s+from\s+['"]@docusaurus\/useIsBrowser['"]/.exec(
      source,
    );
  if (!imported) return ['no import of @docusaurus/useIsBrowser'];
  const hook = imported[1] ?? imported[2];
  const calls = [
    ...source.matchAll(
      new RegExp(`(?:const|let|var)\\s+(\\w+)\\s*=\\s*\\(?(?:0,\\s*)?${hook}(?:_1)?(?:\\.default)?\\)?\\(\\)`, 'g'),
    ),
  ];
  if (calls.length !== 1) return [`${calls.length} calls of the hook`];
  const value = calls[0][1];
  const uses = [...source.matchAll(new RegExp(`\\b${value}\\b`, 'g'))].length;
  const keyUses = [...source.matchAll(new RegExp(`key(?::\\s*|=\\{)String\\(${value}\\)`, 'g'))].length;
  // The declaration, then one key.
  return uses === 2 && keyUses === 1 ? [] : [`"${value}" is used ${uses - 1} time(s), ${keyUses} of them as the key`];
}

test('each module uses useIsBrowser only for its remount key', () => {
  assert.ok(HYDRATION_KEY_MODULES.length >= 10);
  for (const dir of HYDRATION_KEY_MODULES) {
    // Where the bundler's replacement looks for them (patches/openapi/index.ts): node_modules/<dir>.
    const file = path.join(repoRoot, 'node_modules', ...dir.split('/'), 'index.js');
    assert.deepEqual(usesBeyondKey(readFileSync(file, 'utf8')), [], path.relative(repoRoot, file));
  }
});

test('the check sees another use of the value', () => {
  const theme = readFileSync(require.resolve('@docusaurus/theme-classic/lib/theme/Tabs/index.js'), 'utf8');
  assert.deepEqual(usesBeyondKey(theme), []);
  const changed = theme.replace('key={String(isBrowser)}', 'key={String(isBrowser)} lazy={!isBrowser}');
  assert.notEqual(changed, theme);
  assert.notDeepEqual(usesBeyondKey(changed), []);
});

test('code blocks keep their nodes only while Prism has one theme for both modes', () => {
  const one = {plain: {color: 'var(--code-color)'}, styles: []};
  assert.doesNotThrow(() => assertOneCodeTheme({prism: {theme: one, darkTheme: one}}));
  assert.doesNotThrow(() => assertOneCodeTheme({prism: {theme: one}}));
  // Docusaurus validates the theme config into copies, so the two are compared by value.
  assert.doesNotThrow(() => assertOneCodeTheme({prism: {theme: one, darkTheme: structuredClone(one)}}));
  assert.throws(
    () => assertOneCodeTheme({prism: {theme: one, darkTheme: {plain: {color: '#f8f8f2'}, styles: []}}}),
    /hydrationKey\.mjs: code blocks .*prism\.darkTheme/,
  );
});
