#!/usr/bin/env node
// Regenerates every generated page from its source (run by `prestart` and
// `prebuild`; the output folders are gitignored):
//   openapi/catalyst.yaml  -> docs-catalyst/api/                         (OpenAPI plugin)
//   data/cli/<cli>/*.yaml  -> docs-catalyst/references/cli-reference/,
//                             docs-conductor/cli-reference/              (scripts/generate-cli.mjs)
//   data/components/**     -> docs-catalyst/references/components-reference/ (scripts/generate-components.mjs)
// A bad source stops here with its file name and the problem.
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {linkApiPagesToSource} from './lib/api-pages.mjs';
import {DataError, repoRoot} from './lib/data.mjs';
import {stampLastUpdate} from './lib/last-update.mjs';
import {generateCli} from './generate-cli.mjs';
import {generateComponents} from './generate-components.mjs';
import {validateOpenApi} from './validate-openapi.mjs';

const openApiRel = 'openapi/catalyst.yaml';
const openApiFile = path.join(repoRoot, openApiRel);
const apiOutDir = path.join(repoRoot, 'docs-catalyst', 'api');

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

/** @type {[string, () => unknown][]} */
const steps = [
  ['API reference', generateApiReference],
  ['CLI references', () => generateCli()],
  ['components reference', () => generateComponents()],
  ['last-updated dates', () => stampLastUpdate()],
];

for (const [name, step] of steps) {
  const started = Date.now();
  try {
    await step();
  } catch (err) {
    if (err instanceof DataError) {
      console.error(`\n✖ Could not generate the ${name}.\n  ${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  console.log(`✔ ${name} generated in ${Date.now() - started} ms`);
}
