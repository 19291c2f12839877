#!/usr/bin/env node
// Checks every Dapr Component manifest shown on the site. It scans the ```yaml (and ```yml)
// code blocks of the .md/.mdx files in the four docs folders, generated pages included, and
// the YAML files under data/ (whole files, and code blocks inside their text). Each YAML
// document with `kind: Component` must
//   - parse,
//   - validate against data/schemas/dapr-component.schema.json, and
//   - when spec.type is documented in data/components, use only metadata names that the
//     component (or one of its authentication profiles) defines.
// YAML blocks that do not parse at all are reported too. Output: `<file>:<line>: <problem>`.
//
//   node scripts/check/component-yaml.mjs            (exit 1 when there are problems)
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {Ajv} from 'ajv';
import yaml from 'js-yaml';
import {describeSchemaError, repoRoot} from '../lib/data.mjs';
import {filesUnder, isSourceFolder} from '../lib/files.mjs';
import {products} from '../lib/products.mjs';
import {fencedBlocks} from '../lib/markdown.mjs';
import {loadComponents} from '../lib/component-data.mjs';

/** The docs folders of every product, and data/. */
export const SCAN_DIRS = [...products.map((p) => p.path), 'data'];
const SCHEMA = 'data/schemas/dapr-component.schema.json';

/** @param {string} name */
const isScanned = (name) => !name.startsWith('.') && /\.(mdx?|ya?ml)$/.test(name);

/**
 * Finds fenced ```yaml / ```yml blocks, also indented ones (inside list items or YAML
 * block scalars). Returns [{line, text}] where line is the 1-based line of the first line
 * of the block content.
 * @param {string} source
 * @returns {{line: number, text: string, wholeFile?: boolean}[]}
 */
export function yamlBlocks(source) {
  const lines = source.split('\n');
  return fencedBlocks(lines)
    .filter((block) => /^ya?ml(?=[\s{]|$)/i.test(block.info))
    .map((block) => {
      const body = lines.slice(block.open + 1, block.close ?? lines.length);
      // Content lines carry the fence's indentation (a block inside a list item).
      const text = body
        .map((l) => (l.startsWith(block.prefix) ? l.slice(block.prefix.length) : l.trimStart()))
        .join('\n');
      return {line: block.open + 2, text};
    });
}

/**
 * Splits YAML text into documents, keeping the line each starts on (0-based offset).
 * @param {string} text
 */
function documents(text) {
  /** @type {{offset: number, text: string}[]} */
  const docs = [];
  let start = 0;
  const lines = text.split('\n');
  lines.forEach((l, i) => {
    if (/^---(\s|$)/.test(l)) {
      docs.push({offset: start, text: lines.slice(start, i).join('\n')});
      start = i + 1;
    }
  });
  docs.push({offset: start, text: lines.slice(start).join('\n')});
  return docs.filter((d) => d.text.trim() !== '' && d.text.trim() !== '...');
}

/**
 * @param {string} docText
 * @param {RegExp} pattern
 */
function lineOf(docText, pattern) {
  const idx = docText.split('\n').findIndex((l) => pattern.test(l));
  return idx < 0 ? 0 : idx;
}

/** @param {string} s */
const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Checks one chunk of YAML text (a code block or a whole file). `firstLine` is the file line
 * of its first line. Returns problems as {line, problem}.
 * @param {string} text
 * @param {number} firstLine
 * @param {CheckContext} ctx
 */
export function checkYamlText(text, firstLine, ctx) {
  /** @type {{line: number, problem: string}[]} */
  const problems = [];
  for (const doc of documents(text)) {
    const docLine = firstLine + doc.offset;
    let value;
    try {
      value = yaml.load(doc.text);
    } catch (err) {
      if (!(err instanceof yaml.YAMLException)) throw err;
      const line = err.mark ? docLine + err.mark.line : docLine;
      problems.push({line, problem: `YAML does not parse: ${err.reason ?? err.message}`});
      continue;
    }
    if (!value || typeof value !== 'object' || value.kind !== 'Component') continue;
    if (!ctx.validate(value)) {
      for (const e of ctx.validate.errors ?? []) {
        const {field, detail} = describeSchemaError(e);
        const last = e.instancePath.split('/').filter(Boolean).pop() ?? e.params.missingProperty ?? '';
        const at = last && !/^\d+$/.test(last) ? lineOf(doc.text, new RegExp(`^\\s*-?\\s*${escapeRe(last)}\\s*:`)) : 0;
        problems.push({line: docLine + at, problem: `Component ${field}: ${detail}`});
      }
      // Keep going: unknown metadata names are worth reporting even in an invalid manifest.
    }
    const type = value.spec?.type;
    const component = typeof type === 'string' ? ctx.byType.get(type) : undefined;
    if (component && Array.isArray(value.spec.metadata)) {
      for (const entry of value.spec.metadata) {
        const name = entry?.name;
        if (typeof name !== 'string' || component.accepts(name)) continue;
        const at = lineOf(doc.text, new RegExp(`^\\s*-?\\s*name:\\s*["']?${escapeRe(name)}["']?\\s*$`));
        problems.push({
          line: docLine + at,
          problem: `unknown metadata name "${name}" for ${type} (see ${component.file})`,
        });
      }
    }
  }
  return problems;
}

/**
 * @typedef {{validate: import('ajv').ValidateFunction, byType: Map<string, import('../lib/component-data.mjs').Component>}} CheckContext
 */

/**
 * Builds what the checks need: the compiled schema and the documented components by type.
 * @param {{root?: string}} [options]
 * @returns {CheckContext}
 */
export function checkContext({root = repoRoot} = {}) {
  const ajv = new Ajv({allErrors: true, strict: false, allowUnionTypes: true});
  const validate = ajv.compile(JSON.parse(readFileSync(path.join(root, SCHEMA), 'utf8')));
  const byType = new Map();
  for (const c of loadComponents({root}).components) {
    byType.set(c.data.type, c);
    for (const alias of c.data.typeAliases ?? []) byType.set(alias, c);
  }
  return {validate, byType};
}

/**
 * Scans the docs folders and data/ under `root` (or only `files`, when given).
 * @param {{root?: string, files?: string[]}} [options]
 * @returns {{file: string, line: number, problem: string}[]}
 */
export function checkComponentYaml({root = repoRoot, files} = {}) {
  const ctx = checkContext({root});
  const list = files ?? SCAN_DIRS.flatMap((d) => [...filesUnder(path.join(root, d), isScanned, isSourceFolder)]);
  /** @type {{file: string, line: number, problem: string}[]} */
  const problems = [];
  for (const file of list) {
    const source = readFileSync(file, 'utf8');
    const shown = path.relative(root, file).split(path.sep).join('/');
    const chunks = yamlBlocks(source);
    // A YAML data file is itself a document to check (only Component manifests matter).
    if (/\.ya?ml$/.test(file)) chunks.unshift({line: 1, text: source, wholeFile: true});
    for (const chunk of chunks) {
      for (const p of checkYamlText(chunk.text, chunk.line, ctx)) {
        // Whole data files were already checked for syntax by their own loaders; a code
        // block inside a YAML string is checked as a block.
        if (chunk.wholeFile && p.problem.startsWith('YAML does not parse')) continue;
        problems.push({file: shown, line: p.line, problem: p.problem});
      }
    }
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = checkComponentYaml();
  for (const p of problems) console.error(`${p.file}:${p.line}: ${p.problem}`);
  if (problems.length) {
    console.error(`${problems.length} problem(s) in Component YAML examples`);
    process.exit(1);
  }
  console.log('component YAML: every Component manifest is valid');
}
