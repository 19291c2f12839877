// What the benchmarks (scripts/bench/) share: building unless
// --no-build is passed, serving build/ with the production nginx
// configuration on a free loopback port (scripts/lib/nginx-server.mjs),
// Chromium and its flags (scripts/lib/chromium.mjs), and printing a table of
// figures.
import {spawnSync} from 'node:child_process';
import {repoRoot} from '../lib/data.mjs';
import {startNginx} from '../lib/nginx-server.mjs';

export {CHROME, CHROME_ARGS, chromeLauncherFlags} from '../lib/chromium.mjs';
export const KiB = 1024;

export const kib = (/** @type {number} */ b) => `${(b / KiB).toFixed(1)} KiB`;
export const ratio = (/** @type {number} */ a, /** @type {number} */ b) => `${(a / b).toFixed(2)}x`;

/** Runs `npm run build` unless --no-build was passed; exits on failure. */
export function buildUnlessSkipped() {
  if (process.argv.includes('--no-build')) return;
  const build = spawnSync('npm', ['run', 'build'], {cwd: repoRoot, stdio: 'inherit'});
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * Serves build/ (or another build folder) with nginx on a free port.
 * @param {string} [buildDir]
 * @returns {Promise<{base: string, stop: () => Promise<void>}>}
 */
export async function serveBuild(buildDir) {
  const {origin, stop} = await startNginx({buildDir});
  return {base: origin, stop};
}

/**
 * Prints rows under a header as aligned columns.
 * @param {string[]} header
 * @param {unknown[][]} rows
 */
export function printTable(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => String(row[i]).length)));
  const line = (/** @type {unknown[]} */ cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}
