// The one door for patches (patches/README.md): code outside patches/ uses
// only the public face of its dependencies. This finds what crosses that line:
// - a package's private path (`<package>/lib/…`, `/dist/…`, `/src/…`) named in
//   a string, which is how imports, requires, aliases and loaders name it;
// - Docusaurus's generated modules (`@generated/…`);
// - a theme's first component past the swizzle chain (`@theme-init/…`);
// - the bundler's runtime (`__webpack_require__`);
// - a theme component the site replaces or wraps (src/theme/, and the theme
//   folders in patches/) that the README's table of theme components does not
//   list;
// - a stylesheet rule that matches part of a class name (`[class*=…]`,
//   `[class^=…]`, `[class$=…]`): the way to reach a package's CSS-module
//   classes, whose names carry a hash. Public class names are matched whole
//   (`.name`, `[class~=…]`).
// Strings and names are read from the syntax tree (TypeScript's parser), so
// comments may mention any of these. tests/ is left out: the sensors there
// read upstream files on purpose.
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {GENERATED_DIRS} from '../lib/products.mjs';

const DOOR = 'patches';
const README = `${DOOR}/README.md`;

/** Folders that hold no site code, or only code allowed to reach inside dependencies. */
const SKIPPED = new Set([
  DOOR,
  'tests',
  'node_modules',
  'build',
  'static',
  'data',
  'openapi',
  'deploy',
  'test-results',
  'bench-results',
  'playwright-report',
]);
const CODE = /\.(?:[cm]?js|tsx?)$/;
const STYLES = /\.(?:s?css)$/;

/**
 * @typedef {{file: string, line: number, problem: string}} Violation
 * @typedef {{root: string, isPackage?: (name: string) => boolean}} Options
 */

/**
 * Every file outside the door whose name matches `pattern` (CODE or STYLES), relative to root,
 * in a stable order.
 * @param {string} root
 * @param {RegExp} pattern
 */
function siteFiles(root, pattern) {
  const generated = new Set(GENERATED_DIRS.map((dir) => dir.replace(/\/$/, '')));
  /** @type {string[]} */
  const found = [];
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), {withFileTypes: true})) {
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.') && !(dir === '' && SKIPPED.has(entry.name)) && !generated.has(rel)) walk(rel);
      } else if (pattern.test(entry.name)) {
        found.push(rel);
      }
    }
  };
  walk('');
  return found.sort();
}

/** `<package>/lib|dist|src/…`, with the package's name in group 1. */
const PRIVATE_PATH = /^((?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*)\/(?:lib|dist|src)(?:\/|$)/i;

/**
 * What a string or name in code reaches inside a dependency, or null.
 * @param {string} text
 * @param {(name: string) => boolean} isPackage
 */
function privateReach(text, isPackage) {
  if (/^@generated\//.test(text)) return `Docusaurus's generated module ${text}`;
  if (/^@theme-init\//.test(text)) return `a theme's own component past the swizzle chain (${text})`;
  const match = PRIVATE_PATH.exec(text);
  if (match && !match[1].startsWith('@site/') && isPackage(match[1])) return `a private path of ${match[1]} (${text})`;
  return null;
}

/**
 * The violations in one file's code.
 * @param {string} file relative path, for the messages and the file's kind
 * @param {string} code
 * @param {(name: string) => boolean} isPackage
 * @returns {Violation[]}
 */
function scanCode(file, code, isPackage) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JSX;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, kind);
  /** @type {Violation[]} */
  const found = [];
  /** @param {ts.Node} node @param {string} problem */
  const report = (node, problem) =>
    found.push({file, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, problem});
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (
      ts.isStringLiteralLike(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      const reach = privateReach(node.text, isPackage);
      if (reach) report(node, `names ${reach}`);
    } else if (ts.isIdentifier(node) && node.text === '__webpack_require__') {
      report(node, "uses the bundler's runtime (__webpack_require__)");
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** An attribute selector on part of the class attribute. */
const PARTIAL_CLASS = /\[\s*class\s*[*^$]=\s*(['"]?)([^'"\]]*)\1\s*\]/g;

/**
 * The violations in one stylesheet: selectors that match part of a class name.
 * Comments are blanked first, keeping their line breaks, so they may mention any selector.
 * @param {string} file
 * @param {string} css
 * @returns {Violation[]}
 */
function scanStyles(file, css) {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  return [...text.matchAll(PARTIAL_CLASS)].map((match) => ({
    file,
    line: text.slice(0, match.index).split('\n').length,
    problem: `matches part of a class name (${match[0]}), which reaches a package's CSS-module classes`,
  }));
}

/**
 * The theme components the README's "Theme components" table lists: the
 * backticked names in the first cell of each row.
 * @param {string} readme
 */
export function listedThemeComponents(readme) {
  const section = readme.split(/^## /m).find((part) => part.startsWith('Theme components'));
  if (!section) throw new Error(`${README} has no "## Theme components" section`);
  /** @type {Set<string>} */
  const names = new Set();
  for (const line of section.split('\n')) {
    if (!line.startsWith('| ') || line.startsWith('| ---')) continue;
    const first = line.split(' | ')[0] ?? '';
    for (const [, name] of first.matchAll(/`([^`]+)`/g)) names.add(name);
  }
  return names;
}

/**
 * The theme components a folder provides, by the name Docusaurus gives them
 * (`Footer/Logo` for Footer/Logo/index.tsx, `Root` for Root.tsx).
 * @param {string} root
 * @param {string} dir relative to root
 */
function themeComponents(root, dir) {
  if (!existsSync(path.join(root, dir))) return [];
  return readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'})
    .filter((file) => CODE.test(file) && !file.endsWith('.d.ts'))
    .map((file) => ({
      file: `${dir}/${file.split(path.sep).join('/')}`,
      name: file
        .split(path.sep)
        .join('/')
        .replace(CODE, '')
        .replace(/\/index$/, ''),
    }));
}

/**
 * Every crossing of the boundary under root.
 * @param {Options} options
 * @returns {Violation[]}
 */
export function findViolations({root, isPackage}) {
  const installed =
    isPackage ?? ((/** @type {string} */ name) => existsSync(path.join(root, 'node_modules', name, 'package.json')));
  const violations = [
    ...siteFiles(root, CODE).flatMap((file) => scanCode(file, readFileSync(path.join(root, file), 'utf8'), installed)),
    ...siteFiles(root, STYLES).flatMap((file) => scanStyles(file, readFileSync(path.join(root, file), 'utf8'))),
  ];
  const listed = listedThemeComponents(readFileSync(path.join(root, README), 'utf8'));
  const themeDirs = [
    'src/theme',
    ...readdirSync(path.join(root, DOOR), {withFileTypes: true})
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${DOOR}/${entry.name}/theme`),
  ];
  for (const {file, name} of themeDirs.flatMap((dir) => themeComponents(root, dir))) {
    // A theme folder also holds the helpers its components import; those are listed under their
    // component, a leading part of their name (ApiAwareDocItem for ApiAwareDocItem/register).
    const parts = name.split('/');
    if (!parts.some((_, i) => listed.has(parts.slice(0, i + 1).join('/')))) {
      violations.push({
        file,
        line: 1,
        problem: `replaces or wraps the theme component ${name}, which ${README} does not list`,
      });
    }
  }
  // By file, then line (a stable sort keeps each line's findings in order).
  return violations.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line));
}

/** @param {Violation[]} violations */
export function describe(violations) {
  return violations
    .map(
      ({file, line, problem}) =>
        `${file}:${line}: ${problem}. Move it behind the one door for patches (${DOOR}/, with its row in ${README}) or use the package's public API.`,
    )
    .join('\n');
}
