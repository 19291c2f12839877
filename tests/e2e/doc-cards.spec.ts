import type {Page} from '@playwright/test';
import {expect, open, test} from './fixtures';

// Doc cards (DocCardList) take each doc's description from the page's own
// route data, not from the docs version's metadata that every page loads
// (patches/docusaurus/docs/cardDescriptions.mjs, src/theme/DocCard).

const TAG_PAGES = ['bindings', 'health', 'pub-sub', 'service-invocation', 'state', 'workflow'].map(
  (tag) => `/catalyst/api/${tag}`,
);

async function cards(page: Page): Promise<{href: string; description: string}[]> {
  return page
    .locator('article a.card')
    .evaluateAll((links) =>
      links.map((a) => ({href: a.getAttribute('href') ?? '', description: a.querySelector('p')?.textContent ?? ''})),
    );
}

/** A page's description, from its HTML as the browser parses it (fetched by the open page, which is on the site). */
async function metaDescription(page: Page, path: string): Promise<string | null> {
  return page.evaluate(async (url) => {
    const html = await (await fetch(url)).text();
    const doc = new DOMParser().parseFromString(html, 'text/html');
    return doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? null;
  }, path);
}

test.describe('doc cards', () => {
  test("every card of every API tag page shows its doc's description after hydration", async ({page}) => {
    for (const path of TAG_PAGES) {
      await open(page, path);
      const shown = await cards(page);
      expect(shown.length, path).toBeGreaterThan(0);
      for (const {href, description} of shown) {
        expect(description, `${path}: card for ${href}`).not.toBe('');
        expect(description, `${path}: card for ${href}`).toBe(await metaDescription(page, href));
      }
    }
  });

  test("a tag page reached by client-side navigation shows its cards' descriptions", async ({page}) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await open(page, '/catalyst/api/save-state');
    const expected = await metaDescription(page, '/catalyst/api/get-state');
    await page.evaluate(() => Object.assign(window, {samePage: true}));
    await page.locator('nav.theme-doc-breadcrumbs a[href="/catalyst/api/state"]').click();
    await expect(page).toHaveURL(/\/catalyst\/api\/state$/);
    expect(await page.evaluate(() => 'samePage' in window), 'navigated without reloading').toBe(true);
    await expect(page.locator('article a.card[href="/catalyst/api/get-state"] p')).toHaveText(expected!);
    expect(errors).toEqual([]);
  });

  test("other Catalyst pages do not download the docs' descriptions", async ({page}) => {
    await page.goto('/catalyst/api/save-state');
    const description = await metaDescription(page, '/catalyst/api/save-state');
    expect(description).toBeTruthy();
    const bodies: Promise<string>[] = [];
    page.on('response', (response) => {
      // A script the page being left was still fetching (an idle prefetch, say) reports here
      // too, and its body is gone once the page is left: it is not the next page's download.
      if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
    });
    await open(page, '/catalyst/concepts/appids');
    const scripts = await Promise.all(bodies);
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.filter((text) => text.includes(description!))).toEqual([]);
    // The tag page that shows the card does download it.
    bodies.length = 0;
    await open(page, '/catalyst/api/state');
    expect((await Promise.all(bodies)).some((text) => text.includes(description!))).toBe(true);
  });
});
