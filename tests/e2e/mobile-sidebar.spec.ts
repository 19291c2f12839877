import {products} from '../../config/site';
import {desktop, expect, mobile, open, searchInput, test} from './fixtures';

test.describe('mobile sidebar menu', () => {
  test('opens from the hamburger on mobile and lists the products and the docs sidebar', async ({page}) => {
    await page.setViewportSize(mobile);
    await open(page, '/catalyst');
    await expect(searchInput(page)).toBeVisible();
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.locator('.menu__link', {hasText: 'Getting started'}).first()).toBeVisible();
    await expect(sidebar.locator('.menu__link', {hasText: 'Concepts'}).first()).toBeVisible();
    await sidebar.getByRole('button', {name: /back to main menu/i}).click();
    for (const {label: name} of products) {
      await expect(sidebar.getByRole('link', {name, exact: true})).toBeVisible();
    }
  });

  test('is built when first opened, not when the page learns it is narrow, and slides in', async ({page}) => {
    await page.setViewportSize(mobile);
    await open(page, '/catalyst/concepts/appids');
    // The desktop docs sidebar leaves the page in the render that used to build the mobile menu.
    await expect(page.locator('.theme-doc-sidebar-menu')).toHaveCount(0);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(page.locator('.navbar-sidebar')).toHaveCount(0);

    // The first opening animates like every later one (patches/docusaurus/theme/Navbar/MobileSidebar.css).
    await page.evaluate(() => {
      (window as unknown as {menuSlides: number}).menuSlides = 0;
      document.addEventListener('transitionrun', (event) => {
        const target = event.target as Element;
        if (target.classList.contains('navbar-sidebar') && event.propertyName === 'transform') {
          (window as unknown as {menuSlides: number}).menuSlides++;
        }
      });
    });
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await expect.poll(() => page.evaluate(() => (window as unknown as {menuSlides: number}).menuSlides)).toBe(1);
    await expect(sidebar.locator('.menu__link--active', {hasText: 'App IDs'})).toBeVisible();
  });

  test('closes when the window widens past the 996 px desktop breakpoint', async ({page}) => {
    await page.setViewportSize(mobile);
    await open(page, '/conductor');
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    // 996 px is the last mobile width; anything wider is desktop.
    await page.setViewportSize({width: 996, height: 800});
    await expect(page.locator('.navbar.navbar-sidebar--show')).toHaveCount(1);
    await page.setViewportSize({width: 997, height: 800});
    await expect(page.locator('.navbar.navbar-sidebar--show')).toHaveCount(0);
    await page.setViewportSize(desktop);
    await expect(page.getByRole('button', {name: /toggle navigation bar/i})).toBeHidden();
  });
});
