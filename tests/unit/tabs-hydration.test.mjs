// The tab components get a `useIsBrowser` that never changes
// (patches/openapi/tabsHydration.mjs), because they use it for nothing but
// the key that remounts them after hydration. This checks that this is
// still all they use it for, in the installed releases of both themes.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {test} from 'node:test';
import {TAB_MODULES} from '../../patches/openapi/tabsHydration.mjs';
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

test('each tab module uses useIsBrowser only for its remount key', () => {
  assert.ok(TAB_MODULES.length >= 8);
  for (const dir of TAB_MODULES) {
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
