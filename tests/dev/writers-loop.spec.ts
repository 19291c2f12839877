import {expect, type Page} from '@playwright/test';
import {edit, modifiedDay, test, watcherReady} from './devServer';

/**
 * The writers' loop (plugins/regenerate.ts): under `npm start`, saving a file
 * in data/ or openapi/ regenerates the pages it feeds, and the open page
 * shows the change without a reload or a restart. A broken file is reported
 * in the terminal and the pages stay as they were.
 *
 * The test edits files, so it runs `npm start` in a copy of the site
 * (tests/dev/devServer.ts): the server dev-search.spec.ts searched, with
 * search on as a writer runs it, so each save here also builds the search
 * index again in the background.
 */

const CLI_FILE = 'data/cli/catalyst/appid.yaml';
const CLI_PAGE = '/catalyst/references/cli-reference/appid/create';
const CLI_TEXT = 'Project to create the App ID in.';
const API_FILE = 'openapi/catalyst.yaml';
const API_PAGE = '/catalyst/api/get-state';
const API_TEXT = 'Read the value stored under one key in a state store.';

test.describe.configure({mode: 'serial'});

/** Marks the open document, to tell an in-place update from a reload. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, {__sameDocument: true}));
}

async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as {__sameDocument?: boolean}).__sameDocument === true);
}

test('an edit to a CLI data file shows in the open page without a reload', async ({page, dev}) => {
  test.setTimeout(120_000);
  await page.goto(dev.baseURL + CLI_PAGE);
  await expect(page.getByText(CLI_TEXT)).toBeVisible();
  await markDocument(page);

  const from = dev.output().length;
  const copiedOn = modifiedDay(CLI_FILE);
  edit(CLI_FILE, CLI_TEXT, 'Project the new App ID belongs to (edited).');
  const savedOn = modifiedDay(CLI_FILE);
  await dev.says(/\[regenerate\] data\/cli\/catalyst\/appid\.yaml changed/, from, 30_000);
  await expect(page.getByText('Project the new App ID belongs to (edited).')).toBeVisible({timeout: 60_000});
  await expect(page.getByText(CLI_TEXT)).toHaveCount(0);
  expect(await sameDocument(page), 'the page was reloaded instead of updated').toBe(true);
  // Only the pages whose content changed are rewritten: one command page, unless the save came on
  // another day (UTC) than the copy, which dates every page of the file anew.
  const written = Number(/\[regenerate\] ✔ [^\n]*CLI[^\n]*\((\d+) written\)/.exec(dev.output().slice(from))?.[1]);
  if (savedOn === copiedOn) expect(written, 'CLI pages written').toBe(1);
  else expect(written, `CLI pages written after a save on ${savedOn} of a copy made on ${copiedOn}`).toBeGreaterThan(1);
});

test('a broken data file is reported with its name; the page stays, and the next good save shows', async ({
  page,
  dev,
}) => {
  test.setTimeout(120_000);
  await page.goto(dev.baseURL + CLI_PAGE);
  await expect(page.getByText('Project the new App ID belongs to (edited).')).toBeVisible();
  await markDocument(page);

  const broken = dev.output().length;
  edit(CLI_FILE, 'subcommands:', 'subcommands: [unclosed\n  oops: {');
  const report = await dev.says(/\[regenerate\] ✖[^\n]*\n[^\n]*/, broken, 30_000);
  expect(report).toContain(CLI_FILE.split('/').pop());
  await expect(page.getByText('Project the new App ID belongs to (edited).')).toBeVisible();

  // The watcher ignores the file for 50 ms after the broken save (tests/dev/devServer.ts, watcherReady).
  await watcherReady(dev.baseURL);
  const fixed = dev.output().length;
  edit(CLI_FILE, 'subcommands: [unclosed\n  oops: {', 'subcommands:');
  edit(CLI_FILE, 'Project the new App ID belongs to (edited).', 'Project of the App ID (edited again).');
  await dev.says(/\[regenerate\] data\/cli\/catalyst\/appid\.yaml changed/, fixed, 30_000);
  await expect(page.getByText('Project of the App ID (edited again).')).toBeVisible({timeout: 60_000});
  expect(await sameDocument(page), 'the page was reloaded instead of updated').toBe(true);
  expect(dev.process.exitCode, 'the dev server stopped').toBeNull();
});

test('an edit to the OpenAPI file shows in the open API page without a reload', async ({page, dev}) => {
  test.setTimeout(150_000);
  await page.goto(dev.baseURL + API_PAGE);
  await expect(page.getByText(API_TEXT)).toBeVisible();
  await markDocument(page);

  const from = dev.output().length;
  edit(API_FILE, API_TEXT, 'Read the value of one key in a state store (edited).');
  await dev.says(/\[regenerate\] openapi\/catalyst\.yaml changed/, from, 30_000);
  await expect(page.getByText('Read the value of one key in a state store (edited).')).toBeVisible({timeout: 90_000});
  expect(await sameDocument(page), 'the page was reloaded instead of updated').toBe(true);
});
