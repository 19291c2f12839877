import {expect, open, searchInput, test} from './fixtures';

test('the default build makes no third-party request', async ({page, baseURL}) => {
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin) foreign.push(req.url());
  });
  for (const path of [
    '/',
    '/catalyst',
    '/catalyst/api/save-state',
    '/conductor/overview/architecture',
    '/search?q=state',
  ]) {
    await open(page, path);
    await searchInput(page).focus();
    await page.waitForLoadState('networkidle');
  }
  expect(foreign).toEqual([]);
  // No analytics tag is present unless an operator configures one at build time.
  expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
});
