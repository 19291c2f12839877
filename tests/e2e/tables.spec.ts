import type {Locator} from '@playwright/test';
import {axeViolations, desktop, expect, mobile, open, test, waitForHydration} from './fixtures';

// Tables in docs content: laid out only near the screen (src/css/custom.css,
// content-visibility), given a tab stop when they scroll sideways
// (src/clientModules/scrollableTables.ts), and the component pages' field
// tables laid out as one block per field on a phone (.field-table).

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
      (await axeViolations(page, {rules: ['scrollable-region-focusable']})).flatMap((v) =>
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

/** Boxes of a field's row and its three cells, once its table has been laid out. */
async function fieldRow(table: Locator, name: string) {
  await table.evaluate((t) => t.scrollIntoView());
  const row = table.locator(`tr:has(> td > code#field-${name})`);
  await expect.poll(() => row.evaluate((r) => r.getBoundingClientRect().height)).toBeGreaterThan(0);
  return row.evaluate((r) => ({
    row: r.getBoundingClientRect().toJSON() as DOMRect,
    cells: Array.from(r.children).map((c) => c.getBoundingClientRect().toJSON() as DOMRect),
    scrolls: r.closest('table')!.scrollWidth > r.closest('table')!.clientWidth + 1,
    header: r.closest('table')!.tHead!.getBoundingClientRect().height,
  }));
}

test.describe('field tables of the component pages', () => {
  test('on a phone each field is a block: name and type on one line, the description below at full width', async ({
    browser,
  }) => {
    const context = await browser.newContext({viewport: mobile, isMobile: true, hasTouch: true});
    const page = await context.newPage();
    await open(page, PAGE);
    const tables = page.locator('article .field-table table');
    expect(await tables.count()).toBeGreaterThan(4);
    const {row, cells, scrolls, header} = await fieldRow(tables.first(), 'redisHost');
    expect(scrolls, 'the table does not scroll sideways').toBe(false);
    expect(cells).toHaveLength(3);
    const [name, type, description] = cells;
    expect(Math.abs(name.top - type.top), 'type beside the name').toBeLessThan(2);
    expect(type.right, 'type at the right').toBeGreaterThan(row.right - 2);
    expect(description.top, 'description below').toBeGreaterThanOrEqual(name.bottom - 1);
    expect(description.width, 'description at the row width').toBeGreaterThan(row.width - 2);
    expect(header, 'header row hidden on screen').toBeLessThanOrEqual(1);
    await expect(tables.first().getByRole('columnheader', {name: 'Description'})).toBeAttached();
    await expect(tables.first().locator('tr:has(> td > code#field-redisHost) em')).toHaveText('required');
    await context.close();
  });

  test('on a desktop it is a table of three columns with its header row', async ({browser}) => {
    const context = await browser.newContext({viewport: desktop});
    const page = await context.newPage();
    await open(page, PAGE);
    const {cells, scrolls, header} = await fieldRow(page.locator('article .field-table table').first(), 'redisHost');
    expect(scrolls).toBe(false);
    const [name, type, description] = cells;
    expect(
      Math.abs(name.top - description.top) + Math.abs(type.top - description.top),
      'one line of cells',
    ).toBeLessThan(2);
    expect(name.right).toBeLessThanOrEqual(type.left + 1);
    expect(type.right).toBeLessThanOrEqual(description.left + 1);
    expect(header).toBeGreaterThan(20);
    await context.close();
  });
});
