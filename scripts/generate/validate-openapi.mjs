// Checks an OpenAPI file before the API reference is generated from it, so a
// malformed description stops `npm run generate` with the file and the
// problem instead of a stack trace from deep inside the generator.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createConfig, lintFromString} from '@redocly/openapi-core';
import {DataError, loadYaml} from '../lib/data.mjs';
import {checkSourceKeys, loadSources} from '../lib/sources.mjs';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * The parts of an OpenAPI document the source check reads.
 * @typedef {{operationId?: string, 'x-sources'?: unknown}} Operation
 * @typedef {{info?: {title?: string, 'x-sources'?: unknown}, servers?: {'x-sources'?: unknown}[], paths?: Record<string, Record<string, Operation | undefined> | undefined>}} OpenApiDoc
 */

/**
 * Throws a DataError naming `file` and the first structural problem.
 * Returns the parsed document when it is valid.
 * @param {string} file
 * @param {{root?: string}} [options] where data/sources.yaml is (a test fixture's own table)
 * @returns {Promise<OpenApiDoc>}
 */
export async function validateOpenApi(file, options = {}) {
  const doc = loadYaml(file); // YAML syntax errors name the file and line
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) {
    throw new DataError(file, '', 'expected an OpenAPI document (a mapping at the top level)');
  }
  if (typeof doc.openapi !== 'string' || !/^3\.[01]\.\d+$/.test(doc.openapi)) {
    throw new DataError(file, 'openapi', 'missing or unsupported "openapi" version (expected 3.0.x or 3.1.x)');
  }
  // Structural validation against the OpenAPI specification (Redocly's "struct"
  // rule) plus unresolvable $refs and operation ids that two pages would share.
  const config = await createConfig({
    rules: {
      struct: 'error',
      'no-unresolved-refs': 'error',
      'operation-operationId-unique': 'error',
      'operation-operationId': 'error',
    },
  });
  const problems = await lintFromString({source: readFileSync(file, 'utf8'), absoluteRef: path.resolve(file), config});
  const errors = problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) {
    const [first] = errors;
    const pointer = first.location?.[0]?.pointer?.replace(/^#\//, '').replaceAll('/', '.') ?? '';
    const more = errors.length > 1 ? ` (and ${errors.length - 1} more problem${errors.length > 2 ? 's' : ''})` : '';
    throw new DataError(file, pointer.replaceAll('~1', '/'), `${first.message}${more}`);
  }
  checkOpenApiSources(doc, file, options);
  return doc;
}

/**
 * Every server entry and every operation names the public sources of its
 * facts in `x-sources` (keys of data/sources.yaml): Dapr runtime behaviour
 * points at the Dapr API facts, Catalyst specifics at Diagrid sources.
 * @param {OpenApiDoc} doc
 * @param {string} file
 * @param {{root?: string}} [options]
 */
function checkOpenApiSources(doc, file, {root} = {}) {
  const table = loadSources(root ? {root} : undefined);
  if (doc.info?.['x-sources'] !== undefined)
    checkSourceKeys(doc.info['x-sources'], {file, where: 'info.x-sources', table});
  (doc.servers ?? []).forEach((server, i) => {
    checkSourceKeys(server['x-sources'], {file, where: `servers.${i}.x-sources`, table});
  });
  for (const [route, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      if (!item?.[method]) continue;
      const op = item[method];
      checkSourceKeys(op['x-sources'], {
        file,
        where: `paths.${route}.${method}.x-sources (${op.operationId ?? 'no operationId'})`,
        table,
      });
    }
  }
}
