// The citation walk (scripts/check/citations.mjs): each page's source keys with
// their addresses, and the facts the page states, by kind.
//   node --test tests/unit/
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';
import {citations, factsOf, handWrittenPages, renderReport} from '../../scripts/check/citations.mjs';
import {GENERATED_DIRS} from '../../scripts/lib/products.mjs';

const root = mkdtempSync(path.join(tmpdir(), 'citations-test-'));
after(() => rmSync(root, {recursive: true, force: true}));

mkdirSync(path.join(root, 'data'), {recursive: true});
writeFileSync(
  path.join(root, 'data/sources.yaml'),
  `S_ONE:\n  url: https://example.org/one\n  note: One.\nS_TWO:\n  where: A file nobody could find again\n  note: Two.\n`,
);
mkdirSync(path.join(root, 'docs-x'), {recursive: true});
writeFileSync(
  path.join(root, 'docs-x/page.mdx'),
  [
    '---',
    'title: T',
    'sources:',
    '  - S_ONE',
    '  - S_TWO',
    '  - S_GONE',
    '---',
    '',
    'Set `global.rbac.namespaced: true` and pass `--wait`; charts from 1.28.0 pin Dapr `1.17.2-catalyst.1`.',
    'See [the guide](https://docs.example.io/guide/v2.0) and `oci://public.ecr.aws/diagrid/catalyst`.',
    '',
    '```bash',
    'diagrid project create my-project --wait',
    'helm install catalyst oci://public.ecr.aws/diagrid/catalyst --version 1.39.0',
    '```',
  ].join('\n'),
);

test("a page's sources come with the address a reader opens, or say why there is none", () => {
  const [page] = citations(['docs-x/page.mdx'], {root});
  assert.deepEqual(page.sources, [
    {key: 'S_ONE', address: 'https://example.org/one'},
    {key: 'S_TWO', address: '(no address) A file nobody could find again'},
    {key: 'S_GONE', address: '(unknown key)'},
  ]);
});

test('the facts of a page, by kind', () => {
  const [{facts}] = citations(['docs-x/page.mdx'], {root});
  assert.deepEqual(facts.commands, [
    'diagrid project create my-project --wait',
    'helm install catalyst oci://public.ecr.aws/diagrid/catalyst --version 1.39.0',
  ]);
  assert.deepEqual(facts.flags, ['--wait', '--version']);
  assert.deepEqual(facts.values, [
    'global.rbac.namespaced: true',
    '1.17.2-catalyst.1',
    'oci://public.ecr.aws/diagrid/catalyst',
  ]);
  assert.deepEqual(facts.versions, ['1.28.0', '1.17.2-catalyst.1', '1.39.0']);
  assert.ok(facts.hosts.includes('https://docs.example.io/guide/v2.0'));
  assert.ok(facts.hosts.includes('oci://public.ecr.aws/diagrid/catalyst'));
  assert.ok(!facts.versions.includes('v2.0'), 'a link target is a host, not a stated version');
});

test('the report lists every page with its sources and facts', () => {
  const report = renderReport(citations(['docs-x/page.mdx'], {root}));
  assert.match(report, /^## docs-x\/page\.mdx$/m);
  assert.match(report, /^- S_TWO: \(no address\) A file nobody could find again$/m);
  assert.match(report, /^Versions \(3\):\n- `1\.28\.0`/m);
});

test('generated reference pages are left out of the walk; hand-written ones are in', () => {
  const pages = handWrittenPages([]);
  assert.ok(pages.includes('docs-enterprise-dapr/d3e/k8s-resources.mdx'));
  assert.ok(pages.length > 50, `only ${pages.length} pages`);
  assert.ok(!pages.some((p) => GENERATED_DIRS.some((dir) => p.startsWith(dir))));
  assert.deepEqual(factsOf('No facts here.'), {commands: [], flags: [], values: [], versions: [], hosts: []});
});
