import {expect, open, test} from './fixtures';

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
