// The Markdown library every generator and checker uses (scripts/lib/markdown.mjs)
// and the one folder walker (scripts/lib/files.mjs).
import assert from 'node:assert/strict';
import path from 'node:path';
import {describe, test} from 'node:test';
import {filesUnder, isSourceFolder} from '../../scripts/lib/files.mjs';
import {
  codeBlock,
  fencedBlocks,
  frontMatter,
  inlineCode,
  markdownCell,
  mdx,
  mdxCell,
  table,
  yamlString,
} from '../../scripts/lib/markdown.mjs';
import {codeBlockLines} from '../../scripts/check/cli-usage.mjs';
import {yamlBlocks} from '../../scripts/check/component-yaml.mjs';
import {tempTree} from './temp-tree.mjs';

describe('front matter', () => {
  test('strings are quoted, numbers are not, lists go one item a line, undefined is left out', () => {
    assert.equal(
      frontMatter({title: 'a: "b"', sidebar_position: 3, slug: undefined, keywords: ['x', 'y'], sources: []}),
      '---\ntitle: "a: \\"b\\""\nsidebar_position: 3\nkeywords:\n  - "x"\n  - "y"\nsources: []\n---',
    );
    assert.equal(yamlString(1.5), '"1.5"');
  });
});

describe('escaping', () => {
  test('MDX prose: braces and angle brackets escaped, code spans left alone', () => {
    assert.equal(mdx('Use <name> and {x}, or `<name> {x}`.'), 'Use &lt;name&gt; and \\{x\\}, or `<name> {x}`.');
    // A span delimited by two backticks may hold one; an unclosed backtick is text.
    assert.equal(mdx('``a`<b>`` and <c>'), '``a`<b>`` and &lt;c&gt;');
    assert.equal(mdx('a ` <b>'), 'a ` &lt;b&gt;');
    // A code span may cross a line, but not a blank line (a new paragraph).
    assert.equal(mdx('`a\n<b>` x'), '`a\n<b>` x');
    assert.equal(mdx('`a\n\n<b>` x'), '`a\n\n&lt;b&gt;` x');
  });

  test('MDX prose: fenced blocks of backticks and tildes are left alone, the text around them is escaped', () => {
    assert.equal(mdx('```bash\necho {a} <b>\n```'), '```bash\necho {a} <b>\n```');
    assert.equal(mdx('<a>\n~~~yaml\nk: {v}\n~~~\n<b>\n'), '&lt;a&gt;\n~~~yaml\nk: {v}\n~~~\n&lt;b&gt;\n');
    // An indented block inside a list item.
    assert.equal(mdx('- step {1}\n\n  ```\n  {x}\n  ```'), '- step \\{1\\}\n\n  ```\n  {x}\n  ```');
    // A block nobody closed runs to the end.
    assert.equal(mdx('<a>\n```\n{x}'), '&lt;a&gt;\n```\n{x}');
  });

  test('table cells: one line, pipes escaped; MDX cells also escape prose, Markdown cells do not', () => {
    assert.equal(markdownCell('a |b\n  c <d>'), 'a \\|b c <d>');
    assert.equal(mdxCell('a |b\n  c <d> `{e}`\n'), 'a \\|b c &lt;d&gt; `{e}`');
    assert.equal(markdownCell(undefined), '');
    assert.equal(table(['A', 'B'], [['1', '2']]), '| A | B |\n| --- | --- |\n| 1 | 2 |');
  });

  test('inline code holds backticks and, in a table, pipes', () => {
    assert.equal(inlineCode('--flag'), '`--flag`');
    assert.equal(inlineCode('a`b'), '`` a`b ``');
    assert.equal(inlineCode('``x``'), '``` ``x`` ```');
    assert.equal(inlineCode('a|b', {table: true}), '`a\\|b`');
    assert.equal(inlineCode('a|b'), '`a|b`');
  });
});

describe('writing code blocks', () => {
  test('the fence is longer than any backtick run in the code', () => {
    assert.equal(codeBlock('echo hi', 'bash'), '```bash\necho hi\n```');
    assert.equal(codeBlock('```js\nx\n```', 'md'), '````md\n```js\nx\n```\n````');
    assert.equal(codeBlock('~~~\nx\n~~~'), '```\n~~~\nx\n~~~\n```');
  });

  test('an indented block indents every line but blank ones', () => {
    assert.equal(codeBlock('a\n\nb', 'bash', {indent: '  '}), '  ```bash\n  a\n\n  b\n  ```');
  });

  test('what it writes, the scanner reads back whole', () => {
    const code = '````\ninner ```\n~~~';
    const lines = codeBlock(code, 'text').split('\n');
    const [block] = fencedBlocks(lines);
    assert.equal(lines.slice(block.open + 1, block.close ?? lines.length).join('\n'), code);
  });
});

describe('reading code blocks', () => {
  const blocks = (/** @type {string} */ text) => fencedBlocks(text.split('\n'));

  test('backtick and tilde fences, with their info and indentation', () => {
    assert.deepEqual(blocks('x\n```bash title="a"\n1\n```\n  ~~~yaml\n  2\n  ~~~'), [
      {open: 1, close: 3, marker: '```', info: 'bash title="a"', prefix: ''},
      {open: 4, close: 6, marker: '~~~', info: 'yaml', prefix: '  '},
    ]);
  });

  test('a block only closes at the same character, at least as long, with nothing after it', () => {
    // Nested: the ``` lines are content of the ```` block.
    assert.deepEqual(blocks('````md\n```yaml\nk: v\n```\n````'), [
      {open: 0, close: 4, marker: '````', info: 'md', prefix: ''},
    ]);
    assert.deepEqual(blocks('~~~\n```\n~~~'), [{open: 0, close: 2, marker: '~~~', info: '', prefix: ''}]);
    assert.deepEqual(blocks('```\n```bash\n```'), [{open: 0, close: 2, marker: '```', info: '', prefix: ''}]);
  });

  test('an unclosed block runs to the end; inline triple backticks are no fence', () => {
    assert.deepEqual(blocks('a\n```\nb'), [{open: 1, close: null, marker: '```', info: '', prefix: ''}]);
    assert.deepEqual(blocks('```a``` is inline code'), []);
  });

  test('quoted fences are found', () => {
    assert.deepEqual(blocks('> ```bash\n> x\n> ```'), [{open: 0, close: 2, marker: '```', info: 'bash', prefix: '> '}]);
  });

  test('the checkers read blocks through it', () => {
    // The CLI check: lines of every block, unclosed ones too, continuations joined.
    assert.deepEqual(codeBlockLines('~~~\ndiagrid a \\\n  --b\n~~~\n```\ndiagrid c'), [
      {line: 2, text: 'diagrid a    --b'},
      {line: 6, text: 'diagrid c'},
    ]);
    // The Component check: a YAML fence shown inside a Markdown example is not a block of its own.
    assert.deepEqual(yamlBlocks('````md\n```yaml\nkind: Component\n```\n````\n- x\n\n  ~~~yml\n  a: 1\n  ~~~'), [
      {line: 9, text: 'a: 1'},
    ]);
  });
});

test('filesUnder walks depth first, keeps the files asked for and skips folders it is told to', (t) => {
  const {root: dir, write} = tempTree(t, 'files-under-');
  for (const file of ['a.md', 'b.txt', 'sub/c.mdx', 'node_modules/d.md', '.hidden/e.md']) write(file);
  const found = (/** @type {string[]} */ files) =>
    files.map((f) => path.relative(dir, f).split(path.sep).join('/')).sort();
  assert.deepEqual(found([...filesUnder(dir, (name) => /\.mdx?$/.test(name), isSourceFolder)]), ['a.md', 'sub/c.mdx']);
  assert.deepEqual(found([...filesUnder(dir)]), ['.hidden/e.md', 'a.md', 'b.txt', 'node_modules/d.md', 'sub/c.mdx']);
  assert.deepEqual([...filesUnder(path.join(dir, 'missing'))], []);
});
