import {spawn, type ChildProcess} from 'node:child_process';
import {readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import path from 'node:path';
import {test as base} from '@playwright/test';
import {copySiteSources} from '../../scripts/lib/site-copy.mjs';

/**
 * `npm start` in a copy of the site (.dev-site/, git-ignored, removed
 * afterwards), as a writer runs it. The specs edit files, so they never touch
 * the repository's own; the copy finds its packages in the repository's
 * node_modules and keeps its own bundler cache.
 */
export const repo = path.join(__dirname, '..', '..');
const site = path.join(repo, '.dev-site');
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export type DevServer = {
  baseURL: string;
  process: ChildProcess;
  /** Everything the server printed so far. */
  output(): string;
  /** Resolves when the output (from `from` on) matches `pattern`. */
  says(pattern: RegExp, from: number, timeout: number): Promise<string>;
  stop(): Promise<void>;
};

/** Resolves once no process of the group `pgid` runs; sends SIGKILL to what is left after 10 s. */
async function groupGone(pgid: number): Promise<void> {
  const alive = (): boolean => {
    try {
      process.kill(-pgid, 0);
      return true;
    } catch {
      return false;
    }
  };
  for (let waited = 0; alive(); waited += 100) {
    if (waited === 10_000) {
      try {
        process.kill(-pgid, 'SIGKILL');
      } catch {
        // Gone meanwhile.
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Copies the site and runs `npm start` in the copy; resolves once the first compile is done. */
async function startDevServer(env: Record<string, string> = {}): Promise<DevServer> {
  rmSync(site, {recursive: true, force: true});
  copySiteSources(repo, site);
  const port = await freePort();
  let output = '';
  // Exactly what a writer runs; `prestart` generates every reference page first.
  const server = spawn('npm', ['start', '--', '--no-open', '--host', '127.0.0.1', '--port', String(port)], {
    cwd: site,
    detached: true,
    env: {...process.env, BROWSER: 'none', FORCE_COLOR: '0', NO_COLOR: '1', ...env},
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const says = (pattern: RegExp, from: number, timeout: number): Promise<string> =>
    new Promise((resolve, reject) => {
      const check = (): boolean => {
        const match = pattern.exec(output.slice(from));
        if (match) resolve(match[0]);
        return Boolean(match);
      };
      if (check()) return;
      const onData = (): void => {
        if (check()) done();
      };
      const onExit = (code: number | null): void => {
        done();
        reject(new Error(`npm start exited (${code}) before printing ${pattern}:\n${output.slice(-3000)}`));
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`npm start did not print ${pattern} within ${timeout} ms:\n${output.slice(-3000)}`));
      }, timeout);
      const done = (): void => {
        clearTimeout(timer);
        server.stdout?.off('data', onData);
        server.stderr?.off('data', onData);
        server.off('exit', onExit);
      };
      server.stdout?.on('data', onData);
      server.stderr?.on('data', onData);
      server.once('exit', onExit);
    });

  const stop = async (): Promise<void> => {
    if (server.pid && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      // The whole process group: npm, docusaurus and any background build.
      process.kill(-server.pid, 'SIGTERM');
      await exited;
    }
    // A search index build that a save started can outlive npm by a moment, still writing into
    // the copy: wait until nothing of the group runs (killing what is left after 10 s).
    if (server.pid) await groupGone(server.pid);
    rmSync(site, {recursive: true, force: true, maxRetries: 5, retryDelay: 200});
  };

  await says(/compiled successfully/, 0, 230_000);
  return {baseURL: `http://127.0.0.1:${port}`, process: server, output: () => output, says, stop};
}

/**
 * One `npm start` for the whole tier, shared by the specs: tests/dev/ runs in one
 * worker, file by file in name order, so dev-search.spec.ts meets the server
 * as it starts (before its first search index) and writers-loop.spec.ts edits
 * it afterwards, with search on as a writer runs it. A test that fails ends
 * its worker, and the next spec gets a server of its own. The search index is
 * built again 2 s after a save rather than 20 (DOCS_DEV_SEARCH_WAIT).
 */
export const test = base.extend<object, {dev: DevServer}>({
  dev: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function uses from this pattern.
    async ({}, use) => {
      const dev = await startDevServer({DOCS_DEV_SEARCH_WAIT: '2'});
      await use(dev);
      await dev.stop();
    },
    {scope: 'worker', timeout: 240_000},
  ],
});

/**
 * Resolves once the dev server's file watcher reports the next save of a file
 * it has just reported. Docusaurus watches with chokidar 3, which drops a
 * file's change events for 50 ms after one it emitted (`_throttle(EV_CHANGE,
 * path, 50)` in `index.js`; 5 ms more in `lib/nodefs-handler.js`), with no
 * later event for what it dropped, and clears that on a timer of the server's
 * event loop. A writer never saves twice within 50 ms; a test that saves as
 * soon as the server has answered the previous save can, and its save is then
 * lost (with chokidar 3.6 alone: a second save 0 to 10 ms after the first
 * was reported gave no event, 50 ms after gave one). A request the server
 * answers after it was sent more than 50 ms after this call comes from a turn
 * of its event loop that ran that timer first.
 */
export async function watcherReady(baseURL: string): Promise<void> {
  const due = Date.now() + 50;
  for (;;) {
    const sent = Date.now();
    await fetch(new URL('/img/favicon.svg', baseURL));
    if (sent > due) return;
  }
}

/**
 * The day (UTC) a file of the copy was last modified. Outside git, a generated page's
 * last-update date is its source's (scripts/lib/data.mjs, lastChanged), so a save on another
 * day than the copy was made dates every page of that source anew.
 */
export function modifiedDay(file: string): string {
  return statSync(path.join(site, file)).mtime.toISOString().slice(0, 10);
}

/** Replaces text in a file of the copy; fails if the text is not there. */
export function edit(file: string, from: string, to: string): void {
  const full = path.join(site, file);
  const text = readFileSync(full, 'utf8');
  if (!text.includes(from)) throw new Error(`${file}: "${from}" not found`);
  writeFileSync(full, text.replace(from, to));
}
