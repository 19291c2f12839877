import {expect, open, test} from './fixtures';
import {ERROR_CODES_PAGE, errorCodes} from './search-cases';

/**
 * The error codes reference (scripts/generate/errors.mjs) as a reader meets it: every code of
 * data/errors/catalyst.yaml has its entry under an anchor equal to the code, and the codes on the
 * API pages and the hand-written API guides are links that land on their entry.
 */
const codes = errorCodes();

test('every code has its entry, a heading whose anchor is the code, under its API', async ({page}) => {
  await open(page, ERROR_CODES_PAGE);
  await expect(page.locator('article h1')).toHaveText('Error codes');
  const headings = await page
    .locator('article .theme-doc-markdown h3[id]')
    .evaluateAll((hs) => hs.map((h) => ({id: h.id, text: h.querySelector('code')?.textContent ?? ''})));
  expect(headings).toEqual(codes.map((code) => ({id: code, text: code})));
  const groups = await page.locator('article .theme-doc-markdown h2[id]').evaluateAll((hs) => hs.map((h) => h.id));
  expect(groups).toEqual(['state', 'pubsub', 'invocation', 'bindings', 'workflow', 'health', 'general', 'next-steps']);
  // The codes in the page's text are not links to the page itself.
  await expect(page.locator('article .theme-doc-markdown a:has(code)')).toHaveCount(0);
});

test("an API page's error codes link to their entries, and the link lands on the entry", async ({page}) => {
  await open(page, '/catalyst/api/save-state');
  const table = page.locator('article table').filter({hasText: 'HTTP status'});
  const links = table.locator('a:has(code)');
  expect(await links.evaluateAll((as) => as.map((a) => a.textContent))).toEqual([
    'ERR_MALFORMED_REQUEST',
    'ERR_STATE_SAVE',
    'ERR_STATE_STORE_NOT_FOUND',
    'ERR_STATE_STORE_NOT_CONFIGURED',
  ]);
  await links.filter({hasText: 'ERR_STATE_STORE_NOT_FOUND'}).click();
  await expect(page).toHaveURL(`${ERROR_CODES_PAGE}#ERR_STATE_STORE_NOT_FOUND`);
  await expect(page.locator('[id="ERR_STATE_STORE_NOT_FOUND"]')).toBeInViewport();
});

test('the codes in the API overview and the hand-written API guides link to their entries', async ({page}) => {
  for (const [route, code] of [
    ['/catalyst/api/catalyst-apis', 'ERR_INSTANCE_ID_NOT_FOUND'],
    ['/catalyst/catalyst-apis/pubsub', 'ERR_PUBSUB_FORBIDDEN'],
    ['/catalyst/support', 'ERR_DIRECT_INVOKE'],
  ]) {
    await open(page, route);
    const link = page.locator('article a:has(code)', {hasText: code}).first();
    await expect(link, route).toHaveAttribute('href', `${ERROR_CODES_PAGE}#${code}`);
  }
});
