import type {Locator, Page} from '@playwright/test';
import {desktop, expect, mobile, open, scrollWindow, test} from './fixtures';

// A table-of-contents entry, clicked right after the page loads or after the
// reader has scrolled, puts its heading at the top of the screen once the
// scrolling settles, although the tables it jumps past are laid out only near
// the screen (src/clientModules/anchorJumps.ts). The longest pages of their
// kind: a component page (eight tables), a CLI group page, a guide with tables.
const PAGES = [
  '/catalyst/references/components-reference/state/redis',
  '/catalyst/references/cli-reference/call',
  '/catalyst/how-to-guides/develop-locally',
];

/**
 * Follows a link and resolves once the jump it starts has ended: after the
 * first scroll event (a phone's table of contents folds up first), 100 ms
 * without a scroll event after the browser reports a scroll ended
 * (`scrollend`), or 500 ms without one if it reports none.
 */
async function jump(page: Page, link: Locator): Promise<void> {
  // Enter on the focused link, which the page takes as a click: a tap on a
  // phone's list, still unfolding, can land beside the link.
  await expect(link).toBeVisible();
  await link.focus();
  await page.evaluate(() => {
    const w = window as unknown as {jumped: Promise<void>};
    w.jumped = new Promise<void>((resolve) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const done = () => {
        window.removeEventListener('scroll', onScroll);
        window.removeEventListener('scrollend', onScrollEnd);
        resolve();
      };
      const quiet = (ms: number) => {
        clearTimeout(timer);
        timer = setTimeout(done, ms);
      };
      const onScroll = () => quiet(500);
      // A scroll that starts again (the jump after the fold) clears this wait.
      const onScrollEnd = () => quiet(100);
      window.addEventListener('scroll', onScroll);
      window.addEventListener('scrollend', onScrollEnd);
    });
  });
  await page.keyboard.press('Enter');
  await page.evaluate(() => (window as unknown as {jumped: Promise<void>}).jumped);
}

/** Where the heading a link points at sits, against where a jump should put it. */
async function landing(page: Page, link: Locator) {
  const id = decodeURIComponent(((await link.getAttribute('href')) ?? '').replace(/^.*#/, ''));
  return page.evaluate((target) => {
    const heading = document.getElementById(target)!;
    const top = heading.getBoundingClientRect().top;
    const margin = parseFloat(getComputedStyle(heading).scrollMarginTop) || 0;
    const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    return {id: target, top, margin, atBottom};
  }, id);
}

function expectOnTop(where: {id: string; top: number; margin: number; atBottom: boolean}): void {
  // At the end of the page the window cannot scroll further: the heading is then lower, but on screen.
  if (where.atBottom) expect(where.top, where.id).toBeGreaterThanOrEqual(where.margin - 4);
  else
    expect(Math.abs(where.top - where.margin), `${where.id} at ${where.top}px, not ${where.margin}px`).toBeLessThan(5);
}

for (const [device, viewport] of [
  ['desktop', desktop],
  ['phone', mobile],
] as const) {
  test.describe(`table-of-contents jumps on a ${device}`, () => {
    test.use({viewport, isMobile: device === 'phone', hasTouch: device === 'phone'});

    /** The entries of the page's table of contents, opened first on a phone. */
    async function entries(page: Page): Promise<Locator> {
      if (device === 'desktop') return page.locator('.theme-doc-toc-desktop a.table-of-contents__link');
      const toc = page.locator('.theme-doc-toc-mobile');
      const links = toc.locator('a.table-of-contents__link');
      // The list folds up after a jump; unfold it when it is not open.
      if (!(await links.first().isVisible())) await toc.getByRole('button').click();
      await expect(links.first()).toBeVisible();
      return links;
    }

    for (const path of PAGES) {
      test(`${path}: every entry, right after load and after scrolling`, async ({page}) => {
        test.setTimeout(150_000);
        await open(page, path);
        const count = await (await entries(page)).count();
        expect(count, 'entries').toBeGreaterThan(2);
        for (let i = 0; i < count; i++) {
          // Right after the page loads: nothing laid out below the first screen.
          await open(page, path);
          let link = (await entries(page)).nth(i);
          await jump(page, link);
          expectOnTop(await landing(page, link));
          // After the reader has scrolled to the end and back up part of the way.
          await scrollWindow(page, await page.evaluate(() => document.documentElement.scrollHeight));
          await scrollWindow(page, await page.evaluate(() => window.scrollY - window.innerHeight * 2));
          link = (await entries(page)).nth(i);
          await jump(page, link);
          expectOnTop(await landing(page, link));
        }
      });
    }
  });
}
