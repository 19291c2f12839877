// Starts scripts/serve-nginx.mjs on a free loopback port for scripts that need
// the built site served as deployed (the link check, the load test), and
// stops it again.
import {spawn} from 'node:child_process';
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
 * Serves build/ with deploy/nginx.conf on `port` (a free one by default).
 * Resolves once nginx answers, with {origin, port, stop()}.
 * @param {{port?: number, env?: Record<string, string>}} [options]
 * @returns {Promise<{origin: string, port: number, stop: () => Promise<void>}>}
 */
export async function startNginx({port, env = {}} = {}) {
  const chosen = port ?? (await freePort());
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'serve-nginx.mjs')], {
    env: {...process.env, ...env, PORT: String(chosen)},
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
  const origin = `http://127.0.0.1:${chosen}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (exited !== null) throw new Error(`nginx exited with code ${exited} before serving ${origin}`);
    try {
      const res = await fetch(`${origin}/`);
      await res.arrayBuffer();
      if (res.ok) break;
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
