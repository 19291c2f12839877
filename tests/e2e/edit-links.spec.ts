import {editUrlBase} from '../../config/site';
import {expect, open, test} from './fixtures';

/**
 * "Edit this page" leads to the file a writer changes: the hand-written page
 * itself, or the source a generated page is made from, never the generated
 * output (which is not committed).
 */
const EDIT = editUrlBase;

const PAGES: [kind: string, path: string, source: string][] = [
  ['hand-written guide', '/catalyst/concepts/appids', 'docs-catalyst/concepts/appids.mdx'],
  [
    'hand-written page among generated ones',
    '/catalyst/references/cli-reference/intro',
    'docs-catalyst/references/cli-introduction.mdx',
  ],
  ['API operation', '/catalyst/api/save-state', 'openapi/catalyst.yaml'],
  ['API tag page', '/catalyst/api/state', 'openapi/catalyst.yaml'],
  ['API overview', '/catalyst/api/catalyst-apis', 'openapi/catalyst.yaml'],
  ['CLI command', '/catalyst/references/cli-reference/appid/create', 'data/cli/catalyst/appid.yaml'],
  ['component', '/catalyst/references/components-reference/state/redis', 'data/components/state/redis.yaml'],
];

for (const [kind, path, source] of PAGES) {
  test(`the ${kind} page ${path} links "Edit this page" to ${source}`, async ({page}) => {
    await open(page, path);
    const link = page.getByRole('link', {name: /edit this page/i});
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute('href', EDIT + source);
  });
}
