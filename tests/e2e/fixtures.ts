import axe from 'axe-core';
import {test as base, expect, type Page} from '@playwright/test';

/** Waits until React has hydrated the server-rendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 20_000});
}

/**
 * Remembers the elements matching `selector` in the server's HTML, before
 * hydration; call before opening the page. `keptThroughHydration(page)` then
 * says how many there were and how many are still in the document: React
 * keeps the nodes it hydrates and replaces the ones it renders again.
 */
export async function markBeforeHydration(page: Page, selector: string): Promise<void> {
  await page.addInitScript((sel) => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as {__marked: Element[]}).__marked = Array.from(document.querySelectorAll(sel));
    });
  }, selector);
}

export async function keptThroughHydration(page: Page): Promise<{marked: number; kept: number}> {
  return page.evaluate(() => {
    const marked = (window as unknown as {__marked?: Element[]}).__marked ?? [];
    return {marked: marked.length, kept: marked.filter((n) => n.isConnected).length};
  });
}

/**
 * Records the page's layout shifts from its first paint on; call before
 * opening the page. `layoutShift(page)` then gives their sum so far.
 */
export async function recordLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as {layoutShift: number};
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.layoutShift += (entry as PerformanceEntry & {value: number}).value;
    }).observe({type: 'layout-shift', buffered: true});
  });
}

/** The sum of the layout shifts `recordLayoutShift` has seen. */
export async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as {layoutShift: number}).layoutShift);
}

/** Opens a path and waits for hydration. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Scrolls the window to `top` at once and resolves once the page has
 * handled the scroll event and drawn the next frame. (No event comes when
 * the position does not change; then it resolves at once.)
 */
export async function scrollWindow(page: Page, top: number): Promise<void> {
  await page.evaluate(
    (y) =>
      new Promise<void>((resolve) => {
        const before = window.scrollY;
        window.addEventListener('scroll', () => requestAnimationFrame(() => resolve()), {once: true});
        window.scrollTo({top: y, behavior: 'instant'});
        if (window.scrollY === before) resolve();
      }),
    top,
  );
}

/** The navbar search input of the local search plugin. */
export const searchInput = (page: Page) => page.locator('.navbar input.navbar__search-input').first();

/**
 * The navbar search dropdown: the listbox of options plus the "No results"
 * message and the footer links beside it.
 */
export const searchDropdown = (page: Page) => page.locator('.navbar [class*="dropdownMenu_"]');

/** The options of the navbar search dropdown, in the order shown. */
export const searchSuggestions = (page: Page) => page.locator('.navbar [role="listbox"] [role="option"]');

/**
 * Types `query` into the navbar search box and returns where the first `count`
 * suggestions lead (path plus `#hash`, without the `_highlight` query).
 *
 * The plugin's suggestions are `role="option"` elements, not links: the
 * autocomplete widget keeps each result in memory and navigates with the
 * router when one is chosen. It announces the result under the cursor with an
 * `autocomplete:cursorchanged` DOM event on the input, so this reads the
 * targets the way a keyboard user reaches them, with the arrow keys, and
 * never navigates. Waits for the index to load first (the widget sets
 * `role="combobox"` on the input once it is ready).
 */
export async function searchResultTargets(page: Page, query: string, count = 3): Promise<string[]> {
  const input = searchInput(page);
  // The box's code and index load on the first hover (LazySearchBar): wait
  // for the real box, set up with its autocomplete, before listening to it.
  await input.hover();
  await expect(page.locator('.navbar input.navbar__search-input[role="combobox"]')).toHaveCount(1);
  await input.evaluate((el) => {
    const tagged = el as HTMLInputElement & {targetsTagged?: boolean};
    if (tagged.targetsTagged) return;
    tagged.targetsTagged = true;
    el.addEventListener('autocomplete:cursorchanged', (event) => {
      const result = (event as Event & {_args?: [{document?: {u: string; h?: string}}]})._args?.[0];
      const option = document.getElementById(el.getAttribute('aria-activedescendant') ?? '');
      if (option && result?.document) option.dataset.target = result.document.u + (result.document.h ?? '');
    });
  });
  await input.focus();
  await expect(input).toHaveAttribute('role', 'combobox');
  // Start from an empty box so options left from an earlier query are gone.
  await input.fill('');
  await expect(searchSuggestions(page)).toHaveCount(0);
  await input.fill(query);
  const options = searchSuggestions(page);
  await expect(options.or(searchDropdown(page).filter({hasText: 'No results'})).first()).toBeVisible();
  const shown = Math.min(count, await options.count());
  const targets: string[] = [];
  for (let i = 0; i < shown; i++) {
    // The first option holds the cursor as soon as results render.
    if (i > 0) await input.press('ArrowDown');
    await expect(options.nth(i)).toHaveAttribute('data-target', /^\//);
    targets.push((await options.nth(i).getAttribute('data-target'))!);
  }
  return targets;
}

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

/**
 * Records every Content-Security-Policy violation in the tab, on every page
 * it opens from now on: the `securitypolicyviolation` events (through an init
 * script, so the earliest inline scripts are covered) and the console
 * messages Chromium logs for blocked content. Returns the live list.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as {__reportCspViolation: (text: string) => void}).__reportCspViolation;
      report(
        `${location.pathname}: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}` +
          ` (${e.sourceFile || 'page'}:${e.lineNumber}) ${e.sample}`,
      );
    });
  });
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text()))
      violations.push(`${new URL(page.url()).pathname}: console: ${msg.text()}`);
  });
  return violations;
}

/** Desktop and mobile widths around the 996 px breakpoint. */
export const desktop = {width: 1280, height: 900};
export const mobile = {width: 390, height: 844};

/**
 * axe-core's violations on the open page, every rule or only `rules`, in the whole page or only
 * inside `include` (selectors), with every node of each. axe runs inside the page, put there once
 * per document: `@axe-core/playwright` put its 550 KB in twice for each audit and opened a blank
 * page to merge the frames' results, most of an audit's time, for frames the site's pages do not
 * have. A page that gains a frame fails here, as a frame would not be audited.
 */
export async function axeViolations(
  page: Page,
  {include = [], rules}: {include?: string[]; rules?: string[]} = {},
): Promise<axe.Result[]> {
  expect(
    page.frames().map((f) => f.url()),
    `${page.url()}: a frame inside the page, which the audit would not enter`,
  ).toHaveLength(1);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({include, rules}) => {
      const {axe: run} = window as unknown as {axe: typeof axe};
      const context: axe.ElementContext = include.length > 0 ? {include: include.map((s) => [s])} : document;
      const options: axe.RunOptions = {resultTypes: ['violations']};
      if (rules) options.runOnly = {type: 'rule', values: rules};
      return (await run.run(context, options)).violations;
    },
    {include, rules},
  );
}

export {base as test, expect};
