import AxeBuilder from '@axe-core/playwright';
import {expect, mobile, open, test, waitForHydration} from './fixtures';

// Tables in docs content: laid out only near the screen (src/css/custom.css,
// content-visibility), and given a tab stop when they scroll sideways
// (src/clientModules/scrollableTables.ts).

const PAGE = '/catalyst/references/components-reference/state/redis';

test.describe('tables in docs content', () => {
  test.use({viewport: mobile, isMobile: true, hasTouch: true});

  test('a table far below the screen is not laid out until it comes near, and keeps its text', async ({page}) => {
    await open(page, PAGE);
    const last = page.locator('article table').last();
    const estimate = await page.evaluate(() => 24 * parseFloat(getComputedStyle(document.documentElement).fontSize));
    expect(await last.evaluate((t) => t.getBoundingClientRect().height)).toBeCloseTo(estimate, 0);
    expect((await last.textContent())?.length ?? 0, 'its text is in the page').toBeGreaterThan(100);
    await last.evaluate((t) => t.scrollIntoView());
    await expect.poll(() => last.evaluate((t) => t.getBoundingClientRect().height)).not.toBeCloseTo(estimate, 0);
  });

  test('every wide table is keyboard-reachable from the moment the page loads (axe, whole page, before and after hydration)', async ({
    page,
  }) => {
    await page.goto(PAGE);
    const audit = async () =>
      (await new AxeBuilder({page}).withRules(['scrollable-region-focusable']).analyze()).violations.flatMap((v) =>
        v.nodes.map((n) => n.target.join(' ')),
      );
    // Straight after the load event: the server's HTML, whatever hydration has done by then.
    expect(await audit()).toEqual([]);
    // Tables not laid out yet keep the stop the server gave them.
    const tables = page.locator('article table');
    expect(await tables.count()).toBeGreaterThan(4);
    const stops = await tables.evaluateAll((all) =>
      (all as HTMLTableElement[])
        .filter((t) => !t.rows[0].checkVisibility({contentVisibilityAuto: true}))
        .map((t) => t.getAttribute('tabindex')),
    );
    expect(stops.length, 'tables far below the screen are not laid out').toBeGreaterThan(2);
    expect(
      stops.every((s) => s === '0'),
      'every one of them keeps its stop',
    ).toBe(true);
    await waitForHydration(page);
    expect(await audit()).toEqual([]);
  });

  test('a table that scrolls sideways gets a tab stop once shown, and one that fits gets none', async ({page}) => {
    await open(page, PAGE);
    const tables = page.locator('article table');
    const count = await tables.count();
    expect(count).toBeGreaterThan(4);
    let wide = 0;
    for (let i = 0; i < count; i++) {
      const table = tables.nth(i);
      await table.evaluate((t) => t.scrollIntoView());
      await expect
        .poll(() =>
          table.evaluate(
            (t) => t.getBoundingClientRect().height > 0 && t.querySelector('td')!.getBoundingClientRect().width > 0,
          ),
        )
        .toBe(true);
      const scrolls = await table.evaluate((t) => t.scrollWidth > t.clientWidth + 1);
      if (scrolls) wide += 1;
      await expect.poll(() => table.getAttribute('tabindex'), `table ${i + 1}`).toBe(scrolls ? '0' : null);
    }
    expect(wide, 'the page has wide tables on a phone').toBeGreaterThan(0);
  });

  test('a link to a heading below the tables lands on the heading', async ({page}) => {
    await open(page, `${PAGE}#related-links`);
    await expect
      .poll(() =>
        page.evaluate(() => Math.round(document.getElementById('related-links')!.getBoundingClientRect().top)),
      )
      .toBeLessThan(100);
    expect(
      await page.evaluate(() => document.getElementById('related-links')!.getBoundingClientRect().top),
    ).toBeGreaterThanOrEqual(0);
  });
});
