import type {Page} from '@playwright/test';
import {expect, open, test} from './fixtures';

/**
 * The manifest builder and checker of the component pages
 * (src/components/ManifestTools): nothing loads until the reader opens them; a
 * manifest built for several component types is copied, pasted into the
 * checker and passes; a bad manifest gets each problem named and linked to its
 * row in the reference table. Manifests for every component and profile are
 * run through the CI checks in tests/unit/component-manifest.test.mjs.
 */

const REFERENCE = '/catalyst/references/components-reference';

const tools = (page: Page) => page.locator('.manifest-tools');
const output = (page: Page) => page.getByRole('region', {name: 'Generated manifest and commands'});

/** Opens the builder or the checker (a second press would close it). */
async function openTool(page: Page, which: 'Build a manifest' | 'Check a manifest'): Promise<void> {
  const button = page.getByRole('button', {name: which});
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}

/** Copies the generated YAML with the code block's own button and returns the clipboard. */
async function copyYaml(page: Page): Promise<string> {
  const block = output(page).locator('.theme-code-block').first();
  await block.hover();
  await block.getByRole('button', {name: /copy/i}).click();
  return page.evaluate(() => navigator.clipboard.readText());
}

async function checkText(page: Page, text: string): Promise<void> {
  await openTool(page, 'Check a manifest');
  await page.getByLabel('Manifest to check').fill(text);
  await page.getByRole('button', {name: 'Check', exact: true}).click();
}

test('the tools load only when the reader opens them', async ({page}) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await open(page, `${REFERENCE}/state/redis`);
  await page.waitForLoadState('networkidle');
  await expect(tools(page).getByRole('button')).toHaveCount(2);
  await expect(page.getByLabel('Component name')).toHaveCount(0);
  const before = new Set(requests);

  await openTool(page, 'Build a manifest');
  await expect(page.getByLabel('Component name')).toBeVisible();
  const loaded = requests.filter((u) => !before.has(u) && u.endsWith('.js'));
  // The tools' code and the component's field list, none of them fetched before.
  expect(loaded.length).toBeGreaterThanOrEqual(2);
  // Closing and opening again needs nothing new. Docusaurus's prefetch of the pages the opened
  // tool links to may still be running (in idle time, one page per task): those files are not
  // the tool's.
  await page.getByRole('button', {name: 'Build a manifest'}).click();
  await expect(page.getByLabel('Component name')).toBeHidden();
  const count = requests.length;
  await openTool(page, 'Build a manifest');
  await expect(page.getByLabel('Component name')).toBeVisible();
  const prefetched = new Set(
    await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (link) => link.href),
    ),
  );
  expect(requests.slice(count).filter((url) => !prefetched.has(url))).toEqual([]);
});

type Case = {
  page: string;
  auth?: string;
  fill: Record<string, string>;
  select?: Record<string, string>;
  secrets?: Record<string, [string, string]>;
  expectYaml: RegExp[];
  create: boolean;
};

const CASES: Case[] = [
  {
    page: 'state/redis',
    fill: {'redisHost (required)': 'redis.internal:6379'},
    expectYaml: [/type: state\.redis\n/, /- name: redisHost\n {6}value: "redis\.internal:6379"/],
    create: true,
  },
  {
    page: 'pubsub/kafka',
    auth: 'SASL user name and password',
    fill: {'brokers (required)': 'kafka-1:9092,kafka-2:9092', 'saslUsername (required)': 'orders'},
    select: {'authType (required)': 'password', 'saslMechanism (required)': 'SHA-512'},
    secrets: {saslPassword: ['kafka-secrets', 'password']},
    expectYaml: [
      /- name: authType\n {6}value: "password"/,
      /- name: saslPassword\n {6}secretKeyRef:\n {8}name: kafka-secrets\n {8}key: password/,
      /auth:\n {2}secretStore: vault/,
    ],
    create: true,
  },
  {
    page: 'bindings/http',
    fill: {'url (required)': 'https://example.com/hooks'},
    expectYaml: [/type: bindings\.http\n/, /value: "https:\/\/example\.com\/hooks"/],
    create: true,
  },
  {
    page: 'state/azure-blobstorage',
    auth: 'Microsoft Entra ID: managed identity',
    fill: {'containerName (required)': 'orders', 'accountName (required)': 'ordersacct'},
    expectYaml: [/version: v2\n/, /- name: accountName\n {6}value: "ordersacct"/],
    // v2: the CLI documents no version flag, so only the manifest can create it.
    create: false,
  },
];

for (const c of CASES) {
  test(`build, copy and check a manifest: ${c.page}`, async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, `${REFERENCE}/${c.page}`);
    await openTool(page, 'Build a manifest');
    await page.getByLabel('Component name').fill('orders-store');
    const form = tools(page);
    if (c.auth) await form.getByLabel('Authentication', {exact: true}).selectOption({label: c.auth});
    for (const [label, value] of Object.entries(c.select ?? {})) await form.getByLabel(label).selectOption(value);
    for (const [label, value] of Object.entries(c.fill)) await form.getByLabel(label, {exact: true}).fill(value);
    for (const [field, [name, key]] of Object.entries(c.secrets ?? {})) {
      const group = form.getByRole('group', {name: new RegExp(`^${field}\\b`)});
      await group.getByLabel('Secret name').fill(name);
      await group.getByLabel('Key in the secret').fill(key);
    }
    if (c.secrets) await form.getByLabel('Secret store').fill('vault');
    await page.getByLabel('Scopes (optional)').fill('orders, checkout');
    await page.getByLabel('Project (for the commands)').fill('my-project');

    const yaml = await copyYaml(page);
    expect(yaml).toContain('name: orders-store\n');
    expect(yaml).toMatch(/scopes:\n {2}- orders\n {2}- checkout/);
    for (const re of c.expectYaml) expect(yaml).toMatch(re);
    await expect(output(page)).toContainText('diagrid apply -f component.yaml --project my-project');
    if (c.create) await expect(output(page)).toContainText('diagrid component create orders-store');
    else {
      await expect(output(page).locator('.theme-code-block')).toHaveCount(2);
      await expect(output(page)).toContainText('apply the manifest: it sets spec.version');
    }

    await checkText(page, yaml);
    await expect(tools(page).getByRole('status')).toHaveText('No problems found.');
  });
}

test('a bad manifest gets each problem named, and its link shows the row', async ({page}) => {
  await open(page, `${REFERENCE}/state/aws-dynamodb`);
  await checkText(
    page,
    [
      'apiVersion: dapr.io/v1alpha1',
      'kind: Component',
      'metadata:',
      '  name: orders',
      'spec:',
      '  type: state.aws.dynamodb',
      '  version: v1',
      '  metadata:',
      '    - name: tabel',
      '      value: orders',
      '    - name: accessKey',
      '      value: AKIA0000',
      '    - name: actorStateStore',
      '      value: "yes"',
    ].join('\n'),
  );
  const items = tools(page).getByRole('status').getByRole('listitem');
  await expect(items).toHaveText([
    'Line 9: tabel is not a field of state.aws.dynamodb: did you mean table? See table in the reference',
    'Line 11: accessKey is a secret, written here in plain text: reference it with secretKeyRef. See accessKey in the reference',
    'Line 13: actorStateStore must be true or false. See actorStateStore in the reference',
    'Required field table is missing. See table in the reference',
  ]);
  await items.nth(2).getByRole('link').click();
  await expect(page).toHaveURL(/#field-actorStateStore$/);
  const row = page.locator('tr:has(> td > code#field-actorStateStore)');
  await expect(row).toBeInViewport();
  // The row is marked as the target.
  expect(await row.evaluate((r) => getComputedStyle(r).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');

  await checkText(page, 'kind: [');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('The YAML does not parse');
});

test('a bad value is named and never reaches the output', async ({page}) => {
  await open(page, `${REFERENCE}/state/azure-blobstorage`);
  await openTool(page, 'Build a manifest');
  const name = page.getByLabel('Component name');
  await name.fill('Orders Store');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  // The page's example name stays until the name is valid.
  await expect(output(page)).toContainText('name: documents-state');
  await page.getByText(/^Optional fields/).click();
  const retries = page.getByLabel('retryCount', {exact: true});
  await retries.fill('three');
  await expect(retries).toHaveAttribute('aria-invalid', 'true');
  await expect(tools(page)).toContainText('must be a number, such as 10');
  await expect(output(page)).not.toContainText('retryCount');
  await retries.fill('5');
  await expect(output(page)).toContainText('- name: retryCount');
  await expect(output(page)).toContainText('containerName');
  await expect(output(page)).toContainText('Still to fill in: <container-name>');
});
