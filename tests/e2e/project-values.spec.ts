import type {Page} from '@playwright/test';
import {expect, open, test} from './fixtures';

/**
 * The reader's project values in the samples (src/theme/CodeBlock,
 * src/lib/projectStore.ts, src/components/ProjectValues): set once, they
 * appear in curl lines, SDK environment variables, diagrid command lines and
 * component manifests, and in the API explorer's server and token; copying
 * copies them; the token stays out of long-term storage unless asked and is
 * hidden on screen; one control clears everything. The rules for the values
 * are unit-tested in tests/unit/project-values.test.mjs.
 */

const VALUES = {
  'HTTP endpoint': 'http-prj98765.cloud.r1.diagrid.io',
  'gRPC endpoint': 'grpc-prj98765.cloud.r1.diagrid.io:443',
  'Project name': 'shop',
  'App ID': 'orders',
  'API token (optional)': 'tok-5f3a9c',
};

const samples = (page: Page) => page.locator('.project-sample');

async function openForm(page: Page): Promise<void> {
  await samples(page)
    .first()
    .getByRole('button', {name: /(Fill in|Change) your project values/})
    .click();
  await expect(page.getByRole('dialog', {name: 'Your project values'})).toBeVisible();
}

async function fillForm(page: Page, values: Record<string, string>): Promise<void> {
  const dialog = page.getByRole('dialog');
  for (const [label, value] of Object.entries(values)) await dialog.getByLabel(label, {exact: true}).fill(value);
}

test('readers without values see the placeholders, and a bad value never reaches a sample', async ({page}) => {
  await open(page, '/catalyst/catalyst-apis/state');
  const first = samples(page).first();
  await expect(first).toContainText('https://<project-endpoint>/v1.0/state/kvstore');
  await expect(first).toContainText('Fill in your project values');

  await openForm(page);
  await fillForm(page, {'HTTP endpoint': 'https://evil.example.com', 'Project name': 'my shop'});
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('HTTP endpoint')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toContainText('https://http-prj<digits>.cloud.r1.diagrid.io, or http://localhost:<port>.');
  await dialog.getByRole('button', {name: 'Save'}).click();
  // Not saved: the dialog stays, with the focus on the first bad field.
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('HTTP endpoint')).toBeFocused();
  await dialog.getByRole('button', {name: 'Cancel'}).click();
  await expect(dialog).toBeHidden();
  await expect(first).toContainText('<project-endpoint>');
  expect(await page.evaluate(() => localStorage.getItem('diagrid-docs.project'))).toBeNull();
});

test('values set once fill samples across page types, copy as shown, and clear in one step', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, '/catalyst/catalyst-apis/state');
  await openForm(page);
  await fillForm(page, VALUES);
  // Masked by default, shown on request.
  const token = page.getByRole('dialog').getByLabel('API token (optional)');
  await expect(token).toHaveAttribute('type', 'password');
  await page.getByRole('dialog').getByRole('button', {name: 'Show'}).click();
  await expect(token).toHaveAttribute('type', 'text');
  await page.getByRole('dialog').getByRole('button', {name: 'Save'}).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  // A curl line: endpoint and token, marked, and the token hidden on screen.
  const curl = samples(page).first();
  await expect(curl).toContainText('https://http-prj98765.cloud.r1.diagrid.io/v1.0/state/kvstore');
  await expect(curl).toContainText('dapr-api-token: tok-5f3a9c');
  await expect(curl).toContainText('Filled in with your HTTP endpoint, API token.');
  const highlights = () =>
    page.evaluate(() => {
      const registry = CSS.highlights as unknown as Map<string, {size: number}>;
      return {values: registry.get('project-value')?.size ?? 0, token: registry.get('project-token')?.size ?? 0};
    });
  expect((await highlights()).values).toBeGreaterThan(1);
  expect((await highlights()).token).toBeGreaterThan(0);
  await curl.getByRole('button', {name: 'Show the token'}).click();
  expect((await highlights()).token).toBe(0);
  await curl.getByRole('button', {name: 'Hide the token'}).click();
  expect((await highlights()).token).toBeGreaterThan(0);

  // Copying copies the filled-in text.
  const block = curl.locator('.theme-code-block');
  await block.hover();
  await block.getByRole('button', {name: /copy/i}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('"https://http-prj98765.cloud.r1.diagrid.io/v1.0/state/kvstore"');
  expect(copied).toContain('dapr-api-token: tok-5f3a9c');

  // The token is in this tab's session only.
  const stored = await page.evaluate(() => ({
    local: localStorage.getItem('diagrid-docs.project') ?? '',
    session: sessionStorage.getItem('diagrid-docs.project-token'),
  }));
  expect(stored.local).toContain('shop');
  expect(stored.local).not.toContain('tok-5f3a9c');
  expect(stored.session).toBe('tok-5f3a9c');

  // SDK environment variables, in every OS tab.
  await open(page, '/catalyst/how-to-guides/connect-from-sdks');
  const env = samples(page).filter({hasText: 'export DAPR_HTTP_ENDPOINT'}).first();
  await expect(env).toContainText('export DAPR_HTTP_ENDPOINT="https://http-prj98765.cloud.r1.diagrid.io"');
  await expect(env).toContainText('export DAPR_GRPC_ENDPOINT="grpc-prj98765.cloud.r1.diagrid.io:443"');
  await expect(samples(page).filter({hasText: 'diagrid dev run --project shop --id orders'})).not.toHaveCount(0);

  // A component page: the create command's --project.
  await open(page, '/catalyst/references/components-reference/state/redis');
  await expect(samples(page).filter({hasText: 'diagrid apply -f component.yaml --project shop'})).not.toHaveCount(0);

  // The API explorer starts with the reader's server and token.
  await open(page, '/catalyst/api/save-state');
  await expect(page.locator('.openapi__method-endpoint')).toContainText(
    'https://http-prj98765.cloud.r1.diagrid.io/v1.0/state/',
  );
  await expect(page.locator('.openapi-explorer__request-form')).toBeVisible({timeout: 20_000});
  await expect(page.locator('.openapi-explorer__request-form input[type="password"]').first()).toHaveValue(
    'tok-5f3a9c',
  );

  // One control clears everything, the explorer's copies included.
  await open(page, '/catalyst/catalyst-apis/state');
  await openForm(page);
  await page.getByRole('dialog').getByRole('button', {name: 'Clear all values'}).click();
  await expect(samples(page).first()).toContainText('https://<project-endpoint>/v1.0/state/kvstore');
  await expect(samples(page).first()).toContainText('<api-token>');
  const left = await page.evaluate(() => ({
    local: localStorage.getItem('diagrid-docs.project'),
    session: [
      sessionStorage.getItem('diagrid-docs.project-token'),
      sessionStorage.getItem('server'),
      sessionStorage.getItem('daprApiToken'),
    ],
  }));
  expect(left).toEqual({local: null, session: [null, null, null]});
});

test('the token is remembered only when the reader asks', async ({page}) => {
  await open(page, '/catalyst/catalyst-apis/state');
  await openForm(page);
  await fillForm(page, {'API token (optional)': 'tok-remember'});
  await page
    .getByRole('dialog')
    .getByLabel(/Remember the token/)
    .check();
  await page.getByRole('dialog').getByRole('button', {name: 'Save'}).click();
  expect(await page.evaluate(() => localStorage.getItem('diagrid-docs.project'))).toContain('tok-remember');
  expect(await page.evaluate(() => sessionStorage.getItem('diagrid-docs.project-token'))).toBeNull();
  // A new tab (new session) still has it.
  const other = await page.context().newPage();
  await open(other, '/catalyst/catalyst-apis/state');
  await expect(samples(other).first()).toContainText('dapr-api-token: tok-remember');
});

test('other docs sets, the Markdown twin and the HTML keep the placeholders', async ({page, request}) => {
  await open(page, '/catalyst/catalyst-apis/state');
  await page.evaluate(() =>
    localStorage.setItem('diagrid-docs.project', JSON.stringify({project: 'shop', appId: 'orders'})),
  );
  await open(page, '/enterprise-dapr/d3e/installation-guide');
  await expect(page.locator('article')).toContainText('dapr.io/app-id: "<app-id>"');
  await expect(page.locator('.project-sample')).toHaveCount(0);
  const twin = await (await request.get('/catalyst/how-to-guides/connect-from-sdks.md')).text();
  expect(twin).toContain('diagrid dev run --project <project-name> --id <app-id>');
  expect(twin).not.toContain('Fill in your project values');
  const html = await (await request.get('/catalyst/how-to-guides/connect-from-sdks')).text();
  // Highlighted: `<` and `project-name` are tokens of their own.
  expect(html).toMatch(
    /--project<\/span><span class="token plain"> <\/span><span class="token operator">&lt;<\/span><span class="token plain">project-name</,
  );
});

test('the form fits an 800-pixel-high screen with Save in view, and closing it returns the focus to its button', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await open(page, '/catalyst/catalyst-apis/state');
  const opener = samples(page)
    .first()
    .getByRole('button', {name: /(Fill in|Change) your project values/});
  for (const close of ['Escape', 'Cancel'] as const) {
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {name: 'Your project values'});
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(800);
    const save = await dialog.getByRole('button', {name: 'Save'}).boundingBox();
    expect(save!.y + save!.height, 'Save is on screen').toBeLessThanOrEqual(800);
    if (close === 'Escape') await page.keyboard.press('Escape');
    else await dialog.getByRole('button', {name: 'Cancel'}).click();
    await expect(dialog).toBeHidden();
    await expect(opener, `focus after ${close}`).toBeFocused();
  }
  // After a save the filled sample takes the plain one's place: the focus goes to its button.
  await opener.click();
  await fillForm(page, {'Project name': 'my-project'});
  await page.getByRole('dialog').getByRole('button', {name: 'Save'}).click();
  await expect(samples(page).first()).toContainText('Change your project values');
  await expect(samples(page).first().getByRole('button', {name: 'Change your project values'})).toBeFocused();
});
