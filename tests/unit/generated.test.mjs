// Writing the generated folders (scripts/lib/files.mjs syncFolder,
// scripts/lib/generated.mjs, scripts/lib/last-update.mjs): pages are dated
// before they are compared, only changed files are written and files no
// longer produced are deleted, so regenerating unchanged sources touches
// nothing and the dev server reloads only what an edit changed.
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import yaml from 'js-yaml';
import {generateCli} from '../../scripts/generate/cli.mjs';
import {CLI_PRODUCTS} from '../../scripts/lib/cli-data.mjs';
import {generateComponents, OUTPUT_DIR} from '../../scripts/generate/components.mjs';
import {repoRoot} from '../../scripts/lib/data.mjs';
import {filesUnder, syncFolder} from '../../scripts/lib/files.mjs';
import {stampLastUpdate} from '../../scripts/lib/last-update.mjs';
import {editUrlBase, GENERATED_DIRS} from '../../scripts/lib/products.mjs';

/** @param {import('node:test').TestContext} t */
function tempDir(t) {
  const dir = mkdtempSync(path.join(tmpdir(), 'generated-test-'));
  t.after(() => rmSync(dir, {recursive: true, force: true}));
  return dir;
}

const LONG_AGO = new Date('2000-01-01T00:00:00Z');

/**
 * Sets every file under `dir` to a modification time long past, so that any
 * later write shows, however fast it follows; returns the files.
 * @param {string} dir
 */
function ageFiles(dir) {
  const files = [...filesUnder(dir)];
  for (const file of files) utimesSync(file, LONG_AGO, LONG_AGO);
  return files;
}

/** @param {string[]} files the files `ageFiles` aged that were written again */
const touched = (files) => files.filter((f) => statSync(f).mtimeMs !== LONG_AGO.getTime());

test('syncFolder writes what changed, leaves the rest untouched and deletes what is gone', (t) => {
  const dir = tempDir(t);
  const first = syncFolder(
    dir,
    new Map([
      ['a.mdx', 'A'],
      ['group/b.mdx', 'B'],
      ['group/c.mdx', 'C'],
    ]),
  );
  assert.deepEqual(first, {written: ['a.mdx', 'group/b.mdx', 'group/c.mdx'], removed: []});
  const files = ageFiles(dir);
  assert.deepEqual(
    syncFolder(
      dir,
      new Map([
        ['a.mdx', 'A'],
        ['group/b.mdx', 'B2'],
      ]),
    ),
    {written: ['group/b.mdx'], removed: ['group/c.mdx']},
  );
  assert.deepEqual(
    touched(files.filter(existsSync)).map((f) => path.relative(dir, f)),
    [path.join('group', 'b.mdx')],
  );
  // A folder left empty goes too.
  syncFolder(dir, new Map([['a.mdx', 'A']]));
  assert.ok(!existsSync(path.join(dir, 'group')));
  assert.equal(readFileSync(path.join(dir, 'a.mdx'), 'utf8'), 'A');
});

test('pages get the date of their source file before they are written; a page without one is refused', (t) => {
  const root = tempDir(t);
  const data = path.join(root, 'data', 'cli', 'x.yaml');
  mkdirSync(path.dirname(data), {recursive: true});
  writeFileSync(data, 'x: 1\n');
  const when = new Date('2025-03-04T12:00:00Z');
  utimesSync(data, when, when);
  const page = 'docs-conductor/cli-reference/x.mdx';
  const files = new Map([
    [page, `---\ntitle: "x"\ncustom_edit_url: "${editUrlBase}data/cli/x.yaml"\n---\n\nBody\n`],
    ['docs-conductor/cli-reference/_category_.json', '{}\n'],
  ]);
  // Outside a Git work tree the file's modification date is used.
  const dated = stampLastUpdate(files, {root});
  assert.match(/** @type {string} */ (dated.get(page)), /^---\nlast_update:\n {2}date: 2025-03-04\ntitle: "x"/);
  assert.equal(dated.get('docs-conductor/cli-reference/_category_.json'), '{}\n');
  // A page that already has its date keeps the one.
  assert.equal(stampLastUpdate(dated, {root}).get(page), dated.get(page));
  assert.throws(
    () => stampLastUpdate(new Map([[page, '---\ntitle: "y"\n---\n']]), {root}),
    /docs-conductor\/cli-reference\/x\.mdx \(custom_edit_url\): a generated page must name its source file/,
  );
});

test('generating the CLI references twice writes nothing the second time; a command removed from the data loses its page', (t) => {
  const root = tempDir(t);
  for (const conf of Object.values(CLI_PRODUCTS))
    cpSync(path.join(repoRoot, conf.dataDir), path.join(root, conf.dataDir), {recursive: true});
  const first = generateCli({root});
  assert.ok(
    first.written.length > 100 && first.written.length === first.pages,
    `${first.written.length} of ${first.pages} written`,
  );
  const out = path.join(root, CLI_PRODUCTS.catalyst.outDir);
  const files = [...Object.values(CLI_PRODUCTS).flatMap((conf) => ageFiles(path.join(root, conf.outDir)))];

  const second = generateCli({root});
  assert.deepEqual([second.written, second.removed], [[], []]);
  assert.deepEqual(touched(files), [], 'no page was rewritten');
  // Every page is dated, and the date is part of what was compared.
  assert.match(
    readFileSync(path.join(out, 'appid/create.mdx'), 'utf8'),
    /^---\nlast_update:\n {2}date: \d{4}-\d\d-\d\d\n/,
  );

  // Remove `diagrid appid delete` from the data: its page goes, the pages that list it change.
  const groupFile = path.join(root, CLI_PRODUCTS.catalyst.dataDir, 'appid.yaml');
  const group = /** @type {{subcommands: {name: string}[]}} */ (yaml.load(readFileSync(groupFile, 'utf8')));
  group.subcommands = group.subcommands.filter((s) => s.name !== 'delete');
  writeFileSync(groupFile, yaml.dump(group));
  const third = generateCli({root});
  const catalyst = CLI_PRODUCTS.catalyst.outDir;
  assert.deepEqual(third.removed, [`${catalyst}/appid/delete.mdx`]);
  assert.ok(!existsSync(path.join(out, 'appid/delete.mdx')));
  assert.ok(third.written.includes(`${catalyst}/appid/index.mdx`), 'the group page lists its commands');
  assert.ok(
    third.written.every((f) => f.startsWith(`${catalyst}/appid/`)),
    `only the pages of appid.yaml change: ${third.written}`,
  );

  // A whole group removed: its folder goes too.
  rmSync(groupFile);
  generateCli({root});
  assert.ok(!existsSync(path.join(out, 'appid')));
});

test('generating the components reference twice writes nothing the second time', (t) => {
  const root = tempDir(t);
  cpSync(path.join(repoRoot, 'data/components'), path.join(root, 'data/components'), {recursive: true});
  cpSync(path.join(repoRoot, 'data/schemas'), path.join(root, 'data/schemas'), {recursive: true});
  assert.ok(generateComponents({root}).written.length > 40);
  const files = ageFiles(path.join(root, OUTPUT_DIR));
  assert.deepEqual(generateComponents({root}).written, []);
  assert.deepEqual(touched(files), []);
  rmSync(path.join(root, 'data/components/state/redis.yaml'));
  const {written, removed} = generateComponents({root});
  assert.deepEqual(removed, [`${OUTPUT_DIR}/state/redis.mdx`]);
  assert.ok(
    written.includes(`${OUTPUT_DIR}/state/index.mdx`) && written.includes(`${OUTPUT_DIR}/index.mdx`),
    `${written}`,
  );
});

test('git ignores every generated folder the registry names, and the scratch folders', () => {
  // .gitignore cannot read config/products.json; this keeps it in step.
  const paths = [...GENERATED_DIRS.map((dir) => `${dir}page.mdx`), '.api-staging/page.mdx', '.dev-site/README.md'];
  assert.ok(GENERATED_DIRS.length >= 4, `generated folders: ${GENERATED_DIRS.join(', ')}`);
  const ignored = execFileSync('git', ['check-ignore', '--no-index', ...paths], {cwd: repoRoot, encoding: 'utf8'});
  assert.deepEqual(ignored.trim().split('\n'), paths);
});
