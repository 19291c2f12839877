import {products} from '../../config/site';
import {expect, open, scrollWindow, searchInput, test} from './fixtures';

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
});
