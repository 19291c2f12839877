// The error codes reference as data: loading and checking data/errors/<product>.yaml, the
// operations of the OpenAPI file that return each code (read from their responses' examples,
// never written by hand), and the check that every code the site names has an entry.
// The page itself is written by scripts/generate/errors.mjs; the links to it by
// plugins/errorCodeLinks.mjs; the MCP server reads the same entries (scripts/postbuild/mcp-data.mjs).
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {DataError, loadYaml, repoRoot, validate} from './data.mjs';
import {filesUnder, isSourceFolder} from './files.mjs';
import {resolver} from './openapi-refs.mjs';
import {GENERATED_DIRS, products, referenceOf} from './products.mjs';
import {checkSourceKeys, loadSources} from './sources.mjs';

const SCHEMA = 'data/schemas/errors.schema.json';

/** An errorCode as the runtime writes it, wherever it appears in a text. */
export const ERROR_CODE = /\bERR_[A-Z0-9_]*[A-Z0-9]\b/g;

/**
 * An operation that returns a code, with the statuses it returns it with.
 * @typedef {{operationId: string, title: string, page: string, status: number[]}} ErrorApi
 *
 * An entry as data/errors/<product>.yaml writes it (data/schemas/errors.schema.json).
 * @typedef {{code: string, group: string, status: number[], meaning: string, action: string, messages?: string[], source: string[]}} ErrorData
 *
 * An entry with the operations that return it, in the OpenAPI file's order.
 * @typedef {ErrorData & {apis: ErrorApi[]}} ErrorEntry
 *
 * @typedef {{file: string, groups: {id: string, title: string}[], errors: ErrorEntry[]}} ErrorReference
 */

/** The site path of an operation's page: the plugin names it after the kebab-cased operationId. */
function operationRoute(/** @type {string} */ operationId) {
  return `${referenceOf('api').route}/${operationId.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}`;
}

/**
 * The operations of an OpenAPI document that return each errorCode, with the statuses: every
 * `errorCode` value in the examples of an operation's responses, `$ref`s followed.
 * @param {any} doc the parsed OpenAPI document
 * @returns {Map<string, ErrorApi[]>} code -> operations, in the document's order
 */
export function operationsByCode(doc) {
  const resolve = resolver(doc);
  /** @type {(node: any, found: Set<string>) => Set<string>} */
  const codesIn = (node, found) => {
    node = resolve(node);
    if (Array.isArray(node)) for (const item of node) codesIn(item, found);
    else if (node && typeof node === 'object') {
      if (typeof node.errorCode === 'string') found.add(node.errorCode);
      for (const value of Object.values(node)) codesIn(value, found);
    }
    return found;
  };
  /** @type {Map<string, ErrorApi[]>} */
  const byCode = new Map();
  for (const item of Object.values(doc?.paths ?? {})) {
    for (const operation of Object.values(item ?? {})) {
      if (!operation?.operationId) continue;
      /** @type {Map<string, Set<number>>} */
      const statuses = new Map();
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (!/^[45]\d\d$/.test(status)) continue;
        for (const media of Object.values(resolve(response)?.content ?? {})) {
          for (const code of codesIn([media.example, media.examples], new Set())) {
            if (!statuses.has(code)) statuses.set(code, new Set());
            statuses.get(code)?.add(Number(status));
          }
        }
      }
      for (const [code, set] of statuses) {
        if (!byCode.has(code)) byCode.set(code, []);
        byCode.get(code)?.push({
          operationId: operation.operationId,
          title: operation.summary ?? operation.operationId,
          page: operationRoute(operation.operationId),
          status: [...set].sort(),
        });
      }
    }
  }
  return byCode;
}

/**
 * Loads and checks the error codes reference (config/products.json): the schema, the source keys,
 * the groups, one entry per code, and against the OpenAPI file: every entry is returned by an
 * operation, with the statuses the operations' responses give. Throws a DataError naming the
 * file and the entry at fault.
 * @param {{root?: string}} [options]
 * @returns {ErrorReference}
 */
export function loadErrors({root = repoRoot} = {}) {
  const rel = referenceOf('errors').source;
  const file = path.join(root, rel);
  /** @type {{groups: {id: string, title: string}[], errors: ErrorData[]}} */
  const data = validate(loadYaml(file), path.join(repoRoot, SCHEMA), file);
  const table = loadSources({root});
  const groups = new Set(data.groups.map((g) => g.id));
  const apiFile = path.join(root, referenceOf('api').source);
  const byCode = operationsByCode(loadYaml(apiFile));
  const seen = new Set();
  const errors = data.errors.map((entry, i) => {
    const where = `errors.${i} (${entry.code})`;
    if (seen.has(entry.code)) throw new DataError(file, where, 'a second entry for this code');
    seen.add(entry.code);
    if (!groups.has(entry.group))
      throw new DataError(file, `${where}.group`, `unknown group "${entry.group}" (groups: ${[...groups].join(', ')})`);
    checkSourceKeys(entry.source, {file, where: `${where}.source`, table});
    const apis = byCode.get(entry.code) ?? [];
    if (apis.length === 0)
      throw new DataError(
        file,
        where,
        `no operation of ${path.relative(root, apiFile)} returns this code (no response example has it): remove the entry, or add the response`,
      );
    const returned = [...new Set(apis.flatMap((api) => api.status))].sort();
    const given = [...entry.status].sort();
    if (returned.join() !== given.join())
      throw new DataError(
        file,
        `${where}.status`,
        `says ${given.join(', ')}, but the operations of ${path.relative(root, apiFile)} return it with ${returned.join(', ')}`,
      );
    return {...entry, status: given, apis};
  });
  return {file: rel, groups: data.groups, errors};
}

/**
 * The files whose codes must all be in the reference: the OpenAPI file, every hand-written
 * docs page (the generated ones come from the OpenAPI file and the data) and every data file.
 * @param {string} root
 * @returns {string[]} absolute paths
 */
function filesNamingCodes(root) {
  const generated = GENERATED_DIRS.map((dir) => path.join(root, dir));
  const pages = products.flatMap((p) =>
    [...filesUnder(path.join(root, p.path), (name) => /\.mdx?$/.test(name), isSourceFolder)].filter(
      (file) => !generated.some((dir) => file.startsWith(dir)),
    ),
  );
  const data = [...filesUnder(path.join(root, 'data'), (name) => /\.(ya?ml|json)$/.test(name), isSourceFolder)];
  return [path.join(root, referenceOf('api').source), ...pages, ...data];
}

/**
 * Checks that every errorCode named in the OpenAPI file, on a docs page or in a data file is
 * one of `known`; throws a DataError naming the first file, line and code that is not.
 * @param {Set<string>} known
 * @param {{root?: string}} [options]
 */
export function checkCodesCovered(known, {root = repoRoot} = {}) {
  for (const file of filesNamingCodes(root)) {
    const lines = readFileSync(file, 'utf8').split('\n');
    for (const [i, line] of lines.entries()) {
      for (const [code] of line.matchAll(ERROR_CODE)) {
        if (known.has(code)) continue;
        throw new DataError(
          file,
          `line ${i + 1}`,
          `error code ${code} is not in the error codes reference: add it to ${referenceOf('errors').source} with what it means and what to do`,
        );
      }
    }
  }
}
