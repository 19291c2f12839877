// Starts scripts/serve/nginx.mjs on a free loopback port for whatever needs
// the built site served as deployed (the link check, the benchmarks, the
// end-to-end test of the TLS headers), and stops it again. The one place
// that knows how to start it and when it is ready.
import {spawn} from 'node:child_process';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import {repoRoot} from './data.mjs';

/**
 * A TCP port that is free on 127.0.0.1 right now.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * The status of GET `url`, body discarded; with TLS the server's throw-away
 * certificate is accepted.
 * @param {string} url
 * @returns {Promise<number>}
 */
function statusOf(url) {
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve, reject) => {
    client
      .get(url, {rejectUnauthorized: false}, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

/**
 * Serves a build with deploy/nginx.conf on `port` (a free one by default).
 * Resolves once nginx answers, with {origin, port, stop()}.
 * - buildDir: the folder to serve (default build/; BUILD_DIR of scripts/serve/nginx.mjs)
 * - tls: listen with TLS and a throw-away certificate (TLS=1); origin is then https://
 * - env: more environment for the server process
 * @param {{port?: number, buildDir?: string, tls?: boolean, env?: Record<string, string>}} [options]
 * @returns {Promise<{origin: string, port: number, stop: () => Promise<void>}>}
 */
export async function startNginx({port, buildDir, tls = false, env = {}} = {}) {
  const chosen = port ?? (await freePort());
  /** @type {Record<string, string>} */
  const serverEnv = {...env, PORT: String(chosen)};
  if (buildDir !== undefined) serverEnv.BUILD_DIR = path.resolve(buildDir);
  if (tls) serverEnv.TLS = '1';
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'serve', 'nginx.mjs')], {
    env: {...process.env, ...serverEnv},
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  /**
   * The exit code, or the signal that ended it: set once the server process is gone.
   * @type {number | NodeJS.Signals | null}
   */
  let exited = null;
  child.on('exit', (code, signal) => {
    exited = code ?? signal;
  });
  const origin = `${tls ? 'https' : 'http'}://127.0.0.1:${chosen}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (exited !== null) throw new Error(`nginx exited with code ${exited} before serving ${origin}`);
    try {
      const status = await statusOf(`${origin}/`);
      if (status >= 200 && status < 300) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`nginx did not answer on ${origin} within 15 s`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  /** @returns {Promise<void>} */
  const stop = () =>
    new Promise((resolve) => {
      if (exited !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return {origin, port: chosen, stop};
}
