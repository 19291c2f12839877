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
