#!/usr/bin/env node
// The one post-build pipeline (`postbuild` in package.json). `npm run build`
// runs it after `docusaurus build`; scripts/serve/nginx.mjs runs it on a build
// that has not been through it (one made with `npx docusaurus build`), so the
// tests and benchmarks always serve what production serves. In order:
//   1. CSP: checks the inline scripts and writes build/_csp.conf (scripts/postbuild/csp.mjs)
//   2. reader formats: Markdown twins, llms.txt files, the OpenAPI download
//      (scripts/postbuild/reader-formats.mjs)
//   3. Atom feeds of the release notes (scripts/postbuild/feeds.mjs)
//   4. the CLI commands and components as JSON for the docs MCP server,
//      build/mcp/cli.json and components.json (scripts/postbuild/mcp-data.mjs)
//   5. the product's voice: no sentence about sources and no link to a path of
//      the site's own host that the build lacks, in the pages, the twins, the
//      llms files and the feeds (scripts/check/voice.mjs)
//   6. the all-areas and Catalyst search indexes, trimmed (scripts/postbuild/search-indexes.mjs)
//   7. a .gz copy of every compressible file (scripts/postbuild/precompress.mjs), last,
//      so it covers what the steps before wrote
// It ends by writing build/_postbuild.json; a failing step stops the pipeline
// with the step's name and the problem, and that file is not written.
//
//   node scripts/postbuild/index.mjs [buildDir]        (default: build/)
import {existsSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {checkBuild as checkVoice} from '../check/voice.mjs';
import {writeCsp} from './csp.mjs';
import {writeFeeds} from './feeds.mjs';
import {writeMcpData} from './mcp-data.mjs';
import {repoRoot} from '../lib/data.mjs';
import {precompress} from './precompress.mjs';
import {writeReaderFormats} from './reader-formats.mjs';
import {trimSearchIndexes} from './search-indexes.mjs';

/** Written last: a build that has it went through every step. */
export const DONE_MARKER = '_postbuild.json';

/**
 * The steps in order: name, and the step, which returns a one-line summary.
 * @type {[string, (buildDir: string) => string][]}
 */
export const STEPS = [
  ['csp', (dir) => writeCsp(dir)],
  [
    'reader-formats',
    (dir) => {
      const {twins, files} = writeReaderFormats(dir);
      return `${twins} Markdown twins, ${files.length} llms files, the OpenAPI description`;
    },
  ],
  ['feeds', (dir) => writeFeeds(dir)],
  ['mcp-data', (dir) => writeMcpData(dir)],
  [
    'voice',
    (dir) => {
      const {files, findings} = checkVoice(dir);
      if (findings.length) {
        const shown = findings.slice(0, 50).map(({file, problem}) => `\n  ${file}: ${problem}`);
        const more = findings.length > 50 ? `\n  ... and ${findings.length - 50} more` : '';
        throw new Error(`${findings.length} problem(s) for readers:${shown.join('')}${more}`);
      }
      return `${files} pages, twins, llms files and feeds: no sentence about sources, no dead link to the site's own host`;
    },
  ],
  ['search-indexes', (dir) => trimSearchIndexes(dir)],
  [
    'precompress',
    (dir) => {
      const {count, before, after} = precompress(dir);
      const mb = (/** @type {number} */ n) => (n / 1024 / 1024).toFixed(1);
      return `${count} files: ${mb(before)} MB -> ${mb(after)} MB gzip`;
    },
  ],
];

/**
 * Whether `buildDir` went through the whole pipeline.
 * @param {string} buildDir
 * @returns {boolean}
 */
export function postbuildDone(buildDir) {
  return existsSync(path.join(buildDir, DONE_MARKER));
}

/**
 * Runs every step on `buildDir`; throws `[step] problem` on the first failure.
 * @param {string} buildDir
 * @param {{log?: (message: string) => void}} [options] `log`: where each step's summary goes
 */
export function postbuild(buildDir, {log = console.log} = {}) {
  rmSync(path.join(buildDir, DONE_MARKER), {force: true});
  /** @type {string[]} */
  const ran = [];
  for (const [name, step] of STEPS) {
    const started = Date.now();
    let summary;
    try {
      summary = step(buildDir);
    } catch (error) {
      throw new Error(`[${name}] ${error instanceof Error ? error.message : String(error)}`, {cause: error});
    }
    log(`[${name}] ${summary} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    ran.push(name);
  }
  writeFileSync(path.join(buildDir, DONE_MARKER), `${JSON.stringify({steps: ran}, null, 2)}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const buildDir = path.resolve(process.argv[2] ?? path.join(repoRoot, 'build'));
  try {
    postbuild(buildDir);
  } catch (error) {
    console.error(
      `\n✖ Post-build failed for ${path.relative(process.cwd(), buildDir) || buildDir}\n  ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  }
}
