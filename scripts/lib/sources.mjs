// The table of public sources (data/sources.yaml) and the one check every
// consumer uses: the CLI generator, the OpenAPI validation and the front-matter
// hook of the docs build. A key that is not in the table stops them with the
// file and the place that names it.
import {existsSync} from 'node:fs';
import path from 'node:path';
import {DataError, loadYaml, repoRoot, validate} from './data.mjs';
import {GENERATED_DIRS, products} from './products.mjs';

const SOURCES_FILE = 'data/sources.yaml';
const SOURCES_SCHEMA = 'data/schemas/sources.schema.json';

/**
 * One public source: where it is and what it shows.
 * @typedef {{url?: string, where?: string, note: string}} Source
 */

/** @type {Map<string, Map<string, Source>>} */
const cache = new Map();

/**
 * Loads and validates data/sources.yaml (under `root`); returns key -> entry.
 * @param {{root?: string}} [options]
 * @returns {Map<string, Source>}
 */
export function loadSources({root = repoRoot} = {}) {
  // A test fixture without its own table uses the project's.
  const own = path.join(root, SOURCES_FILE);
  const file = existsSync(own) ? own : path.join(repoRoot, SOURCES_FILE);
  const cached = cache.get(file);
  if (cached) return cached;
  const table = loadYaml(file);
  if (!table || typeof table !== 'object' || Array.isArray(table)) {
    throw new DataError(file, '', 'expected a mapping of source keys to {url | where, note}');
  }
  validate(table, path.join(repoRoot, SOURCES_SCHEMA), file);
  const map = new Map(Object.entries(table));
  cache.set(file, map);
  return map;
}

/** Forgets loaded tables (the dev server reloads after an edit). */
export function clearSourcesCache() {
  cache.clear();
}

/**
 * Checks that `keys` is a non-empty list of known source keys. `file` and
 * `where` name the place that lists them; the error says which key is unknown.
 * `allowEmpty` accepts `[]` (a page that states no concrete fact).
 * @param {unknown} keys
 * @param {{file: string, where?: string, table?: Map<string, Source>, allowEmpty?: boolean}} options
 * @returns {string[]}
 */
export function checkSourceKeys(keys, {file, where = 'source', table = loadSources(), allowEmpty = false}) {
  if (!Array.isArray(keys) || keys.some((k) => typeof k !== 'string')) {
    throw new DataError(file, where, 'must be a list of source keys from data/sources.yaml');
  }
  if (keys.length === 0 && !allowEmpty) {
    throw new DataError(
      file,
      where,
      'names no source: add at least one key from data/sources.yaml, or remove the fact',
    );
  }
  for (const key of keys) {
    if (!table.has(key)) {
      throw new DataError(file, where, `unknown source key "${key}" (not in data/sources.yaml)`);
    }
  }
  return keys;
}

/** Folders of the docs sets; pages the generators write carry their sources in their data. */
const DOCS_DIRS = products.map((p) => `${p.path}/`);

/**
 * The check the docs build runs on every page's front matter: `sources`, when
 * present, lists known keys (`[]` allowed: the page states no concrete fact),
 * and every hand-written docs page has it. `relPath` is relative to the repo.
 * @param {string} relPath
 * @param {Record<string, unknown>} frontMatter
 * @param {{table?: Map<string, Source>}} [options]
 */
export function checkPageSources(relPath, frontMatter, {table = loadSources()} = {}) {
  const rel = relPath.split(path.sep).join('/');
  const handWritten = DOCS_DIRS.some((d) => rel.startsWith(d)) && !GENERATED_DIRS.some((d) => rel.startsWith(d));
  if (frontMatter.sources === undefined) {
    if (handWritten) {
      throw new DataError(
        rel,
        'sources',
        'missing: list the keys of data/sources.yaml behind the page\'s facts, or "sources: []" if it states none',
      );
    }
    return;
  }
  checkSourceKeys(frontMatter.sources, {file: rel, where: 'sources', table, allowEmpty: true});
}
