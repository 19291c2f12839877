import {BENCH_PAGES} from '../../scripts/bench/pages.mjs';
import {expect, open, test} from './fixtures';

/**
 * The first Intl.DateTimeFormat of a page loads the browser's locale data:
 * 9-30 ms of main thread on this machine, four times that on the throttled
 * phone Lighthouse simulates. Stock Docusaurus never creates one while a page
 * loads, and neither does this site: patches/docusaurus/theme/LastUpdated.tsx
 * writes the last-updated date out (src/lib/lastUpdatedDate.mjs). These tests
 * watch what each page type of the benchmark (scripts/bench/pages.mjs) sets up
 * while it loads and hydrates.
 */
type LocaleUse = {dateFormats: number};

async function watchLocaleData(page: import('@playwright/test').Page): Promise<void> {
  await page.addInitScript(() => {
    const use = {dateFormats: 0};
    (window as unknown as {__localeUse: typeof use}).__localeUse = use;
    Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
      construct(t, args) {
        use.dateFormats += 1;
        return Reflect.construct(t, args);
      },
      apply(t, thisArg, args) {
        use.dateFormats += 1;
        return Reflect.apply(t, thisArg, args);
      },
    });
    for (const method of ['toLocaleDateString', 'toLocaleString', 'toLocaleTimeString'] as const) {
      const original = Date.prototype[method];
      Date.prototype[method] = function (this: Date, ...args: Parameters<typeof original>) {
        use.dateFormats += 1;
        return original.apply(this, args);
      };
    }
  });
}

const localeUse = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as {__localeUse: LocaleUse}).__localeUse);

test.describe('locale data while a page loads', () => {
  test('no page type of the benchmark creates a date format', async ({page}) => {
    // The watch is an init script: it starts again, from zero, in each page opened.
    await watchLocaleData(page);
    for (const p of BENCH_PAGES) {
      await open(page, p.path);
      // Effects and idle work that follow hydration run too: wait for two idle periods in a row.
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            requestIdleCallback(() => requestIdleCallback(() => resolve()));
          }),
      );
      const use = await localeUse(page);
      expect(use.dateFormats, `${p.type} (${p.path}): Intl.DateTimeFormat or Date#toLocale*String calls`).toBe(0);
    }
  });

  test('the watch sees each way a page makes a date format', async ({page}) => {
    await watchLocaleData(page);
    await open(page, '/markdown-page');
    await page.evaluate(() => {
      new Intl.DateTimeFormat('en').format(new Date());
      Intl.DateTimeFormat('en');
      new Date().toLocaleDateString('en');
    });
    expect(await localeUse(page)).toEqual({dateFormats: 3});
  });

  test('the last-updated date reads as the server wrote it and as Intl writes it', async ({page, request}) => {
    const path = '/catalyst/concepts/appids';
    const html = await (await request.get(path)).text();
    const server = html.match(/<time datetime="?([^"\s>]+)"? itemprop="?dateModified"?>([^<]+)<\/time>/);
    expect(server, 'a last-updated <time> in the HTML').not.toBeNull();
    const [, iso, text] = server!;
    const intl = new Intl.DateTimeFormat('en', {
      calendar: 'gregory',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(text).toBe(intl.format(new Date(iso)));
    await open(page, path);
    await expect(page.locator('time[itemprop="dateModified"]')).toHaveText(text);
    await expect(page.locator('.theme-last-updated')).toHaveText(`Last updated on ${text}`);
  });
});
