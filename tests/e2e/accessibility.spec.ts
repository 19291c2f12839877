import type {Page} from '@playwright/test';
import {axeViolations, desktop, expect, searchInput, searchSuggestions, test, waitForHydration} from './fixtures';

/**
 * axe-core on every page type, in both colour modes: no serious or critical
 * violation. All of axe's rules run in the dark mode (WCAG 2.x A and AA and
 * its best practices); the light mode changes only colours, so each page then
 * switches to it in place, as a choice made in another tab reaches it, and only
 * the rules that read colours run again. Minor and moderate findings are
 * printed, not failed.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const PAGE_TYPES: [string, string, {width: number; height: number}?][] = [
  ['home', '/'],
  ['guide (SDK tabs)', '/catalyst/quickstart/state'],
  ['API reference (explorer)', '/catalyst/api/save-state'],
  // An endpoint URL longer than the column, at desktop width, explorer loaded.
  ['API reference, long endpoint, desktop', '/catalyst/api/raise-event', desktop],
  ['CLI reference', '/catalyst/references/cli-reference/kv/create'],
  ['component', '/catalyst/references/components-reference/state/redis'],
  ['category with filter table', '/catalyst/references/components-reference/state'],
  ['search', '/search?q=state'],
  ['not found', '/no-such-page'],
  ['markdown page', '/markdown-page'],
];

/** Opens `path` in the dark mode, chosen through the theme's own query parameter. */
async function openDark(page: Page, path: string): Promise<void> {
  const url = `${path}${path.includes('?') ? '&' : '?'}docusaurus-theme=dark`;
  await page.goto(url);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
}

/**
 * Switches the open page's colour mode as a choice made in another tab does: the theme's
 * storage key (named in its inline script), then the storage event the theme listens to. The
 * theme renders the mode from its context, so code blocks change colours too; and it works
 * while a modal dialog holds the rest of the page inert.
 */
async function switchMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.evaluate((newValue) => {
    const inline = Array.from(document.scripts, (script) => script.textContent).join('\n');
    const key = /getItem\("(theme[^"]*)"\)/.exec(inline)?.[1];
    if (!key) throw new Error("no colour mode key in the theme's inline script");
    const oldValue = localStorage.getItem(key);
    localStorage.setItem(key, newValue);
    window.dispatchEvent(new StorageEvent('storage', {key, oldValue, newValue, storageArea: localStorage}));
  }, mode);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  // Some colours fade to the new mode, and some start fading a few frames later (the explorer's
  // Send button does): audit once no colour is moving over two frames.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let i = 0; i < 20; i++) {
      await frame();
      await frame();
      const moving = document.getAnimations().filter((a) => a instanceof CSSTransition && a.playState === 'running');
      if (moving.length === 0) return;
      await Promise.all(moving.map((a) => a.finished.catch(() => undefined)));
    }
  });
}

/**
 * axe's findings in the dark mode, then in the light mode (colour rules), back in the dark
 * mode after.
 */
async function inBothModes(page: Page, label: string, within: string[] = []): Promise<string[]> {
  const problems = await seriousViolations(page, `${label} (dark)`, within);
  await switchMode(page, 'light');
  problems.push(...(await seriousViolations(page, `${label} (light)`, within)));
  await switchMode(page, 'dark');
  return problems;
}

/**
 * axe's serious and critical findings on the page, or only inside `within` (selectors): the
 * states after use audit the part that changed, the rest of each page type being audited whole
 * in the same mode above.
 */
async function seriousViolations(page: Page, label: string, within: string[] = []): Promise<string[]> {
  // Animations off, so colours are measured in their final state.
  await page.emulateMedia({reducedMotion: 'reduce'});
  const light = (await page.locator('html').getAttribute('data-theme')) === 'light';
  const violations = await axeViolations(page, {include: within, rules: light ? COLOUR_RULES : undefined});
  const lines: string[] = [];
  for (const v of violations) {
    const summary = `${label}: [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length}×) e.g. ${v.nodes
      .slice(0, 3)
      .map((n) => n.target.join(' '))
      .join(' | ')}`;
    if (v.impact === 'serious' || v.impact === 'critical') {
      lines.push(`${summary}\n    ${v.nodes[0]?.failureSummary?.replace(/\n/g, '\n    ')}`);
    } else {
      console.log(`(not failing) ${summary}`);
    }
  }
  return lines;
}

test.describe('accessibility (axe-core)', () => {
  for (const [name, path, viewport] of PAGE_TYPES) {
    test(`${name} page (${path}) has no serious or critical violations in either colour mode`, async ({page}) => {
      if (viewport) await page.setViewportSize(viewport);
      await openDark(page, path);
      if (path.startsWith('/search')) {
        await expect(page.getByText(/^\d+ documents? found$/)).toBeVisible({timeout: 20_000});
      }
      if (path.startsWith('/catalyst/api/')) {
        // The explorer loads after hydration; audit it, not its placeholder.
        await expect(page.locator('.openapi-explorer__request-form')).toBeVisible({timeout: 20_000});
      }
      expect(await inBothModes(page, path)).toEqual([]);
    });
  }

  test('the open search dropdown with a suggestion selected has no serious or critical violations in either colour mode', async ({
    page,
  }) => {
    await openDark(page, '/catalyst');
    const input = searchInput(page);
    await input.click();
    await input.fill('state');
    await expect(searchSuggestions(page).first()).toBeVisible({timeout: 20_000});
    await page.keyboard.press('ArrowDown');
    await expect(
      page.locator('.navbar [role="option"][aria-selected="true"], .navbar [role="option"][class*="cursor"]').first(),
    ).toBeVisible();
    // The combobox names its listbox, and the listbox holds options only.
    const listboxId = await input.getAttribute('aria-controls');
    expect(listboxId).toBeTruthy();
    await expect(page.locator(`[id="${listboxId}"][role="listbox"] [role="option"]`).first()).toBeVisible();
    expect(await inBothModes(page, 'search dropdown')).toEqual([]);
    // Still open: the light mode's audit saw the dropdown too.
    await expect(searchSuggestions(page).first()).toBeVisible();
  });

  // States after use, each in both colour modes.
  test('a filtered table has no serious or critical violations in either colour mode', async ({page}) => {
    await openDark(page, '/catalyst/references/components-reference/state');
    await page.getByRole('searchbox', {name: /^filter/i}).fill('redis');
    await expect(page.locator('article table tbody tr')).not.toHaveCount(0);
    expect(await inBothModes(page, 'filtered table', ['article'])).toEqual([]);
  });

  test('a chosen SDK tab has no serious or critical violations in either colour mode', async ({page}) => {
    await openDark(page, '/catalyst/quickstart/state');
    await page.getByRole('tab', {name: 'Go'}).first().click();
    expect(await inBothModes(page, 'SDK tab chosen', ['article .tabs-container'])).toEqual([]);
  });

  test('the manifest builder with a bad value and the checker with problems have no serious or critical violations in either colour mode', async ({
    page,
  }) => {
    // The component page's manifest builder (every field shown, a bad value named)
    // and checker (problems listed).
    await openDark(page, '/catalyst/references/components-reference/state/azure-blobstorage');
    const tools = page.locator('.manifest-tools');
    await tools.getByRole('button', {name: 'Build a manifest'}).click();
    await tools.getByLabel('Authentication', {exact: true}).selectOption({index: 2});
    await tools.getByText(/^Optional fields/).click();
    await tools.getByLabel('retryCount', {exact: true}).fill('three');
    await tools.getByLabel('Component name').fill('Bad Name');
    const problems = await inBothModes(page, 'manifest builder', ['.manifest-tools']);
    await tools.getByRole('button', {name: 'Check a manifest'}).click();
    await tools
      .getByLabel('Manifest to check')
      .fill('kind: Component\nspec:\n  type: state.azure.blobstorage\n  version: v9');
    await tools.getByRole('button', {name: 'Check', exact: true}).click();
    await expect(tools.getByRole('status').getByRole('listitem')).not.toHaveCount(0);
    problems.push(...(await inBothModes(page, 'manifest checker', ['.manifest-tools'])));
    expect(problems).toEqual([]);
  });

  test('the project values form with a bad value, and the samples it filled, have no serious or critical violations in either colour mode', async ({
    page,
  }) => {
    // The project values form, with a bad value named, then the samples it filled.
    await openDark(page, '/catalyst/catalyst-apis/state');
    await page.locator('.project-sample').first().getByRole('button', {name: 'Fill in your project values'}).click();
    const dialog = page.getByRole('dialog', {name: 'Your project values'});
    await dialog.getByLabel('HTTP endpoint').fill('https://example.com');
    await dialog.getByLabel('Project name').fill('shop');
    await dialog.getByLabel('API token (optional)').fill('tok-123');
    await dialog.getByRole('button', {name: 'Save'}).click();
    await expect(dialog.getByLabel('HTTP endpoint')).toHaveAttribute('aria-invalid', 'true');
    const problems = await inBothModes(page, 'project values form', ['dialog[open]']);
    await expect(dialog.getByLabel('HTTP endpoint')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('HTTP endpoint').fill('http-prj1.cloud.r1.diagrid.io');
    await dialog.getByRole('button', {name: 'Save'}).click();
    await expect(page.locator('.project-sample').first()).toContainText('Filled in with your');
    problems.push(...(await inBothModes(page, 'samples filled in', ['article'])));
    expect(problems).toEqual([]);
  });
});
