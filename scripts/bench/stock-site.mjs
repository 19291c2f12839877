// A stock Docusaurus site for the benchmarks' baseline: the classic template
// of the Docusaurus version this project uses, with the same bundler
// (@docusaurus/faster), built once and kept in the system's temporary folder
// (not under node_modules, whose files Docusaurus does not compile), so that
// our pages can be compared with an untouched Docusaurus page measured in
// the same run on the same machine. Run directly
// (`node scripts/bench/stock-site.mjs`), it prints the build folder.
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {inlineScriptHashes, INCLUDE_NAME, nginxInclude} from '../postbuild/csp.mjs';
import {DONE_MARKER} from '../postbuild/index.mjs';
import {precompress} from '../postbuild/precompress.mjs';
import {repoRoot} from '../lib/data.mjs';
import {htmlFiles} from '../lib/files.mjs';

const version = JSON.parse(
  readFileSync(path.join(repoRoot, 'node_modules', '@docusaurus', 'core', 'package.json'), 'utf8'),
).version;
const home = path.join(tmpdir(), `dapr-docs-bench-stock-docusaurus-${version}`);
const site = path.join(home, 'site');
const STOCK_BUILD = path.join(site, 'build');

/**
 * @param {string} command
 * @param {string[]} args
 * @param {string} cwd
 */
function run(command, args, cwd) {
  console.error(`[stock] ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {cwd, stdio: ['ignore', 'ignore', 'inherit']});
  if (result.status !== 0) throw new Error(`stock Docusaurus site: \`${command} ${args.join(' ')}\` failed in ${cwd}`);
}

/**
 * Builds the stock site unless a build is cached; returns its build folder,
 * with a CSP include that allows its own inline scripts and gzip files made
 * ahead, so our nginx configuration serves it as it serves ours.
 */
export function ensureStockBuild() {
  if (existsSync(path.join(STOCK_BUILD, DONE_MARKER))) return STOCK_BUILD;
  rmSync(home, {recursive: true, force: true});
  mkdirSync(home, {recursive: true});
  run('npx', ['--yes', `create-docusaurus@${version}`, 'site', 'classic', '--typescript', '--skip-install'], home);
  const pkgFile = path.join(site, 'package.json');
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
  pkg.dependencies['@docusaurus/faster'] = version;
  // Same pin as ours: the registry here lacks a version @docsearch/react asks for.
  pkg.overrides = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).overrides;
  writeFileSync(pkgFile, JSON.stringify(pkg, null, 2));
  const configFile = path.join(site, 'docusaurus.config.ts');
  const config = readFileSync(configFile, 'utf8');
  if (!/future:\s*{/.test(config)) throw new Error(`${configFile}: no future block to enable @docusaurus/faster in`);
  writeFileSync(configFile, config.replace(/future:\s*{/, 'future: {faster: true,'));
  run('npm', ['install', '--no-audit', '--no-fund'], site);
  run('npx', ['docusaurus', 'build'], site);
  const hashes = new Map();
  for (const file of htmlFiles(STOCK_BUILD)) {
    for (const hash of inlineScriptHashes(readFileSync(file, 'utf8'))) {
      hashes.set(hash, {kind: 'stock Docusaurus inline script', pages: (hashes.get(hash)?.pages ?? 0) + 1});
    }
  }
  writeFileSync(path.join(STOCK_BUILD, INCLUDE_NAME), nginxInclude({hashes, origins: []}));
  // Compressed ahead like ours, so both are served the same way. The stock
  // site has its own post-build: these two steps, not our pipeline, which
  // would reject its unreviewed inline scripts.
  precompress(STOCK_BUILD);
  writeFileSync(
    path.join(STOCK_BUILD, DONE_MARKER),
    `${JSON.stringify({steps: ['csp (stock inline scripts)', 'precompress']}, null, 2)}\n`,
  );
  return STOCK_BUILD;
}

// Run directly (npm test's step, the byte budgets' test): build unless cached, print the folder.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.stdout.write(ensureStockBuild());
}
