import {expect, layoutShift, open, recordLayoutShift, test} from './fixtures';

const bar = '.theme-announcement-bar';

test.describe('announcement bar', () => {
  test('shows until dismissed, and stays dismissed across pages and reloads', async ({page}) => {
    await open(page, '/');
    await expect(page.locator(bar)).toBeVisible();
    await expect(page.locator(bar)).toContainText('diagrid dev run');
    await page.locator(bar).getByRole('button', {name: /close/i}).click();
    await expect(page.locator(bar)).toBeHidden();
    await page.reload();
    await expect(page.locator(bar)).toBeHidden();
    await open(page, '/catalyst');
    await expect(page.locator(bar)).toBeHidden();
  });

  test('is about Catalyst: it shows on the home page and Catalyst pages only', async ({page}) => {
    for (const path of ['/', '/catalyst', '/catalyst/quickstart/state', '/catalyst/api/save-state']) {
      await open(page, path);
      await expect(page.locator(bar), path).toBeVisible();
    }
    for (const path of ['/conductor', '/enterprise-dapr', '/workflow-composer', '/search']) {
      await open(page, path);
      await expect(page.locator(bar), path).toBeHidden();
    }
  });

  test('never leaves the layout while a page hydrates, so nothing below it jumps', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    // A slow CPU stretches hydration, when the theme rewrites <html class> several times.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await recordLayoutShift(page);
    for (const path of ['/catalyst/quickstart/state', '/']) {
      await open(page, path);
      await expect(page.locator(bar), path).toBeVisible();
      expect(await layoutShift(page), path).toBeLessThan(0.01);
    }
  });

  test('comes back when the announcement id changes', async ({page}) => {
    await open(page, '/');
    await page.locator(bar).getByRole('button', {name: /close/i}).click();
    // The dismissal is stored together with the id of the announcement it was for.
    const idKey = await page.evaluate(() =>
      Object.keys(localStorage).find((k) => k.startsWith('docusaurus.announcement.id')),
    );
    expect(idKey).toBeTruthy();
    expect(await page.evaluate((k) => localStorage.getItem(k), idKey!)).toBe('catalyst-quickstarts-dev-run');
    // A visitor who dismissed an earlier announcement sees the current one.
    await page.evaluate((k) => localStorage.setItem(k, 'an-older-announcement'), idKey!);
    await page.reload();
    await expect(page.locator(bar)).toBeVisible();
  });
});
