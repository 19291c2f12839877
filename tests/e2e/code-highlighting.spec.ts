import type {Page} from '@playwright/test';
import {expect, test, waitForHydration} from './fixtures';

/**
 * Prism grammars load with the pages that use them (src/prism/languages.ts),
 * prism-react-renderer's own included. A page whose grammar is missing in the
 * browser would be highlighted in its HTML and lose the highlighting (or
 * fail hydration) once React takes over; this compares the two.
 */
const PAGES = [
  [
    'C#, Java and Bash in SDK tabs',
    '/catalyst/catalyst-apis/state',
    ['language-csharp', 'language-java', 'language-bash'],
  ],
  ['PowerShell', '/catalyst/how-to-guides/connect-from-sdks', ['language-powershell']],
  ['HTTP', '/catalyst/concepts/catalyst-apis', ['language-http']],
  // prism-react-renderer's own grammars: in the browser build they load per page too.
  [
    'Python, JavaScript, Go and JSON',
    '/catalyst/catalyst-apis/pubsub',
    ['language-python', 'language-javascript', 'language-go', 'language-json'],
  ],
  ['YAML', '/catalyst/references/components-reference/state/redis', ['language-yaml']],
] as const;

/** Prism's tokens per code-block language, in order, as `class:text`. */
async function tokensByLanguage(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    const tokens: Record<string, string[]> = {};
    for (const pre of Array.from(document.querySelectorAll('pre[class*="language-"]'))) {
      const lang = Array.from(pre.classList).find((c) => c.startsWith('language-'))!;
      for (const token of Array.from(pre.querySelectorAll('.token:not(.plain)'))) {
        (tokens[lang] ??= []).push(`${token.className}:${token.textContent}`);
      }
    }
    return tokens;
  });
}

for (const [name, path, languages] of PAGES) {
  test(`${name} (${path}): highlighted in the HTML and still after hydration`, async ({page, browser}) => {
    // The HTML as served, without scripts.
    const noScript = await browser.newContext({javaScriptEnabled: false});
    const htmlOnly = await noScript.newPage();
    await htmlOnly.goto(path);
    const served = await tokensByLanguage(htmlOnly);
    await noScript.close();

    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(path);
    await waitForHydration(page);
    const hydrated = await tokensByLanguage(page);

    for (const lang of languages) expect(served[lang]?.length ?? 0, `${lang} tokens in the HTML`).toBeGreaterThan(0);
    expect(hydrated).toEqual(served);
    expect(errors).toEqual([]);
  });
}

test('API pages: no code shows as the page loads; an example opened later is highlighted when it first shows', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  // A phone, at the top of the page: the explorer, below the description, does not load,
  // so the grammars are not there until the example asks for them.
  await page.setViewportSize({width: 412, height: 823});
  await page.goto('/catalyst/api/get-state');
  await waitForHydration(page);
  expect(await tokensByLanguage(page), 'no highlighted code on load').toEqual({});
  // The example's code as it first appears, before anything could render it again.
  await page.evaluate(() => {
    const w = window as unknown as {firstExample: number | null};
    w.firstExample = null;
    const observer = new MutationObserver(() => {
      const pre = document.querySelector('article [role="tabpanel"]:not([hidden]) pre.language-json');
      if (pre && w.firstExample === null) w.firstExample = pre.querySelectorAll('.token:not(.plain)').length;
    });
    observer.observe(document.querySelector('article')!, {subtree: true, childList: true});
  });
  // Clicked in the page, without scrolling to it.
  await page
    .locator('article [role="tab"]', {hasText: /^Example/})
    .first()
    .evaluate((tab) => (tab as HTMLElement).click());
  const firstExample = () => page.evaluate(() => (window as unknown as {firstExample: number | null}).firstExample);
  await expect.poll(firstExample).not.toBeNull();
  expect(await firstExample(), 'tokens of the example when it first shows').toBeGreaterThan(3);
  await expect(
    page.locator('.openapi-right-panel__container .openapi-skeleton'),
    'the explorer did not load',
  ).toHaveCount(1);
  expect(errors).toEqual([]);
});
