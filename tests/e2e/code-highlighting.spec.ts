import type {Page} from '@playwright/test';
import {expect, test, waitForHydration} from './fixtures';

/**
 * Prism grammars beyond prism-react-renderer's own load with the pages that
 * use them (src/prism/languages.ts). A page whose grammar is missing in the
 * browser would be highlighted in its HTML and lose the highlighting (or
 * fail hydration) once React takes over; this compares the two.
 */
const PAGES = [
  ['C#, Java and Bash in SDK tabs', '/catalyst/catalyst-apis/state', ['language-csharp', 'language-java', 'language-bash']],
  ['PowerShell', '/catalyst/how-to-guides/connect-from-sdks', ['language-powershell']],
  ['HTTP', '/catalyst/concepts/catalyst-apis', ['language-http']],
] as const;

/** Prism tokens per code-block language. */
async function tokensByLanguage(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const counts: Record<string, number> = {};
    for (const pre of Array.from(document.querySelectorAll('pre[class*="language-"]'))) {
      const lang = Array.from(pre.classList).find((c) => c.startsWith('language-'))!;
      counts[lang] = (counts[lang] ?? 0) + pre.querySelectorAll('.token:not(.plain)').length;
    }
    return counts;
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

    for (const lang of languages) expect(served[lang] ?? 0, `${lang} tokens in the HTML`).toBeGreaterThan(0);
    expect(hydrated).toEqual(served);
    expect(errors).toEqual([]);
  });
}
