import type {Page} from '@playwright/test';
import {Highlight, type RenderProps} from 'prism-react-renderer';
import {createElement, type CSSProperties} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {codePalettes} from '../../config/prism';
import {expect, keptThroughHydration, markBeforeHydration, open, test, waitForHydration} from './fixtures';

/**
 * Prism grammars load with the pages that use them (src/prism/languages.ts),
 * prism-react-renderer's own included. A page whose grammar is missing in the
 * browser would be highlighted in its HTML and lose the highlighting (or
 * fail hydration) once React takes over; the tests below compare the two,
 * on a page of each language, in each colour mode.
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
async function tokensByLanguage(page: Page, shownOnly = false): Promise<Record<string, string[]>> {
  return page.evaluate((shownOnly) => {
    const tokens: Record<string, string[]> = {};
    for (const pre of Array.from(document.querySelectorAll('pre[class*="language-"]'))) {
      if (shownOnly && !pre.checkVisibility()) continue;
      const lang = Array.from(pre.classList).find((c) => c.startsWith('language-'))!;
      for (const token of Array.from(pre.querySelectorAll('.token:not(.plain)'))) {
        (tokens[lang] ??= []).push(`${token.className}:${token.textContent}`);
      }
    }
    return tokens;
  }, shownOnly);
}

/** `#rrggbb` or `rgb(r, g, b)` as the browser reports a computed colour. */
function rgb(color: string): string {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  return hex
    ? `rgb(${hex
        .slice(1)
        .map((h) => parseInt(h, 16))
        .join(', ')})`
    : color.replace(/\s+/g, ' ').replace(/,(?! )/g, ', ');
}

/** prism-react-renderer's own `getTokenProps` for a mode's palette, from a render of its `Highlight`. */
function tokenPropsFor(mode: keyof typeof codePalettes): RenderProps['getTokenProps'] {
  let getTokenProps: RenderProps['getTokenProps'] | undefined;
  renderToStaticMarkup(
    createElement(Highlight, {
      theme: codePalettes[mode],
      code: '',
      language: 'text',
      children: (props) => {
        getTokenProps = props.getTokenProps;
        return createElement('pre');
      },
    }),
  );
  return getTokenProps!;
}

const tokenProps = {dark: tokenPropsFor('dark'), light: tokenPropsFor('light')};

/**
 * What Prism gives a token of these types in a mode: the style
 * prism-react-renderer's `getTokenProps` gives it with that mode's palette;
 * a token without one has the code block's plain colour.
 */
function prismStyle(mode: keyof typeof codePalettes, types: string[]) {
  const style: CSSProperties = tokenProps[mode]({token: {types, content: 'x'}}).style ?? {};
  return {
    color: rgb(String(style.color ?? codePalettes[mode].plain.color)),
    fontStyle: String(style.fontStyle ?? 'normal'),
    opacity: String(style.opacity ?? 1),
  };
}

for (const mode of ['dark', 'light'] as const) {
  test(`${mode} mode: every language is highlighted in the HTML, each token in the colours Prism gives it, and stays so after hydration`, async ({
    page,
    browser,
  }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(`${page.url()}: ${m.text()}`));
    // The site gives Prism one theme whose colours are CSS (config/prism.ts), so the
    // server's HTML is right in both modes and code blocks are not rebuilt after hydration.
    const read = (p: Page) =>
      p.evaluate(() =>
        Array.from(document.querySelectorAll('pre.prism-code')).map((pre) => ({
          background: getComputedStyle(pre).backgroundColor,
          color: getComputedStyle(pre).color,
          tokens: Array.from(pre.querySelectorAll('.token:not(.plain)')).map((token) => {
            const style = getComputedStyle(token);
            return {
              types: Array.from(token.classList).filter((c) => c !== 'token'),
              color: style.color,
              fontStyle: style.fontStyle,
              opacity: style.opacity,
            };
          }),
        })),
      );
    const plain = codePalettes[mode].plain;
    let checked = 0;
    for (const [, path, languages] of PAGES) {
      // The HTML as served, with its inline script that sets the colour mode, but no bundle.
      const noBundle = await browser.newContext({colorScheme: mode});
      await noBundle.route('**/assets/js/**', (route) => route.abort());
      const htmlOnly = await noBundle.newPage();
      await htmlOnly.goto(path);
      await expect(htmlOnly.locator('html')).toHaveAttribute('data-theme', mode);
      const served = await read(htmlOnly);
      const servedTokens = await tokensByLanguage(htmlOnly);
      await noBundle.close();
      for (const lang of languages)
        expect(servedTokens[lang]?.length ?? 0, `${path}: ${lang} tokens in the HTML`).toBeGreaterThan(0);
      await page.emulateMedia({colorScheme: mode});
      await page.goto(path);
      await waitForHydration(page);
      // A grammar missing in the browser would lose the highlighting once React takes over.
      expect(await tokensByLanguage(page), `${path}: the same tokens after hydration`).toEqual(servedTokens);
      expect(await read(page), `${path}: the same colours after hydration`).toEqual(served);
      // One assertion for the page's thousands of tokens: each expect call is a step of the report.
      const wrong: string[] = [];
      for (const block of served) {
        if (block.background !== rgb(plain.backgroundColor!)) wrong.push(`code block background ${block.background}`);
        if (block.color !== rgb(plain.color!)) wrong.push(`code block colour ${block.color}`);
        for (const {types, ...shown} of block.tokens) {
          const expected = prismStyle(mode, types);
          if (JSON.stringify(shown) !== JSON.stringify(expected))
            wrong.push(`token ${types.join(' ')}: ${JSON.stringify(shown)}, Prism gives ${JSON.stringify(expected)}`);
          checked++;
        }
      }
      expect(wrong, path).toEqual([]);
    }
    expect(checked).toBeGreaterThan(200);
    expect(errors).toEqual([]);
  });
}

test("code blocks keep the server's nodes through hydration", async ({page}) => {
  await markBeforeHydration(page, 'pre.prism-code, pre.prism-code .token');
  await open(page, '/catalyst/references/components-reference/state/redis');
  const {marked, kept} = await keptThroughHydration(page);
  expect(marked).toBeGreaterThan(100);
  expect(kept).toBe(marked);
});

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
  // The hidden panels hold the server's markup, highlighted there; none of it shows.
  expect(await tokensByLanguage(page, true), 'no highlighted code shown on load').toEqual({});
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
