import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, type Page} from '@playwright/test';
import {searchResultTargets, waitForHydration} from '../e2e/fixtures';
import {edit, repo, test} from './devServer';

/**
 * Search under `npm start` (patches/search-local/devSearch.ts): the dev server builds the
 * site's search index in the background, and the box, the Ctrl/Cmd+K
 * shortcut and the search page work with it. A writer who searches before it
 * is ready waits in the box rather than getting an error. The index is the
 * one `npm run build` writes (same plugin, same options, same post-build
 * trim), and saving a page builds it again.
 */

test.describe.configure({mode: 'serial'});

const box = (page: Page) => page.locator('.navbar input.navbar__search-input').first();
const options = (page: Page) => page.locator('.navbar [role="listbox"] [role="option"]');

test('a search typed right after the server starts answers once the index is built', async ({page, dev}) => {
  test.setTimeout(600_000);
  // The server has just started (tests/dev/devServer.ts): its first index is still being built.
  expect(dev.output()).not.toMatch(/\[dev-search\] search index ready/);
  await page.goto(dev.baseURL + '/conductor/overview/architecture');
  await box(page).click();
  await page.keyboard.type('advisor');
  // The first build takes a minute or more on two cores; the box waits for it.
  await expect(options(page).first()).toBeVisible({timeout: 540_000});
  expect(dev.output()).toMatch(/\[dev-search\] search index ready/);
  // The advisor page, as in the build.
  expect(await searchResultTargets(page, 'advisor', 8)).toContain('/conductor/insights/advisor');
});

test('the dev index is the one the production build writes', async ({request, dev}) => {
  // build/ is the strict production build of the same sources, made earlier by npm test.
  for (const name of ['search-index-conductor.json', 'search-index-catalyst.json', 'search-index.json']) {
    const served = await request.get(`${dev.baseURL}/${name}`);
    expect(served.status(), name).toBe(200);
    const built = JSON.parse(readFileSync(path.join(repo, 'build', name), 'utf8'));
    expect(await served.json(), `${name}: dev index differs from build/${name}`).toEqual(built);
  }
});

test('the search page and Ctrl+K work under npm start', async ({page, dev}) => {
  await page.goto(dev.baseURL + '/search?q=dapr.io%2Fapp-id');
  await expect(page.locator('.main-wrapper a[href*="/enterprise-dapr/d3e/installation-guide"]').first()).toBeVisible({
    timeout: 30_000,
  });
  await page.goto(dev.baseURL + '/enterprise-dapr');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await expect(box(page)).toBeFocused();
  expect((await searchResultTargets(page, 'D3E_LICENSE', 8)).map((t) => t.replace(/#.*$/, ''))).toContain(
    '/enterprise-dapr/d3e/installation-guide',
  );
});

test('saving a page builds the index again, and a page opened afterwards finds the new words', async ({page, dev}) => {
  test.setTimeout(420_000);
  const from = dev.output().length;
  edit(
    'docs-conductor/overview/architecture.mdx',
    '\n## ',
    '\nThe quartzfeather relay is a made-up word for this test.\n\n## ',
  );
  await dev.says(/\[dev-search\] sources changed: building the search index again/, from, 60_000);
  await dev.says(/\[dev-search\] search index ready/, from, 360_000);
  await page.goto(dev.baseURL + '/conductor');
  expect((await searchResultTargets(page, 'quartzfeather', 8)).map((t) => t.replace(/#.*$/, ''))).toContain(
    '/conductor/overview/architecture',
  );
});
