import type {Page} from '@playwright/test';
import {expect, open, storedValue, test} from './fixtures';

const theme = (page: Page) => page.locator('html').getAttribute('data-theme');

/** WCAG contrast ratio of an element's text colour against the page background. */
async function contrastOf(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const parse = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const lum = ([r, g, b]: number[]) => {
        const f = (v: number) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
      };
      // The nearest opaque background; the canvas behind a transparent page is white.
      let bgEl: Element | null = el;
      let bg = 'rgb(255, 255, 255)';
      while (bgEl) {
        const c = getComputedStyle(bgEl).backgroundColor;
        if (!/rgba\(.*, 0\)|transparent/.test(c)) {
          bg = c;
          break;
        }
        bgEl = bgEl.parentElement;
      }
      const [a, b] = [lum(parse(getComputedStyle(el).color)), lum(parse(bg))].sort((x, y) => y - x);
      return (a + 0.05) / (b + 0.05);
    });
}

test.describe('colour mode', () => {
  test('is dark by default when the system states no preference', async ({page}) => {
    // Chromium cannot emulate "no preference" (it reports light), so this
    // browser answers no to both prefers-color-scheme queries.
    await page.addInitScript(() => {
      const original = window.matchMedia.bind(window);
      window.matchMedia = (query: string) => {
        const list = original(query);
        if (!/prefers-color-scheme/.test(query)) return list;
        return new Proxy(list, {
          get(target, prop) {
            if (prop === 'matches') return false;
            const value = Reflect.get(target, prop, target);
            return typeof value === 'function' ? value.bind(target) : value;
          },
        });
      };
    });
    await open(page, '/');
    expect(await theme(page)).toBe('dark');
  });

  test('follows the system preference while the visitor has stored no choice', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await open(page, '/conductor');
    expect(await theme(page)).toBe('light');
    await page.emulateMedia({colorScheme: 'dark'});
    await open(page, '/conductor');
    expect(await theme(page)).toBe('dark');
  });

  test('the toggle switches modes and the choice survives a reload', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await open(page, '/catalyst');
    const toggle = page.getByRole('button', {name: /switch between dark and light mode/i});
    // The toggle cycles system -> light -> dark; click until light is stored.
    for (let i = 0; i < 3 && (await theme(page)) !== 'light'; i++) await toggle.click();
    expect(await theme(page)).toBe('light');
    expect(await storedValue(page, 'theme')).toBe('light');
    await page.reload();
    expect(await theme(page)).toBe('light');
  });

  for (const mode of ['dark', 'light'] as const) {
    test(`body text and links meet WCAG AA contrast in ${mode} mode`, async ({page}) => {
      await page.emulateMedia({colorScheme: mode});
      await open(page, '/markdown-page');
      expect(await contrastOf(page, 'main p')).toBeGreaterThanOrEqual(4.5);
      expect(await contrastOf(page, 'main p a')).toBeGreaterThanOrEqual(4.5);
      expect(await contrastOf(page, '.footer__link-item')).toBeGreaterThanOrEqual(4.5);
    });
  }
});
