#!/usr/bin/env node
// Regenerates every generated page from its source (run by `prestart` and
// `prebuild`; the output folders are gitignored):
//   openapi/catalyst.yaml  -> docs-catalyst/api/                         (OpenAPI plugin)
//   data/cli/<cli>/*.yaml  -> docs-catalyst/references/cli-reference/,
//                             docs-conductor/cli-reference/              (scripts/generate/cli.mjs)
//   data/components/**     -> docs-catalyst/references/components-reference/ (scripts/generate/components.mjs)
//   data/errors/catalyst.yaml (with openapi/catalyst.yaml)
//                          -> docs-catalyst/references/error-codes/      (scripts/generate/errors.mjs)
// (the sources and folders are set in config/products.json, `references`).
// A bad source stops here with its file name and the problem, and so does an error code
// named in the OpenAPI file, a docs page or a data file that the error codes reference lacks.
// `npm start` also runs the steps a changed source feeds (plugins/regenerate.ts).
import {execFile} from 'node:child_process';
import {rmSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {linkApiPagesToSource, prepareApiPages, withErrorCodes} from '../lib/api-pages.mjs';
import {DataError, forgetSchemas, loadYaml, repoRoot} from '../lib/data.mjs';
import {operationsByCode} from '../lib/errors.mjs';
import {referenceOf, referencesOf} from '../lib/products.mjs';
import {readFolder} from '../lib/files.mjs';
import {writeGenerated} from '../lib/generated.mjs';
import {clearSourcesCache} from '../lib/sources.mjs';
import {coverageLine, generateCli} from './cli.mjs';
import {INDEX_FILE} from '../lib/cli-data.mjs';
import {generateComponents} from './components.mjs';
import {generateErrors} from './errors.mjs';
import {validateOpenApi} from './validate-openapi.mjs';

/** The API reference: its OpenAPI file and output folder (config/products.json). */
const API = referenceOf('api');
const openApiRel = API.source;
const openApiFile = path.join(repoRoot, openApiRel);
/**
 * Where the OpenAPI plugin writes (patches/openapi/options.ts reads DOCS_API_STAGING):
 * one folder at the root, gitignored, so the plugin computes the same doc ids
 * as for docs-catalyst/api (it drops the first folder of the path).
 */
const STAGING = '.api-staging';

/** @typedef {{written: string[], removed: string[], note?: string}} Written what a step changed, and a line worth printing */

/** @returns {Promise<Written>} */
async function generateApiReference() {
  await validateOpenApi(openApiFile);
  const staging = path.join(repoRoot, STAGING);
  rmSync(staging, {recursive: true, force: true});
  try {
    // Found the way Node finds packages, so it works wherever node_modules is.
    const docusaurus = createRequire(import.meta.url).resolve('@docusaurus/core/bin/docusaurus.mjs');
    // Asynchronous, so the dev server stays responsive while the plugin runs.
    /** @type {{failed: boolean, text: string}} */
    const output = await new Promise((resolve) => {
      const env = {...process.env, DOCS_API_STAGING: `${STAGING}/${API.dir}`};
      const args = [docusaurus, 'gen-api-docs', 'catalyst', '--plugin-id', 'openapi'];
      execFile(process.execPath, args, {cwd: repoRoot, env, maxBuffer: 64 * 1024 * 1024}, (err, stdout, stderr) =>
        resolve({
          failed: Boolean(err),
          text: `${stdout}${stderr}${err && !stdout && !stderr ? `${err.message}\n` : ''}`,
        }),
      );
    });
    const files = readFolder(path.join(staging, API.dir));
    if (output.failed || !files.has('sidebar.ts')) {
      process.stderr.write(output.text);
      throw new DataError(
        openApiFile,
        '',
        'the OpenAPI plugin could not generate the API reference (see its output above)',
      );
    }
    // Edit links and the generated-file notice point at the OpenAPI file; descriptions come
    // pre-rendered; the explorer starts from the simplest request; each page lists its error codes.
    const pages = prepareApiPages(linkApiPagesToSource(files, openApiRel), openApiRel);
    return writeGenerated(API.outDir, withErrorCodes(pages, operationsByCode(loadYaml(openApiFile)), openApiRel));
  } finally {
    rmSync(staging, {recursive: true, force: true});
  }
}

/**
 * The generation steps, in order, with the sources each reads (relative to
 * the repository; a folder stands for everything under it). `data/sources.yaml`
 * and `data/schemas/` feed every step.
 * Each step writes only the files whose content changed and deletes the ones
 * no longer produced (scripts/lib/generated.mjs), and says which.
 * @type {{name: string, sources: string[], run: () => Promise<Written> | Written}[]}
 */
export const STEPS = [
  {name: 'API reference', sources: [openApiRel], run: generateApiReference},
  {
    name: 'CLI references',
    sources: [...referencesOf('cli').map((r) => `${r.source}/`), INDEX_FILE],
    run: () => {
      const result = generateCli();
      return {...result, note: coverageLine(result.coverage)};
    },
  },
  {name: 'components reference', sources: [`${referenceOf('components').source}/`], run: () => generateComponents()},
  {
    name: 'error codes reference',
    sources: [referenceOf('errors').source, openApiRel],
    run: () => {
      const {written, removed, codes} = generateErrors();
      return {written, removed, note: `${codes} error codes, every one named in the OpenAPI file, pages and data`};
    },
  },
];
const SHARED_SOURCES = ['data/sources.yaml', 'data/schemas/'];

/**
 * The steps a change to `changed` (paths relative to the repository) calls
 * for, in order; every step when a shared source changed.
 * @param {string[]} changed
 */
export function stepsFor(changed) {
  const under = (/** @type {string} */ file, /** @type {string} */ source) =>
    source.endsWith('/') ? file.startsWith(source) : file === source;
  if (changed.some((f) => SHARED_SOURCES.some((s) => under(f, s)))) return STEPS;
  return STEPS.filter((step) => changed.some((f) => step.sources.some((s) => under(f, s))));
}

/**
 * Runs `steps` in order, reading every source afresh (the dev server calls
 * this again after an edit). Throws the DataError of a bad source.
 * @param {typeof STEPS} [steps]
 * @param {(line: string) => void} [log]
 */
export async function generate(steps = STEPS, log = console.log) {
  forgetSchemas();
  clearSourcesCache();
  for (const step of steps) {
    const started = Date.now();
    /** @type {Written} */
    let result;
    try {
      result = await step.run();
    } catch (err) {
      // The error names the file; say which step it stopped too.
      if (err instanceof DataError) Object.assign(err, {step: step.name});
      throw err;
    }
    const changes = [
      `${result.written.length} written`,
      ...(result.removed.length ? [`${result.removed.length} removed`] : []),
    ];
    log(`✔ ${step.name} generated in ${Date.now() - started} ms (${changes.join(', ')})`);
    if (result.note) log(`  ${result.note}`);
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
