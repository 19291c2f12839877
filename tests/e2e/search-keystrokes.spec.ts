import type {Browser, BrowserContextOptions, Page} from '@playwright/test';
import {expect, test, waitForHydration} from './fixtures';

/**
 * Not one keystroke lost (patches/search-local/theme/SearchBar/LazySearchBar.tsx). The box on
 * a freshly loaded page is a stand-in until the real one has loaded and
 * mounted; whatever the reader types, deletes or pastes from the first key
 * after Ctrl+K, a click or a tap must end up in the query, at any speed.
 *
 * Each run opens a page in a new browser context (nothing cached: the box's
 * code and the index come over the network) with the CPU slowed down four
 * times, as Lighthouse does for a phone, and starts typing as soon as the
 * page has loaded (before hydration, often) or, for "after hydration", as
 * soon as React has hydrated it. It types real key events, corrects a typo
 * with Backspace and pastes a word, then waits for the real box with its
 * index and compares the text. Each case runs once in `npm test`, the cases
 * taking the pages in turn; `npm run test:keystrokes` repeats every case
 * (KEYSTROKE_REPS, 5 there) to catch a race that loses a key now and then.
 */
const REPS = Number(process.env.KEYSTROKE_REPS ?? 1);
const DELAYS = [0, 30, 150];
const PAGES = ['/conductor/getting-started/cluster-prerequisites', '/catalyst/quickstart/state', '/'];
const PHONE: BrowserContextOptions = {
  viewport: {width: 390, height: 844},
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 3,
};

type Trigger = {name: string; context?: BrowserContextOptions; hydrated: boolean; focus: (page: Page) => Promise<void>};
const TRIGGERS: Trigger[] = [
  {name: 'Ctrl+K right after load', hydrated: false, focus: (page) => page.keyboard.press('Control+K')},
  {
    name: 'a click right after load',
    hydrated: false,
    focus: (page) => page.locator('.navbar input.navbar__search-input').first().click(),
  },
  {name: 'Ctrl+K once hydrated', hydrated: true, focus: (page) => page.keyboard.press('Control+K')},
  {
    name: 'a tap on a phone right after load',
    context: PHONE,
    hydrated: false,
    focus: (page) => page.locator('.navbar input.navbar__search-input').first().tap(),
  },
];

/** Types `redix`, deletes the `x`, types `s`, pastes ` state`: the box must read `redis state`. */
async function typeQuery(page: Page, delay: number): Promise<string> {
  await page.keyboard.type('redix', {delay});
  await page.keyboard.press('Backspace', {delay});
  await page.keyboard.type('s', {delay});
  // A paste or an input method inserts text in one input event, without keys.
  await page.keyboard.insertText(' state');
  return 'redis state';
}

async function oneRun(browser: Browser, trigger: Trigger, delay: number, path: string): Promise<void> {
  const context = await browser.newContext(trigger.context);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await page.goto(path);
    if (trigger.hydrated) await waitForHydration(page);
    await trigger.focus(page);
    const expected = await typeQuery(page, delay);
    // The real box with its index loaded (autocomplete makes it a combobox), shown, and no other box.
    const real = page.locator('.navbar input.navbar__search-input[role="combobox"]');
    await expect(real).toHaveCount(1, {timeout: 20_000});
    await expect(real).toBeVisible();
    await expect(page.locator('.navbar input.navbar__search-input')).toHaveCount(1);
    await expect(real, `${trigger.name}, ${delay} ms a key, ${path}`).toHaveValue(expected);
    await expect(real).toBeFocused();
    // The dropdown answers the whole query, not a part typed before the hand-over.
    await expect(page.locator('.navbar [role="listbox"] [role="option"]').first()).toBeVisible();
  } finally {
    await context.close();
  }
}

test.describe('search box: every keystroke reaches the query (4x CPU slowdown, cold cache)', () => {
  TRIGGERS.forEach((trigger, t) => {
    DELAYS.forEach((delay, d) => {
      test(`${trigger.name}, ${delay} ms a key`, async ({browser}) => {
        test.setTimeout(30_000 + REPS * 30_000);
        // Each case starts on another page, so one run per case still covers every page.
        for (let i = 0; i < REPS; i++) await oneRun(browser, trigger, delay, PAGES[(t + d + i) % PAGES.length]);
      });
    });
  });
});
