import {productsByImportance} from '../../config/site';
import {expect, open, test} from './fixtures';

test.describe('routing', () => {
  test('the home page presents the four products and links into each', async ({page}) => {
    await open(page, '/');
    expect(productsByImportance).toHaveLength(4);
    for (const [name, href] of productsByImportance.map((p) => [p.label, `/${p.routeBasePath}`])) {
      await expect(page.getByRole('heading', {level: 2, name}).getByRole('link', {name, exact: true})).toHaveAttribute(
        'href',
        href,
      );
    }
  });

  test("the home page's product headings carry no hash link, so each card is one tab stop", async ({page}) => {
    await open(page, '/');
    await expect(page.locator('main h2')).toHaveCount(productsByImportance.length);
    await expect(page.locator('main h2 a.hash-link')).toHaveCount(0);
  });

  test('an unknown path answers 404 with a page that says so, a search box and each product', async ({page}) => {
    const response = await page.goto('/catalyst/no-such-page');
    expect(response?.status()).toBe(404);
    const main = page.locator('main');
    await expect(main.getByRole('heading', {level: 1})).toHaveText('Page not found');
    await expect(main).toContainText('There is no page at this address.');
    for (const product of productsByImportance) {
      await expect(main.getByRole('link', {name: product.label, exact: true})).toHaveAttribute(
        'href',
        `/${product.routeBasePath}`,
      );
    }
    // The search box is a plain form: it works before the page's scripts do.
    await main.getByRole('searchbox', {name: 'Search the docs'}).fill('redisHost');
    await main.getByRole('button', {name: 'Search'}).click();
    await page.waitForURL(/\/search\?q=redisHost$/);
  });

  test('on a phone the not-found search box is a box to type in, not an icon', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await open(page, '/no-such-page');
    const box = await page.locator('main').getByRole('searchbox', {name: 'Search the docs'}).boundingBox();
    expect(box?.width).toBeGreaterThan(200);
  });

  test('/index.html, a page.html and a trailing slash reach the clean path', async ({page}) => {
    for (const [from, to] of [
      ['/catalyst/index.html', '/catalyst'],
      ['/catalyst/concepts/appids.html', '/catalyst/concepts/appids'],
      ['/conductor/faq/index.html', '/conductor/faq'],
      ['/index.html', '/'],
      ['/markdown-page.html', '/markdown-page'],
      ['/conductor/faq/', '/conductor/faq'],
    ]) {
      const response = await page.goto(from);
      expect(response?.status(), from).toBe(200);
      expect(new URL(page.url()).pathname, from).toBe(to);
      await expect(page.locator('h1').first()).toBeVisible();
    }
  });

  test('/markdown-page renders', async ({page}) => {
    await open(page, '/markdown-page');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('About these docs');
  });

  test('docs pages have breadcrumbs and a table of contents of h2 and h3 headings only', async ({page}) => {
    await open(page, '/conductor/overview/architecture');
    await expect(page.locator('nav.theme-doc-breadcrumbs')).toBeVisible();
    const tocLinks = page.locator('.table-of-contents a');
    expect(await tocLinks.count()).toBeGreaterThan(0);
    const targets = await tocLinks.evaluateAll((as) =>
      as.map((a) => document.getElementById(decodeURIComponent((a as HTMLAnchorElement).hash.slice(1)))?.tagName),
    );
    for (const tag of targets) expect(['H2', 'H3']).toContain(tag);
  });
});
