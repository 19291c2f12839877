import {products} from '../../config/site';
import {expect, open, scrollWindow, searchInput, test} from './fixtures';

/** The search box's placeholder fits its text area, and the Ctrl K hint, where shown, starts after it. */
async function expectPlaceholderClear(page: import('@playwright/test').Page): Promise<void> {
  const fit = await page.evaluate(() => {
    const input = Array.from(document.querySelectorAll<HTMLInputElement>('.navbar input.navbar__search-input')).find(
      (e) => e.getBoundingClientRect().width > 0,
    )!;
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    const text = context.measureText(input.placeholder).width;
    const box = input.getBoundingClientRect();
    const textEnd = box.left + parseFloat(style.paddingLeft) + text;
    const hint = Array.from(document.querySelectorAll('.navbar [class*="searchHintContainer"]'))
      .map((e) => e.getBoundingClientRect())
      .find((r) => r.width > 0);
    return {
      fits: textEnd <= box.right - parseFloat(style.paddingRight) + 1,
      clearOfHint: !hint || textEnd <= hint.left + 1,
    };
  });
  expect(fit.fits, 'the placeholder fits the box').toBe(true);
  expect(fit.clearOfHint, 'the placeholder ends before the Ctrl K hint').toBe(true);
}

/** At `width`, the navbar is one line, its brand whole, nothing overlapping or off the right. */
async function expectOneLine(page: import('@playwright/test').Page, width: number): Promise<void> {
  await page.setViewportSize({width, height: 800});
  const layout = await page.evaluate(() => {
    const nav = document.querySelector('.navbar')!;
    const title = document.querySelector('.navbar__title')!;
    const items = Array.from(nav.querySelectorAll('.navbar__brand, .navbar__items > *')).filter(
      (e) => e.getBoundingClientRect().width > 0,
    );
    const boxes = items.map((e) => e.getBoundingClientRect()).sort((a, b) => a.left - b.left);
    return {
      navHeight: nav.getBoundingClientRect().height,
      // One line: every item's height is that of one line of text or a control.
      tallest: Math.max(...boxes.map((b) => b.height)),
      titleCut: title.scrollWidth > title.clientWidth + 1,
      overlaps: boxes.slice(1).filter((b, i) => b.left < boxes[i].right - 1).length,
      right: Math.max(...boxes.map((b) => b.right)),
    };
  });
  expect(layout.titleCut, `${width} px: the brand is whole`).toBe(false);
  expect(layout.tallest, `${width} px: no item wraps onto two lines`).toBeLessThan(45);
  expect(layout.overlaps, `${width} px: no item overlaps the next`).toBe(0);
  expect(layout.right, `${width} px: nothing runs off the right`).toBeLessThanOrEqual(width);
  expect(layout.navHeight, `${width} px`).toBeLessThanOrEqual(64);
  await expectPlaceholderClear(page);
}

test.describe('navbar', () => {
  test('shows the four products in registry navbar order and links each to its docs set', async ({page}) => {
    await open(page, '/');
    const nav = page.getByRole('navigation', {name: 'Main'});
    expect(products).toHaveLength(4);
    const items = nav.locator('.navbar__items:not(.navbar__items--right) > a.navbar__item');
    await expect(items).toHaveText(products.map((p) => p.label));
    const hrefs = await items.evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(hrefs).toEqual(products.map((p) => `/${p.routeBasePath}`));
  });

  test('the product item of the current docs set is active', async ({page}) => {
    await open(page, '/catalyst');
    await expect(page.locator('a.navbar__link--active')).toHaveText('Catalyst');
  });

  test('has a language dropdown offering English only', async ({page}) => {
    await open(page, '/conductor');
    const dropdown = page.locator('.navbar__items--right .dropdown', {hasText: 'English'});
    await dropdown.hover();
    const options = dropdown.locator('.dropdown__menu a');
    await expect(options).toHaveText(['English']);
    await expect(options.first()).toHaveAttribute('lang', 'en');
  });

  test('has a version dropdown showing the current version "Next" of the docs set being read', async ({page}) => {
    // The docs set is the one with the longest base path matching the address; the home
    // page belongs to none and shows the default instance's (Conductor).
    const cases = [
      ['/conductor', '/conductor'],
      ['/catalyst', '/catalyst'],
      ['/enterprise-dapr', '/enterprise-dapr'],
      ['/workflow-composer/faq', '/workflow-composer'],
      ['/catalyst/api/save-state', '/catalyst'],
      ['/', '/conductor'],
    ];
    for (const [at, path] of cases) {
      await open(page, at);
      const versions = page.locator('.navbar__items--right .dropdown', {hasText: 'Next'});
      await expect(versions).toHaveCount(1);
      await versions.hover();
      const link = versions.locator('.dropdown__menu a', {hasText: 'Next'});
      await expect(link).toHaveAttribute('href', new RegExp(`^${path}`));
    }
  });

  test("the logo is drawn in the page, in each colour mode's colours, and no logo file is fetched", async ({page}) => {
    const images: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'image' || /\/img\/logo/.test(r.url())) images.push(r.url());
    });
    await open(page, '/catalyst/concepts/appids');
    const brand = page.locator('.navbar__brand');
    await expect(brand).toHaveAttribute('href', '/');
    const logo = brand.getByRole('img', {name: 'Diagrid Docs home', exact: true});
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
    const colours = () =>
      logo.evaluate((svg) =>
        ['rect', 'path', 'circle'].map((tag) => {
          const style = getComputedStyle(svg.querySelector(tag)!);
          return tag === 'path' ? style.stroke : style.fill;
        }),
      );
    // The colours of static/img/logo-dark.svg and logo.svg.
    const dark = ['rgb(108, 180, 255)', 'rgb(17, 19, 24)', 'rgb(17, 19, 24)'];
    const light = ['rgb(29, 91, 191)', 'rgb(255, 255, 255)', 'rgb(255, 255, 255)'];
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    expect(await colours()).toEqual(dark);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    expect(await colours()).toEqual(light);
    // The footer is dark in both modes, and so is its logo.
    const footerLogo = page.locator('footer.footer').getByRole('img', {name: 'Diagrid', exact: true});
    expect(await footerLogo.evaluate((svg) => getComputedStyle(svg.querySelector('rect')!).fill)).toBe(dark[0]);
    expect(
      images.filter((url) => /logo/.test(url)),
      'logo files fetched',
    ).toEqual([]);
  });

  test('has a colour-mode toggle and a search box on the right', async ({page}) => {
    await open(page, '/');
    const right = page.locator('.navbar__items--right');
    await expect(right.getByRole('button', {name: /switch between dark and light mode/i})).toBeVisible();
    await expect(right.locator('input.navbar__search-input')).toBeVisible();
  });

  test('Ctrl+K focuses the search box', async ({page}) => {
    await open(page, '/conductor');
    await page.keyboard.press('Control+k');
    await expect(searchInput(page)).toBeFocused();
  });

  test('hides when scrolling down and returns when scrolling up', async ({page}) => {
    await open(page, '/conductor/overview/architecture');
    const navbar = page.locator('nav.navbar');
    // Each scroll is handled before the next: the navbar compares positions.
    await scrollWindow(page, 300);
    await scrollWindow(page, 1500);
    await expect(navbar).toHaveClass(/navbarHidden/);
    await scrollWindow(page, 1000);
    await expect(navbar).not.toHaveClass(/navbarHidden/);
  });

  test('from 997 to 1440 px it is one line, with the brand whole and every control reached once by Tab', async ({
    page,
  }) => {
    const widths = [997, 1000, 1050, 1100, 1200, 1280, 1440];
    // One page, resized: the navbar lays itself out again at each width, as when a reader
    // resizes. First with the search box as the page loads it, then, once Tab has reached
    // the box and loaded the real one, with that.
    await open(page, '/catalyst');
    for (const width of widths) await expectOneLine(page, width);
    for (const width of widths) {
      await page.setViewportSize({width, height: 800});
      // Tab from the brand: each navbar control once, in order, then out of the navbar.
      await page.locator('.navbar__brand').focus();
      const reached: string[] = [];
      for (let i = 0; i < 12; i++) {
        const inNavbar = await page.evaluate(() => Boolean(document.activeElement?.closest('.navbar')));
        if (!inNavbar) break;
        reached.push(
          await page.evaluate(() => {
            const a = document.activeElement as HTMLElement;
            return a.getAttribute('aria-label') ?? a.textContent?.trim() ?? a.tagName;
          }),
        );
        await page.keyboard.press('Tab');
      }
      expect(reached.length, `${width} px: ${reached.join(' | ')}`).toBe(new Set(reached).size);
      expect(reached.slice(1, 5)).toEqual(['Enterprise Dapr', 'Workflow Composer', 'Conductor', 'Catalyst']);
      expect(reached).toContain('Search');
      expect(reached.at(-1)).toMatch(/dark and light mode/);
      await expectOneLine(page, width);
    }
  });

  test('below the breakpoint the search placeholder stays whole and clear of the Ctrl K hint', async ({page}) => {
    await page.setViewportSize({width: 900, height: 800});
    await open(page, '/catalyst');
    await expect(page.locator('.navbar [class*="searchHintContainer"]').first()).toBeVisible();
    await expectPlaceholderClear(page);
  });

  test('Tab past the search box while its index loads: the focus stays where the reader put it', async ({page}) => {
    // Hold the index until the reader has moved on: the plugin focuses its box once the index
    // has loaded if the box had the focus while it loaded.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await page.route(/\/search-index[^/]*\.json/, async (route) => {
      requested = true;
      await held;
      await route.continue();
    });
    await page.setViewportSize({width: 1440, height: 800});
    await open(page, '/catalyst');
    await searchInput(page).focus();
    // The real box takes the stand-in's place and keeps the focus.
    await expect(page.locator('.navbar [data-search-box="stand-in"]')).toBeHidden();
    await expect(page.locator('.navbar input.navbar__search-input:visible')).toBeFocused();
    await expect.poll(() => requested).toBe(true);
    await page.keyboard.press('Tab');
    const toggle = page.getByRole('button', {name: /dark and light mode/});
    await expect(toggle).toBeFocused();
    release();
    // The plugin sets up its autocomplete on the box once the index is in, and right
    // after that focuses the box if it had the focus while the index loaded.
    await expect(page.locator('.navbar input.navbar__search-input[aria-autocomplete]')).toHaveCount(1);
    await expect(toggle).toBeFocused();
    // Ctrl+K still brings the reader back to the box.
    await page.keyboard.press('Control+k');
    await expect(page.locator('.navbar input.navbar__search-input:visible')).toBeFocused();
  });
});
