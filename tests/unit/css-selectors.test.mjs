// No stylesheet of ours tests the class attribute left of a combinator with a
// subject that names no class or id (scripts/lib/css-selectors.mjs says why:
// each class change anywhere would restyle much of the page).
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {classAttributeAncestors} from '../../scripts/lib/css-selectors.mjs';
import {repoRoot} from '../../scripts/lib/data.mjs';
import {filesUnder, isSourceFolder} from '../../scripts/lib/files.mjs';

test('a class attribute selector left of a combinator is found, with its line', () => {
  const css = [
    '.a {}',
    '.navbar [class*="dropdownMenu_"] [class*="hitPath_"] { color: red }',
    '@media (max-width: 996px) {',
    '  .b, :is([class^="x_"]) > span {}',
    '  .c:not([class~="d"] span) {}',
    '}',
  ].join('\n');
  assert.deepEqual(classAttributeAncestors(css, 'planted.css'), [
    {line: 2, selector: '.navbar [class*="dropdownMenu_"] [class*="hitPath_"]'},
    {line: 4, selector: ':is([class^="x_"]) > span'},
    {line: 5, selector: '.c:not([class~="d"] span)'},
  ]);
});

test('one on the subject, one whose subject has a class or id, and other attributes, are fine', () => {
  const css = [
    "html[class~='plugin-search'] .main-wrapper {}",
    '[class*="menu_"] #results {}',
    '.navbar .navbar__search [class*="hitPath_"] {}',
    '.col[class*=col--] {}',
    'html[data-theme="dark"] .token.string {}',
    '.x:not([class~="y"]) {}',
  ].join('\n');
  assert.deepEqual(classAttributeAncestors(css, 'fine.css'), []);
});

test('no stylesheet in src/ or patches/ restyles the page on every class change', () => {
  const offenders = [];
  for (const dir of ['src', 'patches'])
    for (const file of filesUnder(path.join(repoRoot, dir), (n) => n.endsWith('.css'), isSourceFolder)) {
      const rel = path.relative(repoRoot, file);
      for (const {line, selector} of classAttributeAncestors(readFileSync(file, 'utf8'), rel))
        offenders.push(`${rel}:${line}: ${selector}`);
    }
  assert.deepEqual(offenders, []);
});
