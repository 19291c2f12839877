import {test as base, expect, type Page} from '@playwright/test';

/** Waits until React has hydrated the server-rendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 20_000});
}

/** Opens a path and waits for hydration. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** The navbar search input of the local search plugin. */
export const searchInput = (page: Page) => page.locator('.navbar input.navbar__search-input').first();

/**
 * localStorage keys are namespaced per site (`theme-d0c`); returns the value
 * of the key that starts with `prefix`.
 */
export async function storedValue(page: Page, prefix: string): Promise<string | null> {
  return page.evaluate((p) => {
    const key = Object.keys(localStorage).find((k) => k === p || k.startsWith(`${p}-`));
    return key ? localStorage.getItem(key) : null;
  }, prefix);
}

/** Desktop and mobile widths around the 996 px breakpoint. */
export const desktop = {width: 1280, height: 900};
export const mobile = {width: 390, height: 844};

export {base as test, expect};
