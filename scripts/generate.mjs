#!/usr/bin/env node
// Regenerates every generated page from its source (run by `prestart` and
// `prebuild`; the output folders are gitignored):
//   openapi/catalyst.yaml  -> docs-catalyst/api/                         (OpenAPI plugin)
//   data/cli/<cli>/*.yaml  -> docs-catalyst/references/cli-reference/,
//                             docs-conductor/cli-reference/              (scripts/generate-cli.mjs)
//   data/components/**     -> docs-catalyst/references/components-reference/ (scripts/generate-components.mjs)
// (the sources and folders are set in config/products.json, `references`).
// A bad source stops here with its file name and the problem.
// `npm start` also runs the steps a changed source feeds (plugins/regenerate.ts).
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {linkApiPagesToSource} from './lib/api-pages.mjs';
import {DataError, repoRoot} from './lib/data.mjs';
import {referenceOf, referencesOf} from './lib/products.mjs';
import {stampLastUpdate} from './lib/last-update.mjs';
import {generateCli} from './generate-cli.mjs';
import {generateComponents} from './generate-components.mjs';
import {validateOpenApi} from './validate-openapi.mjs';

/** The API reference: its OpenAPI file and output folder (config/products.json). */
const API = referenceOf('api');
const openApiRel = API.source;
const openApiFile = path.join(repoRoot, openApiRel);
const apiOutDir = path.join(repoRoot, API.outDir);

async function generateApiReference() {
  await validateOpenApi(openApiFile);
  const docusaurus = path.join(repoRoot, 'node_modules', '.bin', 'docusaurus');
  const run = (/** @type {string[]} */ args) => spawnSync(docusaurus, args, {cwd: repoRoot, encoding: 'utf8'});
  run(['clean-api-docs', 'catalyst', '--plugin-id', 'openapi']);
  const result = run(['gen-api-docs', 'catalyst', '--plugin-id', 'openapi']);
  const sidebar = path.join(apiOutDir, 'sidebar.ts');
  if (result.status !== 0 || !existsSync(sidebar)) {
    process.stderr.write(result.stdout + result.stderr);
    throw new DataError(openApiFile, '', 'the OpenAPI plugin could not generate the API reference (see its output above)');
  }
  // Edit links and the generated-file notice point at the OpenAPI file.
  linkApiPagesToSource(apiOutDir, openApiRel);
}

/** Runs last, after any other step: it dates the pages they wrote. */
const DATES = {name: 'last-updated dates', sources: /** @type {string[]} */ ([]), run: () => stampLastUpdate()};

/**
 * The generation steps, in order, with the sources each reads (relative to
 * the repository; a folder stands for everything under it). `data/sources.yaml`
 * and `data/schemas/` feed every step.
 * @type {{name: string, sources: string[], run: () => unknown}[]}
 */
export const STEPS = [
  {name: 'API reference', sources: [openApiRel], run: generateApiReference},
  {name: 'CLI references', sources: referencesOf('cli').map((r) => `${r.source}/`), run: () => generateCli()},
  {name: 'components reference', sources: [`${referenceOf('components').source}/`], run: () => generateComponents()},
  DATES,
];
const SHARED_SOURCES = ['data/sources.yaml', 'data/schemas/'];

/**
 * The steps a change to `changed` (paths relative to the repository) calls
 * for, in order; every step when a shared source changed.
 * @param {string[]} changed
 */
export function stepsFor(changed) {
  const under = (/** @type {string} */ file, /** @type {string} */ source) => (source.endsWith('/') ? file.startsWith(source) : file === source);
  if (changed.some((f) => SHARED_SOURCES.some((s) => under(f, s)))) return STEPS;
  const hit = STEPS.filter((step) => changed.some((f) => step.sources.some((s) => under(f, s))));
  return hit.length > 0 ? [...hit, DATES] : [];
}

/**
 * Runs `steps` in order. Throws the DataError of a bad source.
 * @param {typeof STEPS} [steps]
 * @param {(line: string) => void} [log]
 */
export async function generate(steps = STEPS, log = console.log) {
  for (const step of steps) {
    const started = Date.now();
    try {
      await step.run();
    } catch (err) {
      // The error names the file; say which step it stopped too.
      if (err instanceof DataError) Object.assign(err, {step: step.name});
      throw err;
    }
    log(`✔ ${step.name} generated in ${Date.now() - started} ms`);
  }
}

// No top-level await: plugins/regenerate.ts loads this module through the
// config loader (jiti), which does not allow it.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  generate().catch((err) => {
    if (err instanceof DataError) {
      const step = /** @type {DataError & {step?: string}} */ (err).step ?? 'reference pages';
      console.error(`\n✖ Could not generate the ${step}.\n  ${err.message}\n`);
      process.exit(1);
    }
    throw err;
  });
}
