import {expect, keptThroughHydration, markBeforeHydration, open, test} from './fixtures';

test('the SDK language choice follows the reader across pages and survives a reload', async ({page}) => {
  await open(page, '/catalyst/quickstart/state');
  const tab = (name: string) => page.getByRole('tab', {name, exact: true}).first();
  await expect(tab('Python')).toHaveAttribute('aria-selected', 'true');
  await tab('Go').click();
  await expect(tab('Go')).toHaveAttribute('aria-selected', 'true');

  // Every SDK tab set on another page opens on Go.
  await open(page, '/catalyst/quickstart/pubsub');
  const goTabs = page.getByRole('tab', {name: 'Go', exact: true});
  expect(await goTabs.count()).toBeGreaterThan(0);
  for (const t of await goTabs.all()) await expect(t).toHaveAttribute('aria-selected', 'true');

  await page.reload();
  await expect(tab('Go')).toHaveAttribute('aria-selected', 'true');
  await expect(tab('Python')).toHaveAttribute('aria-selected', 'false');
});

test('SDK samples come in python, java, csharp, nodejs and go, in that order', async ({page}) => {
  await open(page, '/catalyst/quickstart/workflow');
  const labels = await page.locator('.tabs').first().getByRole('tab').allTextContents();
  expect(labels).toEqual(['Python', 'Java', 'C#', 'Node.js', 'Go']);
});

test("tab sets keep the server's nodes through hydration, and a stored choice is still applied", async ({page}) => {
  // The tabs no longer remount after hydration (patches/openapi/hydrationKey.mjs).
  await markBeforeHydration(page, '.tabs-container, [role="tab"]');
  await open(page, '/catalyst/quickstart/state');
  const {marked, kept} = await keptThroughHydration(page);
  expect(marked).toBeGreaterThan(5);
  expect(kept).toBe(marked);
  // A choice stored before the page loads is selected after hydration, by the tabs' own sync.
  await page.getByRole('tab', {name: 'Java', exact: true}).first().click();
  await page.reload();
  await expect(page.getByRole('tab', {name: 'Java', exact: true}).first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('[role="tabpanel"]:not([hidden])').first()).toContainText(/java|Java|Maven|Gradle/);
});
