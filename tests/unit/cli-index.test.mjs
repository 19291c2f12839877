// Diagrid's public CLI index (data/cli/diagrid-index.yaml) against the command
// trees: every command it lists has a page here, each page links Diagrid's
// own page, and commands known by name only say so instead of guessing.
//   node --test tests/unit/
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {coverageLine, generateCli, indexCoverage} from '../../scripts/generate/cli.mjs';
import {CLI_PRODUCTS, loadCliIndex, loadCliTree} from '../../scripts/lib/cli-data.mjs';
import {resolveCommand} from '../../scripts/check/cli-usage.mjs';
import {DataError} from '../../scripts/lib/data.mjs';
import {metaPhrasesIn} from '../../scripts/check/voice-phrases.mjs';
import {CLI_FILE} from './cli-fixture.mjs';

/** @type {string[]} */
const temps = [];
after(() => {
  for (const dir of temps) rmSync(dir, {recursive: true, force: true});
});

describe('the real data', () => {
  test("every command in Diagrid's public CLI index has a page", () => {
    for (const product of Object.keys(CLI_PRODUCTS)) {
      const coverage = indexCoverage(loadCliTree(product));
      assert.ok(coverage.listed > 40, `${product}: the index lists only ${coverage.listed} commands`);
      assert.deepEqual(coverage.missing, [], `${product}: commands of Diagrid's index without a page`);
    }
  });

  test("the index is the harvest's: 218 Catalyst and 46 Conductor command pages", () => {
    const index = loadCliIndex();
    assert.equal(index.products.catalyst.length, 218);
    assert.equal(index.products.conductor.length, 46);
    assert.deepEqual(index.source, ['S_LLMS_HARVEST']);
  });
});

/* A temporary repository with its own small index and tree. */
const CLI = CLI_FILE;
const INDEX = `source: [S_LLMS_HARVEST]
pageBase: https://docs.diagrid.io/references
products:
  catalyst:
    - httpendpoint
    - httpendpoint create
    - httpendpoint example
`;
const GROUP = `name: httpendpoint
summary: Manage HTTP endpoints.
usage: diagrid httpendpoint [command]
source: [S_DOCS_DECL]
subcommands:
  - name: create
    summary: Create an HTTP endpoint.
    usage: diagrid httpendpoint create <name> [flags]
    source: [S_DOCS_DECL]
  - name: example
    summary: A command of the httpendpoint group.
    namedOnly: true
    source: [S_LLMS_HARVEST]
`;

/**
 * @param {{group?: string, index?: string, extra?: Record<string, string>}} [files]
 */
function fixture({group = GROUP, index = INDEX, extra = {}} = {}) {
  const root = mkdtempSync(path.join(tmpdir(), 'cli-index-test-'));
  temps.push(root);
  mkdirSync(path.join(root, 'data/cli/catalyst'), {recursive: true});
  writeFileSync(path.join(root, 'data/cli/catalyst/_cli.yaml'), CLI);
  writeFileSync(path.join(root, 'data/cli/catalyst/httpendpoint.yaml'), group);
  writeFileSync(path.join(root, 'data/cli/diagrid-index.yaml'), index);
  for (const [name, text] of Object.entries(extra)) writeFileSync(path.join(root, 'data/cli/catalyst', name), text);
  return root;
}

/**
 * @param {string} root
 * @param {RegExp} file
 * @param {RegExp} pattern
 */
function expectDataError(root, file, pattern) {
  assert.throws(
    () => generateCli({root, outRoot: root, products: ['catalyst']}),
    (err) => {
      assert.ok(err instanceof DataError, `expected a DataError, got ${err}`);
      assert.match(err.message, file);
      assert.match(err.message, pattern);
      return true;
    },
  );
}

describe('pages and coverage', () => {
  const root = fixture({
    extra: {'config.yaml': 'name: config\nsummary: Unlisted.\nusage: diagrid config\nsource: [S_CAI_SURF]\n'},
  });
  const result = generateCli({root, outRoot: root, products: ['catalyst']});
  const dir = path.join(root, CLI_PRODUCTS.catalyst.outDir);

  test('a page of a listed command names the index as a source and links only pages of this site', () => {
    const page = readFileSync(path.join(dir, 'httpendpoint/create.mdx'), 'utf8');
    assert.match(page, /^sources:\n {2}- "S_DOCS_DECL"\n {2}- "S_LLMS_HARVEST"$/m);
    assert.doesNotMatch(page, /docs\.diagrid\.io\/references/, "Diagrid's index is a source, not a link");
    const seeAlso = page.slice(page.indexOf('## See also'));
    assert.match(seeAlso, /\[`diagrid httpendpoint`\]\(\/catalyst\/references\/cli-reference\/httpendpoint\)/);
    assert.match(
      seeAlso,
      /\[`diagrid httpendpoint example`\]\(\/catalyst\/references\/cli-reference\/httpendpoint\/example\)/,
      'its siblings',
    );
    assert.doesNotMatch(seeAlso, /\[`diagrid httpendpoint create`\]/, 'not itself');
  });

  test('a command known by name sends the reader to --help instead of a usage line, in the product voice', () => {
    const page = readFileSync(path.join(dir, 'httpendpoint/example.mdx'), 'utf8');
    assert.match(
      page,
      /## Usage\n\nRun it with `--help` for its usage line, arguments and flags:\n\n```bash\ndiagrid httpendpoint example --help\n```/,
    );
    assert.doesNotMatch(page, /## Flags\n/, 'no Flags section of its own');
    assert.deepEqual(metaPhrasesIn(page), []);
  });

  test('a command the index does not list has the same shape, without the index as a source', () => {
    const page = readFileSync(path.join(dir, 'config.mdx'), 'utf8');
    assert.match(page, /## Flags\n\n`diagrid config --help` lists the flags of your release\./);
    assert.doesNotMatch(page, /S_LLMS_HARVEST/);
    assert.deepEqual(metaPhrasesIn(page), []);
  });

  test('the coverage counts listed commands with a page and names the rest', () => {
    assert.deepEqual(result.coverage.catalyst, {listed: 3, withPage: 3, missing: []});
    const partial = fixture({index: `${INDEX}    - httpendpoint schema\n`});
    const {coverage} = generateCli({root: partial, outRoot: partial, products: ['catalyst']});
    assert.deepEqual(coverage.catalyst, {listed: 4, withPage: 3, missing: ['httpendpoint schema']});
    assert.equal(
      coverageLine(coverage),
      "generate-cli: Diagrid's public CLI index: 3 of 4 commands have a page (catalyst 3 of 4); without a page: catalyst: diagrid httpendpoint schema",
    );
  });

  test('the usage check accepts a name-only command with global flags and rejects its arguments and flags', () => {
    const tree = loadCliTree('catalyst', {root});
    assert.equal(resolveCommand(tree, ['httpendpoint', 'example', '--help']).ok, true);
    const args = resolveCommand(tree, ['httpendpoint', 'example', 'my-endpoint']);
    assert.equal(
      args.ok ? '' : args.problem,
      'undocumented arguments for "diagrid httpendpoint example" (public sources show only its name)',
    );
    const flag = resolveCommand(tree, ['httpendpoint', 'example', '--project', 'p']);
    assert.equal(flag.ok ? '' : flag.problem, 'undocumented flag "--project" for "diagrid httpendpoint example"');
  });
});

describe('bad data stops generation, naming the file and the place', () => {
  test('a name-only command with flags', () => {
    const group = GROUP.replace(
      '    namedOnly: true\n',
      '    namedOnly: true\n    flags:\n      - {name: output, type: string, description: Format.}\n',
    );
    expectDataError(
      fixture({group}),
      /httpendpoint\.yaml \(diagrid httpendpoint example\)/,
      /a namedOnly command carries no flags, args or examples/,
    );
  });

  test('a command with neither a usage line nor namedOnly', () => {
    const group = GROUP.replace('    namedOnly: true\n', '');
    expectDataError(
      fixture({group}),
      /httpendpoint\.yaml \(diagrid httpendpoint example\)/,
      /needs a usage line \(or namedOnly: true/,
    );
  });

  test('a name-only command the index does not list', () => {
    const index = INDEX.replace('    - httpendpoint example\n', '');
    expectDataError(
      fixture({index}),
      /httpendpoint\.yaml \(diagrid httpendpoint example\)/,
      /namedOnly rests on Diagrid's public index, which does not list this command/,
    );
  });

  test('an index entry listed twice, or not written as command words', () => {
    expectDataError(
      fixture({index: `${INDEX}    - httpendpoint create\n`}),
      /diagrid-index\.yaml \(products\.catalyst\.3\)/,
      /"httpendpoint create" is listed twice/,
    );
    expectDataError(
      fixture({index: `${INDEX}    - httpendpoint/get\n`}),
      /diagrid-index\.yaml \(products\.catalyst\.3\)/,
      /expected command words/,
    );
    expectDataError(
      fixture({index: INDEX.replace('https://docs.diagrid.io/references', 'http://docs.diagrid.io/')}),
      /diagrid-index\.yaml \(pageBase\)/,
      /https address/,
    );
  });
});
