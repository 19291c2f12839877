// What the benchmarks (scripts/bench*.mjs) share: building unless
// --no-build is passed, serving build/ with the production nginx
// configuration on a free loopback port, Chromium's flags, and printing a
// table of figures.
import {spawn, spawnSync} from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import {repoRoot} from './data.mjs';

export const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const KiB = 1024;

export const kib = (/** @type {number} */ b) => `${(b / KiB).toFixed(1)} KiB`;
export const ratio = (/** @type {number} */ a, /** @type {number} */ b) => `${(a / b).toFixed(2)}x`;

/** Runs `npm run build` unless --no-build was passed; exits on failure. */
export function buildUnlessSkipped() {
  if (process.argv.includes('--no-build')) return;
  const build = spawnSync('npm', ['run', 'build'], {cwd: repoRoot, stdio: 'inherit'});
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** @returns {Promise<number>} */
export async function freePort() {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const {port} = /** @type {net.AddressInfo} */ (srv.address());
      srv.close(() => resolve(port));
    });
  });
}

/**
 * @param {string} url
 * @param {number} [ms]
 */
async function waitFor(url, ms = 15000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${url} did not start`);
}

/**
 * Serves build/ (or another build folder) with scripts/serve-nginx.mjs on a free port.
 * @returns {Promise<{base: string, stop: () => void}>}
 */
export async function serveBuild(buildDir = path.join(repoRoot, 'build')) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'serve-nginx.mjs')], {
    env: {...process.env, PORT: String(port), BUILD_DIR: buildDir},
    stdio: 'ignore',
  });
  try {
    await waitFor(`${base}/`);
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  return {base, stop: () => server.kill('SIGTERM')};
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
