// Code nobody runs and conditions that decide nothing: a script no npm
// script, test, page of the README or other module uses, and a conditional
// expression whose two branches are the same.
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import ts from 'typescript';
import {repoRoot} from '../../scripts/lib/data.mjs';
import {filesUnder, isSourceFolder} from '../../scripts/lib/files.mjs';

const CODE = /\.(ts|tsx|js|mjs)$/;

/**
 * Every code file under the given folders of the repository.
 * @param {string[]} dirs
 */
function codeFiles(dirs) {
  return dirs.flatMap((dir) => [...filesUnder(path.join(repoRoot, dir), (name) => !name.startsWith('.') && CODE.test(name), isSourceFolder)]);
}

test('every script in scripts/ is run or imported somewhere', () => {
  const users = [
    ...['package.json', 'README.md', 'playwright.config.ts', 'docusaurus.config.ts', 'scripts/test.sh'].map((f) => path.join(repoRoot, f)),
    ...codeFiles(['scripts', 'tests', 'config', 'plugins', 'src']),
  ];
  const texts = users.map((file) => ({file, text: readFileSync(file, 'utf8')}));
  const scripts = readdirSync(path.join(repoRoot, 'scripts')).filter((f) => f.endsWith('.mjs'));
  assert.ok(scripts.length > 10);
  const unused = scripts.filter((name) => {
    const mentions = new RegExp(`(^|[/\\s'"\`])${name.replace(/\./g, '\\.')}\\b`);
    return !texts.some(({file, text}) => file !== path.join(repoRoot, 'scripts', name) && mentions.test(text));
  });
  assert.deepEqual(unused, [], 'scripts nothing runs: delete them, or say in the README what they are for');
});

test('no conditional expression has two identical branches', () => {
  /** @type {string[]} */
  const found = [];
  for (const file of codeFiles(['src', 'plugins', 'config', 'scripts', 'tests'])) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    /** @param {ts.Node} node */
    const visit = (node) => {
      if (ts.isConditionalExpression(node) && node.whenTrue.getText(source) === node.whenFalse.getText(source)) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        found.push(`${path.relative(repoRoot, file)}:${line}: ${node.getText(source)}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  assert.deepEqual(found, []);
});
