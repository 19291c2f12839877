// The plugins, themes and presets docusaurus.config.ts names by package are in
// `dependencies`, where the site build finds them: a package only in
// devDependencies is missing from an install that leaves those out.
//
// knip checks the rest of what this test used to: a package the code imports
// must be declared (`npm run knip`), and code the site build runs must import
// its packages from `dependencies` (`knip --strict`, see knip.config.ts). It
// cannot check these names: Docusaurus resolves them from strings in the
// config, and knip's production run does not read them.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import ts from 'typescript';
import {repoRoot} from '../../scripts/lib/data.mjs';

/** @param {ts.Node | undefined} node */
const literal = (node) =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

/**
 * Plugin, theme and preset names in a Docusaurus config: [{name, type, line}].
 * @param {string} text the config's source
 */
export function configModules(text) {
  const source = ts.createSourceFile('docusaurus.config.ts', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  /** @type {{name: string, type: string, line: number}[]} */
  const found = [];
  /** @type {Record<string, string>} */
  const kinds = {plugins: 'plugin', themes: 'theme', presets: 'preset', clientModules: 'client module'};
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      kinds[node.name.text] &&
      ts.isArrayLiteralExpression(node.initializer)
    ) {
      const kind = kinds[node.name.text];
      /** @param {ts.Node} el */
      const take = (el) => {
        const name = literal(el);
        if (name !== undefined) {
          found.push({name, type: kind, line: source.getLineAndCharacterOfPosition(el.getStart(source)).line + 1});
        }
      };
      /** @param {ts.Node} n */
      const inner = (n) => {
        // ['name', options] pairs, also inside spread `.map(() => [...])`
        // calls; not inside the options objects.
        if (ts.isObjectLiteralExpression(n)) return;
        if (ts.isArrayLiteralExpression(n) && n.elements.length > 0) take(n.elements[0]);
        ts.forEachChild(n, inner);
      };
      for (const el of node.initializer.elements) {
        take(el);
        inner(el);
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * How Docusaurus turns a plugin, theme or preset name into package names to try.
 * @param {string} name
 * @param {string} type
 */
function configCandidates(name, type) {
  if (type === 'client module' || name.includes('/') || name.startsWith('@')) return [name];
  return [name, `@docusaurus/${type}-${name}`, `docusaurus-${type}-${name}`];
}

/**
 * Every package name in the config that is not in `dependencies`, as a sentence with its line.
 * @param {string} text the config's source
 * @param {Record<string, string>} dependencies package.json's `dependencies`
 */
export function configProblems(text, dependencies) {
  const problems = [];
  for (const {name, type, line} of configModules(text)) {
    if (name.startsWith('.')) continue;
    const candidates = configCandidates(name, type);
    if (!candidates.some((c) => c in dependencies)) {
      const wanted = candidates.length > 1 ? `one of ${candidates.join(', ')}` : `"${name}"`;
      problems.push(`docusaurus.config.ts:${line}: ${type} "${name}" needs ${wanted} in dependencies`);
    }
  }
  return problems;
}

test("the plugins, themes and presets docusaurus.config.ts names are in package.json's dependencies", () => {
  const text = readFileSync(path.join(repoRoot, 'docusaurus.config.ts'), 'utf8');
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  assert.ok(configModules(text).length > 10, 'docusaurus.config.ts: expected its plugins, themes and presets');
  assert.deepEqual(configProblems(text, pkg.dependencies), []);
});

test('a plugin, theme or preset that is not in dependencies is named with its line', () => {
  const text = [
    "import {x} from './config/x';",
    "export default {presets: [['classic', {docs: false}]], plugins: ['./plugins/local.ts', ['sass', {}]],",
    "  themes: ['@acme/theme', ...ids.map((id) => ['@acme/other', {id}])]};",
  ].join('\n');
  assert.deepEqual(configProblems(text, {'@docusaurus/preset-classic': '1', '@acme/other': '1'}), [
    'docusaurus.config.ts:2: plugin "sass" needs one of sass, @docusaurus/plugin-sass, docusaurus-plugin-sass in dependencies',
    'docusaurus.config.ts:3: theme "@acme/theme" needs "@acme/theme" in dependencies',
  ]);
});
