// Every npm package the project's own code uses is declared in package.json:
// a package that is only there because another package brought it in can
// vanish or change with any update of that other package.
//
// The scan reads, with the TypeScript parser: import and export ... from,
// import(), require() and require.resolve() with a literal name, JSDoc
// import('…') types, the plugin, theme and preset names in
// docusaurus.config.ts, and the `types` and `extends` of the tsconfig files.
// Not packages: relative paths, node builtins, the Docusaurus aliases
// (@theme/*, @theme-original/*, @theme-init/*, @site/*, @generated/*) and
// core's client modules (@docusaurus/Link and the like).
//
// Code the site build runs (src/, plugins/, config/, docusaurus.config.ts,
// sidebars*.ts and every module they or the build's npm scripts reach) needs
// its packages in `dependencies`; type-only imports, tests and the other
// scripts may use `devDependencies`.
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, readdirSync, readFileSync} from 'node:fs';
import {builtinModules} from 'node:module';
import path from 'node:path';
import {test} from 'node:test';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';
import {tempTree} from './temp-tree.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const SCANNED_DIRS = ['src', 'plugins', 'config', 'scripts', 'tests'];
const SITE_DIRS = ['src', 'plugins', 'config'];
/** Top-level files scanned; the first group is part of the site build. */
const SITE_FILES = [/^docusaurus\.config\.ts$/, /^sidebars\w*\.ts$/];
const OTHER_FILES = [/^playwright\.config\.ts$/];
/** npm scripts that make up the build: the modules they run count as site code. */
const BUILD_SCRIPTS = ['prebuild', 'generate', 'build', 'postbuild'];
const CODE = /\.(ts|tsx|js|jsx|mjs|cjs)$/;
const ALIASES = /^@(theme|theme-original|theme-init|site|generated)\//;

/**
 * core's client modules, which Docusaurus serves as @docusaurus/<name>.
 * @param {string} root
 */
function docusaurusClientModules(root) {
  const dir = path.join(root, 'node_modules', '@docusaurus', 'core', 'lib', 'client', 'exports');
  const names = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.js')).map((f) => f.slice(0, -3)) : [];
  assert.ok(names.includes('Link'), `${dir}: expected @docusaurus/core's client modules (is node_modules installed?)`);
  return new Set(names.map((n) => `@docusaurus/${n}`));
}

/**
 * The package a bare specifier names ('@scope/name/deep/file' -> '@scope/name'), or null.
 * @param {string} specifier
 * @param {Set<string>} [clientModules]
 */
export function packageName(specifier, clientModules = new Set()) {
  if (/^[./]/.test(specifier) || specifier.startsWith('node:') || ALIASES.test(specifier)) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  if (builtinModules.includes(name) || clientModules.has(specifier)) return null;
  return name;
}

/**
 * @param {string} dir
 * @returns {Generator<string>}
 */
function* walkFiles(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walkFiles(full);
    else if (CODE.test(entry.name)) yield full;
  }
}

/** @param {ts.Node | undefined} node */
const literal = (node) => (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined);

/** @param {ts.Node} node */
function isTypeOnly(node) {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return false;
    if (clause.isTypeOnly) return true;
    const named = clause.namedBindings;
    return !clause.name && named !== undefined && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
  }
  if (ts.isExportDeclaration(node)) return node.isTypeOnly;
  return false;
}

/**
 * Module references of one source file: [{specifier, typeOnly, line}], plus
 * `computed` for require()/import() calls whose name is not a literal.
 * @param {string} file
 * @param {string} [text]
 */
export function moduleReferences(file, text = readFileSync(file, 'utf8')) {
  const kind = /\.tsx$/.test(file) ? ts.ScriptKind.TSX : /\.ts$/.test(file) ? ts.ScriptKind.TS : ts.ScriptKind.JSX;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  /** @type {{specifier: string | undefined, typeOnly: boolean, line: number}[]} */
  const refs = [];
  /** @type {{line: number, text: string}[]} */
  const computed = [];
  const lineOf = (/** @type {ts.Node} */ node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  /**
   * @param {string | undefined} specifier
   * @param {ts.Node} node
   */
  const add = (specifier, node, typeOnly = false) => refs.push({specifier, typeOnly, line: lineOf(node)});
  /** @param {ts.Node} node */
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      add(literal(node.moduleSpecifier), node, isTypeOnly(node));
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(literal(node.moduleReference.expression), node, node.isTypeOnly);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(literal(node.argument.literal), node, true);
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const isImport = callee.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(callee) && callee.text === 'require';
      const isResolve =
        ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === 'require' && callee.name.text === 'resolve';
      if (isImport || isRequire || isResolve) {
        const name = literal(node.arguments[0]);
        if (name === undefined) computed.push({line: lineOf(node), text: node.getText(source).slice(0, 80)});
        else add(name, node);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  // JSDoc types, e.g. @param {import('@playwright/test').Page} page
  for (const comment of text.matchAll(/\/\*\*[\s\S]*?\*\//g)) {
    for (const m of comment[0].matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
      refs.push({specifier: m[1], typeOnly: true, line: text.slice(0, comment.index + (m.index ?? 0)).split('\n').length});
    }
  }
  /** @type {{specifier: string, typeOnly: boolean, line: number}[]} */
  const named = [];
  for (const {specifier, typeOnly, line} of refs) if (specifier !== undefined) named.push({specifier, typeOnly, line});
  return {refs: named, computed};
}

/**
 * Plugin, theme and preset names in docusaurus.config.ts: [{name, type, line}].
 * @param {string} file
 * @param {string} [text]
 */
export function configModules(file, text = readFileSync(file, 'utf8')) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  /** @type {{name: string, type: string, line: number}[]} */
  const found = [];
  /** @type {Record<string, string>} */
  const kinds = {plugins: 'plugin', themes: 'theme', presets: 'preset', clientModules: 'client module'};
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && kinds[node.name.text] && ts.isArrayLiteralExpression(node.initializer)) {
      const kind = kinds[node.name.text];
      /** @param {ts.Node} el */
      const take = (el) => {
        const name = literal(el);
        if (name !== undefined) found.push({name, type: kind, line: source.getLineAndCharacterOfPosition(el.getStart(source)).line + 1});
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
 * The local module a relative specifier names, or null.
 * @param {string} fromFile
 * @param {string} specifier
 */
function resolveLocal(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const candidate of [base, ...['.ts', '.tsx', '.mjs', '.js', '.cjs'].map((e) => base + e), ...['index.ts', 'index.tsx', 'index.js'].map((e) => path.join(base, e))]) {
    if (existsSync(candidate) && CODE.test(candidate)) return candidate;
  }
  return null;
}

/**
 * Scans the project under `root` and returns every problem as a sentence
 * naming the file, the line and the package.
 * @param {string} root
 */
export function undeclaredPackages(root) {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const runtime = new Set(Object.keys(pkg.dependencies ?? {}));
  const declared = new Set([...runtime, ...Object.keys(pkg.devDependencies ?? {})]);
  const clientModules = docusaurusClientModules(root);
  const rel = (/** @type {string} */ f) => path.relative(root, f).split(path.sep).join('/');

  const topLevel = readdirSync(root).filter((f) => CODE.test(f));
  const siteEntries = [
    ...SITE_DIRS.flatMap((d) => [...walkFiles(path.join(root, d))]),
    ...topLevel.filter((f) => SITE_FILES.some((re) => re.test(f))).map((f) => path.join(root, f)),
  ];
  for (const name of BUILD_SCRIPTS) {
    for (const m of (pkg.scripts?.[name] ?? '').matchAll(/\bnode\s+(\S+\.m?js)\b/g)) siteEntries.push(path.join(root, m[1]));
  }
  const files = new Set([
    ...siteEntries,
    ...SCANNED_DIRS.flatMap((d) => [...walkFiles(path.join(root, d))]),
    ...topLevel.filter((f) => OTHER_FILES.some((re) => re.test(f))).map((f) => path.join(root, f)),
  ]);

  const problems = [];
  const scanned = new Map([...files].map((f) => [f, moduleReferences(f)]));
  const config = path.join(root, 'docusaurus.config.ts');
  const configRefs = existsSync(config) ? configModules(config) : [];

  // Site code: the site entries and every local module they reach.
  /** @type {Set<string>} */
  const site = new Set();
  const queue = [...siteEntries];
  for (const {name} of configRefs) if (name.startsWith('.')) queue.push(path.resolve(root, name));
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (site.has(file) || !existsSync(file)) continue;
    site.add(file);
    const refs = scanned.get(file) ?? moduleReferences(file);
    scanned.set(file, refs);
    for (const {specifier} of refs.refs) {
      if (!specifier.startsWith('.')) continue;
      const target = resolveLocal(file, specifier);
      if (target) queue.push(target);
    }
  }

  for (const [file, {refs, computed}] of scanned) {
    for (const c of computed) {
      problems.push(`${rel(file)}:${c.line}: module name is computed (${c.text}); name each package literally so it can be checked`);
    }
    const reported = new Set();
    for (const {specifier, typeOnly, line} of refs) {
      const name = packageName(specifier, clientModules);
      // One problem per package and file: the first place that uses it.
      if (!name || reported.has(name)) continue;
      if (!declared.has(name)) {
        problems.push(`${rel(file)}:${line}: "${name}" (from '${specifier}') is not declared in package.json`);
        reported.add(name);
      } else if (site.has(file) && !typeOnly && !runtime.has(name)) {
        problems.push(`${rel(file)}:${line}: "${name}" is used by the site build but declared in devDependencies, not dependencies`);
        reported.add(name);
      }
    }
  }
  for (const {name, type, line} of configRefs) {
    if (name.startsWith('.')) continue;
    const candidates = configCandidates(name, type);
    if (!candidates.some((c) => runtime.has(c))) {
      problems.push(`docusaurus.config.ts:${line}: ${type} "${name}" needs ${candidates.length > 1 ? `one of ${candidates.join(', ')}` : `"${name}"`} in dependencies`);
    }
  }
  for (const tsconfig of readdirSync(root).filter((f) => /^tsconfig[\w.]*\.json$/.test(f))) {
    const {config: parsed} = ts.readConfigFile(path.join(root, tsconfig), ts.sys.readFile);
    // A `types` entry is found in @types/ first, then as a package of its own.
    /** @type {string[]} */
    const typeNames = parsed?.compilerOptions?.types ?? [];
    const types = typeNames.map((t) => [t, `@types/${t.replace(/^@([^/]+)\//, '$1__')}`]);
    /** @type {string[]} */
    const extended = [parsed?.extends ?? []].flat();
    const bases = extended.flatMap((e) => packageName(e) ?? []).map((name) => [name]);
    for (const candidates of [...types, ...bases]) {
      if (candidates.some((c) => declared.has(c))) continue;
      problems.push(`${tsconfig}: "${candidates[0]}" (types or extends) needs ${candidates.join(' or ')} in package.json`);
    }
  }
  return {problems, files: scanned.size, site: site.size};
}

test('every package the code imports is declared in package.json, and the build\'s own in dependencies', () => {
  const {problems, files, site} = undeclaredPackages(repoRoot);
  assert.ok(files > 50 && site > 20, `scanned only ${files} files (${site} of the site build)`);
  assert.deepEqual(problems, []);
});

test('the scan finds an undeclared import, a build import in devDependencies, a computed require and a missing plugin', (t) => {
  const {root, write} = tempTree(t, 'deps-test-');
  // core's client modules are read from node_modules; borrow the project's.
  mkdirSync(path.join(root, 'node_modules', '@docusaurus', 'core', 'lib', 'client'), {recursive: true});
  write('node_modules/@docusaurus/core/lib/client/exports/Link.js', '');
  write('package.json', JSON.stringify({scripts: {postbuild: 'node scripts/post.mjs'}, dependencies: {react: '1'}, devDependencies: {'js-yaml': '1', typescript: '1'}}));
  write('tsconfig.json', JSON.stringify({compilerOptions: {types: ['node']}}));
  write(
    'docusaurus.config.ts',
    "import {x} from './config/x';\nexport default {plugins: ['./plugins/local.ts', ['sass', {}]], themes: ['@acme/theme']};\n",
  );
  write('config/x.ts', "import yaml from 'js-yaml';\nimport type {T} from 'typescript';\nexport const x = yaml;\n");
  write('src/page.tsx', "import React from 'react';\nimport Link from '@docusaurus/Link';\nimport Tabs from '@theme/Tabs';\nimport fs from 'node:fs';\nimport path from 'path';\n");
  write('scripts/post.mjs', "import {load} from 'js-yaml';\n");
  write('scripts/other.mjs', "const left = require('left-pad/index.js');\nconst name = 'x';\nrequire(`${name}/package.json`);\n");
  write('tests/a.test.mjs', "/** @param {import('@playwright/test').Page} page */\nexport const f = (page) => page;\n");
  const {problems} = undeclaredPackages(root);
  assert.deepEqual(problems.sort(), [
    'config/x.ts:1: "js-yaml" is used by the site build but declared in devDependencies, not dependencies',
    'docusaurus.config.ts:2: plugin "sass" needs one of sass, @docusaurus/plugin-sass, docusaurus-plugin-sass in dependencies',
    'docusaurus.config.ts:2: theme "@acme/theme" needs "@acme/theme" in dependencies',
    'scripts/other.mjs:1: "left-pad" (from \'left-pad/index.js\') is not declared in package.json',
    'scripts/other.mjs:3: module name is computed (require(`${name}/package.json`)); name each package literally so it can be checked',
    'scripts/post.mjs:1: "js-yaml" is used by the site build but declared in devDependencies, not dependencies',
    'tests/a.test.mjs:1: "@playwright/test" (from \'@playwright/test\') is not declared in package.json',
    'tsconfig.json: "node" (types or extends) needs node or @types/node in package.json',
  ]);
});
