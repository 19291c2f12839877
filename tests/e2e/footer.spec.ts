import {productsByImportance} from '../../config/site';
import {expect, open, test} from './fixtures';

test('footer has a logo link, four social profiles and the 2025 copyright', async ({page}) => {
  await open(page, '/conductor');
  const footer = page.locator('footer.footer');
  const logoLink = footer.locator('a:has(.footer__logo)');
  await expect(logoLink).toHaveAttribute('href', 'https://www.diagrid.io');
  await expect(logoLink.getByRole('img', {name: 'Diagrid', exact: true})).toBeVisible();
  const social = footer.locator('.footer__col', {hasText: 'Community'}).locator('a');
  await expect(social).toHaveCount(4);
  const hrefs = await social.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).hostname));
  expect(hrefs).toEqual(['github.com', 'x.com', 'www.linkedin.com', 'www.youtube.com']);
  await expect(footer.locator('.footer__copyright')).toContainText('Copyright © 2025');
});

test('footer lists the products of the registry and the llms.txt index for tools', async ({page, request}) => {
  await open(page, '/catalyst');
  const footer = page.locator('footer.footer');
  const products = footer.locator('.footer__col', {hasText: 'Products'}).locator('a');
  await expect(products).toHaveText(productsByImportance.map((p) => p.label));
  const llms = footer.getByRole('link', {name: 'Docs for AI tools (llms.txt)'});
  const href = await llms.getAttribute('href');
  expect(href).toBe('/llms.txt');
  expect((await request.get(href!)).status()).toBe(200);
});
