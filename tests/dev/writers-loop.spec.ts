import {spawn, type ChildProcess} from 'node:child_process';
import {cpSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import path from 'node:path';
import {test, expect, type Page} from '@playwright/test';

/**
 * The writers' loop (plugins/regenerate.ts): under `npm start`, saving a file
 * in data/ or openapi/ regenerates the pages it feeds, and the open page
 * shows the change without a reload or a restart. A broken file is reported
 * in the terminal and the pages stay as they were.
 *
 * The test edits files, so it runs `npm start` in a copy of the site
 * (.dev-site/, git-ignored, removed afterwards); the copy finds its packages
 * in the repository's node_modules and keeps its own bundler cache.
 */

const repo = path.join(__dirname, '..', '..');
const site = path.join(repo, '.dev-site');
/** Not copied: installed, built, generated for tests, or the copy itself. */
const NOT_COPIED = new Set([
  'node_modules',
  'build',
  '.docusaurus',
  '.git',
  '.api-staging',
  '.dev-site',
  'test-results',
  'bench-results',
  'playwright-report',
]);

const CLI_FILE = 'data/cli/catalyst/appid.yaml';
const CLI_PAGE = '/catalyst/references/cli-reference/appid/create';
const CLI_TEXT = 'Project to create the App ID in.';
const API_FILE = 'openapi/catalyst.yaml';
const API_PAGE = '/catalyst/api/get-state';
const API_TEXT = 'Read the value stored under one key in a state store.';

test.describe.configure({mode: 'serial'});

let server: ChildProcess;
let output = '';
let baseURL = '';

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

/** Resolves when the dev server's output (from `from` on) matches `pattern`. */
function serverSays(pattern: RegExp, from: number, timeout: number): Promise<string> {
  return new Promise((resolve, reject) => {
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
}

function edit(file: string, from: string, to: string): void {
  const full = path.join(site, file);
  const text = readFileSync(full, 'utf8');
  if (!text.includes(from)) throw new Error(`${file}: "${from}" not found`);
  writeFileSync(full, text.replace(from, to));
}

/** Marks the open document, to tell an in-place update from a reload. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, {__sameDocument: true}));
}

async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as {__sameDocument?: boolean}).__sameDocument === true);
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  rmSync(site, {recursive: true, force: true});
  for (const entry of readdirSync(repo)) {
    if (!NOT_COPIED.has(entry)) cpSync(path.join(repo, entry), path.join(site, entry), {recursive: true});
  }
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  // Exactly what a writer runs; `prestart` generates every reference page first.
  server = spawn('npm', ['start', '--', '--no-open', '--host', '127.0.0.1', '--port', String(port)], {
    cwd: site,
    detached: true,
    env: {...process.env, BROWSER: 'none', FORCE_COLOR: '0', NO_COLOR: '1'},
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await serverSays(/compiled successfully/, 0, 230_000);
});

test.afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    await exited;
  }
  rmSync(site, {recursive: true, force: true});
});

test('an edit to a CLI data file shows in the open page without a reload', async ({page}) => {
  test.setTimeout(120_000);
  await page.goto(baseURL + CLI_PAGE);
  await expect(page.getByText(CLI_TEXT)).toBeVisible();
  await markDocument(page);

  const from = output.length;
  edit(CLI_FILE, CLI_TEXT, 'Project the new App ID belongs to (edited).');
  await serverSays(/\[regenerate\] data\/cli\/catalyst\/appid\.yaml changed/, from, 30_000);
  await expect(page.getByText('Project the new App ID belongs to (edited).')).toBeVisible({timeout: 60_000});
  await expect(page.getByText(CLI_TEXT)).toHaveCount(0);
  expect(await sameDocument(page), 'the page was reloaded instead of updated').toBe(true);
  // Only the pages whose content changed are rewritten: one command page.
  expect(output.slice(from)).toMatch(/\[regenerate\] ✔ [^\n]*CLI[^\n]*\(1 written\)/);
});

test('a broken data file is reported with its name; the page stays, and the next good save shows', async ({page}) => {
  test.setTimeout(120_000);
  await page.goto(baseURL + CLI_PAGE);
  await expect(page.getByText('Project the new App ID belongs to (edited).')).toBeVisible();
  await markDocument(page);

  const broken = output.length;
  edit(CLI_FILE, 'subcommands:', 'subcommands: [unclosed\n  oops: {');
  const report = await serverSays(/\[regenerate\] ✖[^\n]*\n[^\n]*/, broken, 30_000);
  expect(report).toContain(CLI_FILE.split('/').pop());
  await expect(page.getByText('Project the new App ID belongs to (edited).')).toBeVisible();

  const fixed = output.length;
  edit(CLI_FILE, 'subcommands: [unclosed\n  oops: {', 'subcommands:');
  edit(CLI_FILE, 'Project the new App ID belongs to (edited).', 'Project of the App ID (edited again).');
  await serverSays(/\[regenerate\] data\/cli\/catalyst\/appid\.yaml changed/, fixed, 30_000);
  await expect(page.getByText('Project of the App ID (edited again).')).toBeVisible({timeout: 60_000});
  expect(await sameDocument(page), 'the page was reloaded instead of updated').toBe(true);
  expect(server.exitCode, 'the dev server stopped').toBeNull();
});

test('an edit to the OpenAPI file shows in the open API page without a reload', async ({page}) => {
  test.setTimeout(150_000);
  await page.goto(baseURL + API_PAGE);
  await expect(page.getByText(API_TEXT)).toBeVisible();
  await markDocument(page);

  const from = output.length;
  edit(API_FILE, API_TEXT, 'Read the value of one key in a state store (edited).');
  await serverSays(/\[regenerate\] openapi\/catalyst\.yaml changed/, from, 30_000);
  await expect(page.getByText('Read the value of one key in a state store (edited).')).toBeVisible({timeout: 90_000});
  expect(await sameDocument(page), 'the page was reloaded instead of updated').toBe(true);
});
