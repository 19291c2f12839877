import {BENCH_PAGES} from '../../scripts/bench/pages.mjs';
import {expect, open, test} from './fixtures';

/**
 * The first Intl.DateTimeFormat and the first localeCompare (its collator) of
 * a page load the browser's locale data: 9-30 ms of main thread each on this
 * machine, four times that on the throttled phone Lighthouse simulates.
 * Stock Docusaurus pays for the collator on docs pages (the docs plugin sorts
 * its instances, and the theme an object's keys, with localeCompare), but
 * not on a Markdown page, and never for a date format. These tests watch
 * what each page type of the benchmark (scripts/bench/pages.mjs) sets up
 * while it loads and hydrates:
 * - no page creates a date format (patches/docusaurus/theme/LastUpdated.tsx writes the date
 *   out, src/lib/lastUpdatedDate.mjs);
 * - no page compares strings by locale: those sorts compare by code unit
 *   (patches/docusaurus/codeUnitSortLoader.cjs), and outside the docs the
 *   version dropdown finds its docs set without them
 *   (src/theme/NavbarItem/ComponentTypes.tsx).
 */
type LocaleUse = {dateFormats: number; localeCompares: number; collators: number};

async function watchLocaleData(page: import('@playwright/test').Page): Promise<void> {
  await page.addInitScript(() => {
    const use = {dateFormats: 0, localeCompares: 0, collators: 0};
    (window as unknown as {__localeUse: typeof use}).__localeUse = use;
    const localeCompare = String.prototype.localeCompare;
    String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof localeCompare>) {
      use.localeCompares += 1;
      return localeCompare.apply(this, args);
    };
    const count = <T extends object>(target: T, key: 'dateFormats' | 'collators'): T =>
      new Proxy(target, {
        construct(t, args) {
          use[key] += 1;
          return Reflect.construct(t as unknown as new (...a: unknown[]) => object, args);
        },
        apply(t, thisArg, args) {
          use[key] += 1;
          return Reflect.apply(t as unknown as (...a: unknown[]) => unknown, thisArg, args);
        },
      });
    Intl.DateTimeFormat = count(Intl.DateTimeFormat, 'dateFormats');
    Intl.Collator = count(Intl.Collator, 'collators');
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
  for (const p of BENCH_PAGES) {
    test(`${p.type} (${p.path}) creates no date format and compares no strings by locale`, async ({page}) => {
      await watchLocaleData(page);
      await open(page, p.path);
      // Effects and idle work that follow hydration run too: wait for two idle periods in a row.
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            requestIdleCallback(() => requestIdleCallback(() => resolve()));
          }),
      );
      const use = await localeUse(page);
      expect(use.dateFormats, 'Intl.DateTimeFormat or Date#toLocale*String calls').toBe(0);
      expect(use.localeCompares + use.collators, 'localeCompare calls and collators').toBe(0);
    });
  }

  test('the watch sees a date format and a locale comparison when a page makes them', async ({page}) => {
    await watchLocaleData(page);
    await open(page, '/markdown-page');
    await page.evaluate(() => {
      new Intl.DateTimeFormat('en').format(new Date());
      'a'.localeCompare('b');
    });
    expect(await localeUse(page)).toEqual({dateFormats: 1, localeCompares: 1, collators: 0});
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
