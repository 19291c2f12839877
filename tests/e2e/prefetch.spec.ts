import {expect, open, test} from './fixtures';

// Docusaurus prefetches the code of the internal links on screen; the site
// runs those prefetches in idle time instead of in the link observers' task
// (src/clientModules/idlePrefetch.ts).

const prefetchLinks = () => document.querySelectorAll('link[rel="prefetch"]').length;

test.describe('link prefetching', () => {
  test('the links on screen still get their pages\' code prefetched after load', async ({page}) => {
    await open(page, '/catalyst/concepts/appids');
    await expect.poll(() => page.evaluate(prefetchLinks), {timeout: 10_000}).toBeGreaterThan(0);
  });

  test('a prefetch runs after the task that asked for it, and then adds the page\'s code', async ({page}) => {
    await open(page, '/catalyst/concepts/appids');
    // Let the prefetches of the links on screen finish first.
    await expect.poll(() => page.evaluate(prefetchLinks), {timeout: 10_000}).toBeGreaterThan(0);
    let settled = -1;
    await expect.poll(async () => {
      const count = await page.evaluate(prefetchLinks);
      const same = count === settled;
      settled = count;
      return same;
    }, {intervals: [500]}).toBe(true);
    const [before, atOnce] = await page.evaluate(() => {
      const count = () => document.querySelectorAll('link[rel="prefetch"]').length;
      const w = window as unknown as {docusaurus: {prefetch: (path: string) => unknown}};
      const first = count();
      // A page the guide does not link to, so nothing has prefetched it yet.
      w.docusaurus.prefetch('/catalyst/references/components-reference/state/redis');
      return [first, count()];
    });
    expect(atOnce).toBe(before);
    await expect.poll(() => page.evaluate(prefetchLinks)).toBeGreaterThan(before);
  });
});
