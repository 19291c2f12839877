import {spawn} from 'node:child_process';
import {copyFileSync, createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {copySiteSources} from '../../scripts/lib/site-copy.mjs';
import devSearchLoader from './devSearchLoader.cjs';

/**
 * Search under `npm start`, with the index a production build would have.
 *
 * The search plugin builds its index from the built HTML after `docusaurus
 * build`, and its client does nothing in development. So, when the dev server
 * starts, this plugin builds the site once in the background, in a copy of it
 * (`.dev-search/site/`, so the build's generated files never touch the dev
 * server's), at the lowest CPU priority, and keeps the indexes it writes
 * (after the same post-build trim of the all-areas and Catalyst indexes,
 * scripts/postbuild/search-indexes.mjs). The dev server passes index requests to a
 * small server of this plugin's, which answers once the index is ready: the
 * box shows its loading ring until then (about two minutes on a two-core
 * machine the first time, faster once the build cache is warm). A loader
 * (patches/search-local/devSearchLoader.cjs) turns the plugin's client on in development.
 *
 * Saving a page, a data file or the OpenAPI file builds the index again,
 * 20 seconds after the last change (`DOCS_DEV_SEARCH_WAIT`, in seconds); pages
 * opened after that search the new one. A failed build is reported in the terminal, with its log in
 * `.dev-search/build.log`, and the box shows the error.
 *
 * `DOCS_DEV_SEARCH=off npm start` leaves all of this out.
 */

/** What the pages are made from: a change to any of them builds the index again. */
const SOURCES = ['docs-*/**/*', 'data/**/*', 'openapi/**/*', 'src/pages/**/*'];

/** How long after the last save the index is built again: DOCS_DEV_SEARCH_WAIT seconds, 20 unless set. */
function quietMs(): number {
  const value = process.env.DOCS_DEV_SEARCH_WAIT;
  if (value === undefined || value === '') return 20_000;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 0)
    throw new Error(`DOCS_DEV_SEARCH_WAIT must be a number of seconds, 0 or more; it is "${value}"`);
  return seconds * 1000;
}
const INDEX_FILE = /^search-index[\w-]*\.json$/;

type State = {
  server: Server;
  target: string;
  /** Settles when the index being built is ready (or the build failed). */
  current: Promise<void>;
  ready: boolean;
  error: string | null;
  running: boolean;
  again: boolean;
  timer?: NodeJS.Timeout;
};

// Docusaurus creates the plugins again when the site reloads; the server and
// the build outlive that, once per dev server process.
const STATE = Symbol.for('diagrid-docs.devSearch');
type Global = typeof globalThis & {[STATE]?: Promise<State>};

function log(line: string): void {
  console.log(`[dev-search] ${line}`);
}

/** Runs a command in `cwd` at the lowest priority, its output appended to `logFile`. */
function run(command: string[], cwd: string, logFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const out = createWriteStream(logFile, {flags: 'a'});
    const env: NodeJS.ProcessEnv = {...process.env, NODE_ENV: 'production', FORCE_COLOR: '0'};
    delete env.DOCS_STRICT;
    const child = spawn('nice', ['-n', '19', ...command], {cwd, env, stdio: ['ignore', 'pipe', 'pipe']});
    child.stdout.pipe(out, {end: false});
    child.stderr.pipe(out, {end: false});
    child.on('error', reject);
    child.on('exit', (code) => {
      out.end();
      if (code === 0) resolve();
      else reject(new Error(`${command.slice(1).join(' ')} exited with code ${code}`));
    });
  });
}

/** The last lines of a log, for the terminal. */
function tail(file: string, lines = 15): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

async function buildIndex(siteDir: string, work: string): Promise<void> {
  const copy = path.join(work, 'site');
  const indexDir = path.join(work, 'index');
  const logFile = path.join(work, 'build.log');
  rmSync(logFile, {force: true});
  // A fresh copy of the sources; the copy's node_modules/.cache (the bundler's cache) is kept.
  mkdirSync(copy, {recursive: true});
  for (const entry of readdirSync(copy))
    if (entry !== 'node_modules') rmSync(path.join(copy, entry), {recursive: true, force: true});
  copySiteSources(siteDir, copy);
  await run([process.execPath, require.resolve('@docusaurus/core/bin/docusaurus.mjs'), 'build'], copy, logFile);
  await run([process.execPath, path.join('scripts', 'postbuild', 'search-indexes.mjs')], copy, logFile);
  const built = path.join(copy, 'build');
  const files = readdirSync(built).filter((f) => INDEX_FILE.test(f));
  if (files.length === 0) throw new Error('the build wrote no search index');
  mkdirSync(indexDir, {recursive: true});
  for (const f of readdirSync(indexDir)) rmSync(path.join(indexDir, f), {force: true});
  for (const f of files) copyFileSync(path.join(built, f), path.join(indexDir, f));
  rmSync(built, {recursive: true, force: true});
}

/** Builds now, or once the build in progress ends; one build at a time. */
function rebuild(state: State, siteDir: string, work: string): void {
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = true;
  const started = Date.now();
  log(
    state.ready
      ? 'sources changed: building the search index again'
      : 'building the search index in the background; search answers once it is ready',
  );
  state.current = buildIndex(siteDir, work).then(
    () => {
      state.ready = true;
      state.error = null;
      log(`search index ready (${Math.round((Date.now() - started) / 1000)} s)`);
    },
    (error: Error) => {
      state.error = `building the search index failed: ${error.message}`;
      log(
        `✖ ${state.error}\n${tail(path.join(work, 'build.log'))}\n  (whole log: ${path.relative(siteDir, path.join(work, 'build.log'))})`,
      );
    },
  );
  void state.current.then(() => {
    state.running = false;
    if (state.again) {
      state.again = false;
      rebuild(state, siteDir, work);
    }
  });
}

async function start(siteDir: string): Promise<State> {
  const work = path.join(siteDir, '.dev-search');
  const indexDir = path.join(work, 'index');
  const server = createServer((req, res) => {
    const name = path.posix.basename(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (!INDEX_FILE.test(name)) {
      res.writeHead(404).end();
      return;
    }
    const answer = (): void => {
      const file = path.join(indexDir, name);
      if (state.error && !state.ready) {
        res
          .writeHead(500, {'content-type': 'text/plain'})
          .end(`Search under npm start: ${state.error} (see the terminal)`);
      } else if (existsSync(file)) {
        res.writeHead(200, {'content-type': 'application/json', 'cache-control': 'no-store'}).end(readFileSync(file));
      } else {
        res.writeHead(404, {'content-type': 'text/plain'}).end(`Search under npm start: no ${name} in the index`);
      }
    };
    // The first build: wait for it, so the box loads rather than failing.
    if (state.ready) answer();
    else void state.current.then(answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string')
    throw new Error('patches/search-local/devSearch.ts: the index server has no port');
  // The dev server exits without closing plugins; do not keep the process alive for this server.
  server.unref();
  const state: State = {
    server,
    target: `http://127.0.0.1:${address.port}`,
    current: Promise.resolve(),
    ready: false,
    error: null,
    running: false,
    again: false,
  };
  rebuild(state, siteDir, work);
  return state;
}

export default async function devSearchPlugin(context: LoadContext): Promise<Plugin | null> {
  if (process.env.NODE_ENV !== 'development' || process.env.DOCS_DEV_SEARCH === 'off') return null;
  const {siteDir, baseUrl} = context;
  const quiet = quietMs();
  const shared = globalThis as Global;
  let state: State;
  let loads = 0;
  return {
    name: 'dev-search',
    getPathsToWatch: () => SOURCES.map((glob) => path.join(siteDir, glob)),
    // Called once when the site loads and again when a watched file changes. The
    // first build starts here, not when the plugin is created: other commands
    // create the plugins too (`docusaurus gen-api-docs`, which `npm start` runs
    // to generate the API reference, in development mode), and must not build
    // the site behind them.
    async loadContent() {
      loads += 1;
      state = await (shared[STATE] ??= start(siteDir));
      if (loads === 1) return;
      clearTimeout(state.timer);
      state.timer = setTimeout(() => rebuild(state, siteDir, path.join(siteDir, '.dev-search')), quiet);
      state.timer.unref();
    },
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [{test: devSearchLoader.FILES, use: [require.resolve('./devSearchLoader.cjs')]}],
        },
        devServer: {
          proxy: [
            {
              context: (p: string) => p.startsWith(baseUrl) && INDEX_FILE.test(p.slice(baseUrl.length)),
              target: state.target,
            },
          ],
        },
      };
    },
  };
}
