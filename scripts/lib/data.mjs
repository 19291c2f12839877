// Loading and validating the structured sources under data/ and openapi/.
// Every failure names the file and, where there is one, the field at fault,
// so a writer can fix a bad data file without reading a stack trace.
import {spawnSync} from 'node:child_process';
import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {Ajv} from 'ajv';
import yaml from 'js-yaml';

/** The checkout's root folder (a file path: a space in it stays a space). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export class DataError extends Error {
  /**
   * @param {string} file path of the data file (shown relative to the repo)
   * @param {string} where field path or command path inside it ('' for the whole file)
   * @param {string} problem what is wrong
   */
  constructor(file, where, problem) {
    const rel = path.relative(repoRoot, path.resolve(file)) || file;
    super(`${rel}${where ? ` (${where})` : ''}: ${problem}`);
    this.name = 'DataError';
    this.file = rel;
    this.where = where;
    this.problem = problem;
  }
}

/**
 * Reads and parses a YAML (or JSON) file; syntax errors name the file and line.
 * @param {string} file
 * @returns {any} the document as parsed, not yet checked (as JSON.parse)
 */
export function loadYaml(file) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    const {code, message} = /** @type {NodeJS.ErrnoException} */ (err);
    throw new DataError(file, '', `cannot read file (${code ?? message})`);
  }
  try {
    return yaml.load(text, {filename: file});
  } catch (err) {
    if (!(err instanceof yaml.YAMLException)) throw err;
    const line = err.mark ? `line ${err.mark.line + 1}` : '';
    throw new DataError(file, line, `invalid YAML: ${err.reason ?? err.message}`);
  }
}

const ajv = new Ajv({allErrors: true, strict: false, allowUnionTypes: true});
/** @type {Map<string, import('ajv').ValidateFunction>} */
const compiled = new Map();

/**
 * Forgets the compiled schemas, so the next validation reads them again
 * (the dev server regenerates after an edit, in the same process).
 */
export function forgetSchemas() {
  ajv.removeSchema();
  compiled.clear();
}

/**
 * Validates `data` against the JSON Schema at `schemaFile` and throws a
 * DataError naming `file` and the first failing field.
 * @template T
 * @param {T} data
 * @param {string} schemaFile
 * @param {string} file the data file, named in the error
 * @returns {T}
 */
export function validate(data, schemaFile, file) {
  let check = compiled.get(schemaFile);
  if (!check) {
    check = ajv.compile(JSON.parse(readFileSync(schemaFile, 'utf8')));
    compiled.set(schemaFile, check);
  }
  if (check(data)) return data;
  const {field, detail} = describeSchemaError(/** @type {import('ajv').ErrorObject[]} */ (check.errors)[0]);
  throw new DataError(file, field, detail);
}

/**
 * An ajv error as a dotted field path and a sentence a writer can act on.
 * @param {import('ajv').ErrorObject} error
 */
export function describeSchemaError(error) {
  const field = error.instancePath.replace(/^\//, '').replaceAll('/', '.') || '(root)';
  const detail =
    error.keyword === 'additionalProperties'
      ? `unknown field "${error.params.additionalProperty}"`
      : error.keyword === 'required'
        ? `missing required field "${error.params.missingProperty}"`
        : error.keyword === 'enum'
          ? `${error.message}: ${error.params.allowedValues.join(', ')}`
          : (error.message ?? error.keyword);
  return {field, detail};
}

/**
 * The day each file last changed, as YYYY-MM-DD: the date of the newest commit
 * that touched it, or its modification time when it has uncommitted changes,
 * is not tracked, or there is no Git history (a build from a tarball).
 * @param {string[]} files paths relative to `root`
 * @param {{root?: string}} [options] `root`: the checkout (default: this one)
 * @returns {Map<string, string>}
 */
export function lastChanged(files, {root = repoRoot} = {}) {
  /** @type {Map<string, string>} */
  const dates = new Map();
  const git = (/** @type {string[]} */ args) => {
    const result = spawnSync('git', args, {cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
    return result.status === 0 ? result.stdout : null;
  };
  const wanted = new Set(files);
  /** @type {Set<string>} */
  const dirty = new Set();
  const status = git(['status', '--porcelain=v1', '-z', '--untracked-files=all', '--', ...files]);
  if (status !== null) {
    for (const entry of status.split('\0')) if (entry.length > 3) dirty.add(entry.slice(3));
    // Newest first: the first date seen for a file is its last change.
    const log = git(['log', '--format=%x00%cs', '--name-only', '--', ...files]) ?? '';
    let date = '';
    for (const line of log.split('\n')) {
      if (line.startsWith('\0')) date = line.slice(1);
      else if (line && wanted.has(line) && !dates.has(line) && !dirty.has(line)) dates.set(line, date);
    }
  }
  for (const file of files) {
    if (!dates.has(file)) dates.set(file, statSync(path.join(root, file)).mtime.toISOString().slice(0, 10));
  }
  return dates;
}
