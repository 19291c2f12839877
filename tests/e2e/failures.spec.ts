import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {expect, open, scrollWindow, searchInput, test, waitForHydration} from './fixtures';

const jsDir = path.join(__dirname, '..', '..', 'build', 'assets', 'js');

/** Makes the search index requests fail: a server error, or a dropped connection. */
async function breakSearchIndex(page: Page, how: 'error' | 'abort'): Promise<void> {
  await page.route(/\/search-index[^/]*\.json/, (route) =>
    how === 'error'
      ? route.fulfill({status: 500, contentType: 'text/html', body: '<html><body>Internal Server Error</body></html>'})
      : route.abort('connectionreset'),
  );
}

/** Scrolls down the page and back up a little, so the navbar (hidden on scroll down) shows again. */
async function scrollInto(page: Page, y: number): Promise<void> {
  // Each scroll is handled before the next: the navbar shows on a scroll up.
  await scrollWindow(page, y + 300);
  await scrollWindow(page, y);
  await expect(searchInput(page)).toBeVisible();
}

/** Makes every page chunk fail to load (the runtime and main bundles still load). */
async function blockPageChunks(page: Page): Promise<void> {
  await page.route(/\/assets\/js\/(?!runtime~main|main\.)[^/]+\.js$/, (route) => route.abort('connectionrefused'));
}

test.describe('failure behaviour', () => {
  test('a page chunk that fails to load shows the error box, and Retry loads it and recovers', async ({page}) => {
    await blockPageChunks(page);
    await page.goto('/conductor/overview/architecture');
    const box = page.getByTestId('chunk-error');
    await expect(box).toBeVisible();
    await expect(box).toContainText('This page failed to load.');
    await expect(box).toContainText(/Loading chunk .* failed/);
    // The server-rendered text stays readable: the reader keeps their place.
    await expect(page.locator('h1')).toHaveText('Architecture');

    // Once the network is back, Retry loads the chunks and the page comes alive where it was.
    await page.unrouteAll({behavior: 'wait'});
    await page.evaluate(() => window.scrollTo(0, 400));
    await box.getByRole('button', {name: 'Retry'}).click();
    await waitForHydration(page);
    await expect(page.getByTestId('chunk-error')).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/conductor/overview/architecture');
  });

  test('a route that fails to load during navigation reloads the page at its address', async ({page}) => {
    await open(page, '/conductor');
    await blockPageChunks(page);
    const reloaded = page.waitForEvent('load');
    await page.locator('.theme-doc-sidebar-menu a', {hasText: 'FAQ'}).click();
    await reloaded;
    expect(new URL(page.url()).pathname).toBe('/conductor/faq');
    await expect(page.locator('h1')).toContainText(/FAQ|questions/i);
    await expect(page.getByTestId('chunk-error')).toBeVisible();
  });

  test('a slow navigation shows the progress bar and spinner until the page arrives', async ({page}) => {
    await open(page, '/conductor');
    // The new page's chunks are held back until the test has seen the progress indicators.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/js\/(?!runtime~main|main\.)[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.locator('.theme-doc-sidebar-menu a', {hasText: 'FAQ'}).click();
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    await expect(page.locator('#nprogress .spinner')).toBeVisible();
    // Nothing of the new page has arrived: the old page is still shown.
    await expect(page.locator('h1')).not.toContainText(/FAQ|questions/i);
    release();
    await expect(page.locator('h1')).toContainText(/FAQ|questions/i, {timeout: 10_000});
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('a render crash shows "This page crashed." with the error and Try again, and the reader can leave', async ({
    page,
  }) => {
    // Serve the markdown page's chunk with one string replaced by code that throws while rendering.
    const marker = 'children:"Reporting a problem"';
    const chunk = readdirSync(jsDir).find((f) => readFileSync(path.join(jsDir, f), 'utf8').includes(marker));
    expect(chunk, 'chunk of /markdown-page').toBeTruthy();
    await page.route(`**/assets/js/${chunk}`, async (route) => {
      const body = readFileSync(path.join(jsDir, chunk!), 'utf8').replace(
        marker,
        'children:(()=>{throw new Error("Simulated render crash")})()',
      );
      await route.fulfill({body, contentType: 'application/javascript'});
    });
    await page.goto('/markdown-page');
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    await expect(page.getByText('Simulated render crash').first()).toBeVisible();
    const tryAgain = page.getByRole('button', {name: 'Try again'});
    await expect(tryAgain).toBeVisible();
    await tryAgain.click(); // renders again; the cause is still there
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    // The navbar still works, so the reader is not stuck.
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Catalyst', exact: true}).click();
    await expect(page).toHaveURL(/\/catalyst$/);
    await expect(page.locator('h1')).toBeVisible();
  });

  test('with browser storage blocked the site still works, with one warning', async ({page}) => {
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      }
    });
    const warnings: string[] = [];
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(msg.text());
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    await open(page, '/catalyst/quickstart/state');
    // Language tabs and the colour toggle still work for this visit.
    await page.getByRole('tab', {name: 'Go'}).first().click();
    await expect(page.getByRole('tab', {name: 'Go'}).first()).toHaveAttribute('aria-selected', 'true');
    const before = await page.locator('html').getAttribute('data-theme');
    const toggle = page.getByRole('button', {name: /switch between dark and light mode/i});
    // The toggle cycles system -> light -> dark; within two clicks the mode changes.
    await toggle.click();
    if ((await page.locator('html').getAttribute('data-theme')) === before) await toggle.click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', before!);
    // Moving on inside the site does not repeat the warning.
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Conductor', exact: true}).click();
    await expect(page).toHaveURL(/\/conductor$/);
    expect(errors).toEqual([]);
    const storageWarnings = warnings.filter((w) => /storage is not available/i.test(w));
    expect(storageWarnings).toHaveLength(1);
  });

  test('a search index that fails to load says so, and Retry brings search back at the same place', async ({page}) => {
    await breakSearchIndex(page, 'error');
    await open(page, '/catalyst/concepts/appids');
    await scrollInto(page, 700);
    await searchInput(page).click();
    await searchInput(page).fill('state');
    const alert = page.getByTestId('search-failure');
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Search is unavailable: the search index did not load.');
    await expect(alert).toContainText(/not valid JSON|Unexpected token/);
    // The page the reader was on is untouched.
    await expect(page.locator('h1')).toHaveText('App IDs');
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(500);

    // Once the server answers again, Retry reloads the page where the reader was, and search works.
    await page.unrouteAll({behavior: 'wait'});
    const reloaded = page.waitForEvent('load');
    await alert.getByRole('button', {name: 'Retry'}).click();
    await reloaded;
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe('/catalyst/concepts/appids');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
    await scrollInto(page, await page.evaluate(() => window.scrollY));
    await searchInput(page).click();
    await searchInput(page).fill('state');
    await expect(page.locator('.navbar [role="listbox"] [role="option"]').first()).toBeVisible({timeout: 20_000});
    await expect(page.getByTestId('search-failure')).toHaveCount(0);
  });

  test('a dropped search index connection says so and can be dismissed; the page keeps working', async ({page}) => {
    await breakSearchIndex(page, 'abort');
    await open(page, '/conductor/faq');
    await searchInput(page).hover();
    await searchInput(page).click();
    const alert = page.getByTestId('search-failure');
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(/Failed to fetch/);
    await alert.getByRole('button', {name: 'Close'}).click();
    await expect(alert).toHaveCount(0);
    // The rest of the site works.
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Catalyst', exact: true}).click();
    await expect(page).toHaveURL(/\/catalyst$/);
  });

  test('the search page with a failing index says so instead of showing no results, and Retry recovers', async ({
    page,
  }) => {
    await breakSearchIndex(page, 'error');
    await page.goto('/search?q=workflow');
    await waitForHydration(page);
    const alert = page.getByTestId('search-failure');
    await expect(alert).toBeVisible();
    await page.unrouteAll({behavior: 'wait'});
    await alert.getByRole('button', {name: 'Retry'}).click();
    await waitForHydration(page);
    await expect(page.getByText(/^\d+ documents? found$/)).toBeVisible({timeout: 20_000});
    expect(new URL(page.url()).search).toBe('?q=workflow');
  });
});
