// The product's voice over a build: each phrase of scripts/check/voice-phrases.mjs is
// caught where a reader meets it (a page, a Markdown twin, an llms file, a
// feed), and so is a link to the site's own host that the build lacks.
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {checkBuild, checkSources, deadOwnLinks, visibleText} from '../../scripts/check/voice.mjs';
import {META_PHRASES, metaPhrasesIn} from '../../scripts/check/voice-phrases.mjs';
import {tempTree} from './temp-tree.mjs';

const ORIGIN = 'https://docs.example';
const SITEMAP = `<?xml version="1.0"?><urlset><url><loc>${ORIGIN}/</loc></url></urlset>`;
const page = (/** @type {string} */ body) =>
  `<!doctype html><html><head><title>T</title><script>var s = "public sources";</script></head><body><main>${body}</main></body></html>`;

/**
 * A small build: a home page, one guide with its twin, an llms file and a feed.
 * @param {import('node:test').TestContext} t
 * @param {Record<string, string>} [extra] more files, path -> text
 */
function build(t, extra = {}) {
  const tree = tempTree(t, 'voice-');
  tree.write('sitemap.xml', SITEMAP);
  tree.write('index.html', page('<p>Run Dapr apps.</p>'));
  tree.write(
    'guide.html',
    page(`<p>See <a href="${ORIGIN}/guide#steps">the steps</a> and the <a href="/">home</a>.</p>`),
  );
  tree.write('guide.md', `# Guide\n\nSee [home](${ORIGIN}/) and [the file](${ORIGIN}/img/a.png).\n`);
  tree.write('img/a.png', 'x');
  tree.write('llms.txt', `# Site\n\n- [Guide](${ORIGIN}/guide.md): How to run it.\n`);
  tree.write(
    'p/feed.xml',
    `<feed><entry><content type="html">&lt;p&gt;Adds a flag.&lt;/p&gt;</content></entry></feed>`,
  );
  for (const [rel, text] of Object.entries(extra)) tree.write(rel, text);
  return tree.root;
}

describe('the phrases', () => {
  test('each phrase catches its own example, and names itself', () => {
    for (const {name, example} of META_PHRASES) {
      assert.ok(
        metaPhrasesIn(example).some((f) => f.phrase === name),
        `"${name}" does not catch its example: ${example}`,
      );
    }
  });

  test('the product speaking about itself passes, including words the phrases are near', () => {
    const text = [
      'Entries for missing keys have no `data`; entries that could not be read have an `error`.',
      'Allowed values: `available`, `local`, `linearizable`, `majority`, `snapshot`.',
      '`deleteSnapshots` controls how snapshots are handled.',
      'Run `diagrid agent logs --help` for its other flags.',
      'The reference pages describe `diagrid` 1.66.0.',
      'Set `publicAccess` to expose the endpoint publicly.',
      'Choose it to call third-party APIs that are not App IDs in your project.',
    ].join('\n');
    assert.deepEqual(metaPhrasesIn(text), []);
  });

  test('a finding quotes the whole sentence it sits in', () => {
    const [finding] = metaPhrasesIn('Install it first. The other two are known by name. Then run it.');
    assert.equal(finding.sentence, 'The other two are known by name.');
  });
});

describe('the build', () => {
  test('a clean build passes: links to its own pages, twins and files are fine', (t) => {
    const {files, findings} = checkBuild(build(t));
    assert.equal(files, 6);
    assert.deepEqual(findings, []);
  });

  test('each phrase planted in a page, a twin, an llms file and a feed is reported with the file and sentence', (t) => {
    for (const {name, example} of META_PHRASES) {
      const escaped = example.replace(/&/g, '&amp;').replace(/</g, '&lt;');
      const root = build(t, {
        'a/page.html': page(`<p>Deploy the app. ${escaped}</p>`),
        'a/page.md': `# Page\n\n${example}\n`,
        'a/llms.txt': `- [Page](${ORIGIN}/a/page.md): ${example}\n`,
        'a/feed.xml': `<feed><entry><content type="html">&lt;p&gt;${escaped.replace(/&/g, '&amp;')}&lt;/p&gt;</content></entry></feed>`,
      });
      const {findings} = checkBuild(root);
      for (const file of ['a/page.html', 'a/page.md', 'a/llms.txt', 'a/feed.xml']) {
        const hit = findings.find((f) => f.file === file && f.problem.includes(`(${name})`));
        assert.ok(hit, `${name} in ${file} not reported: ${JSON.stringify(findings)}`);
        assert.ok(hit.problem.includes(example.slice(0, 20)), hit.problem);
      }
    }
  });

  test('text in scripts and styles is not reader text', () => {
    assert.doesNotMatch(visibleText(page('<p>Hi.</p>')), /public sources/);
  });

  test('a link to a path of its own host that the build lacks is reported, in a page, a twin and an llms file', (t) => {
    const root = build(t, {
      'b/page.html': page(`<p><a href=${ORIGIN}/references/catalyst/cli-reference/x>x</a></p>`),
      'b/page.md': `See [y](${ORIGIN}/dapr-open-source/conductor/y).\n`,
      'b/llms.txt': `- [z](${ORIGIN}/z.md): Z.\n`,
    });
    const {findings} = checkBuild(root);
    assert.deepEqual(
      findings.map((f) => `${f.file}: ${f.problem}`),
      [
        `b/llms.txt: links to ${ORIGIN}/z.md, which this build does not have`,
        `b/page.html: links to ${ORIGIN}/references/catalyst/cli-reference/x, which this build does not have`,
        `b/page.md: links to ${ORIGIN}/dapr-open-source/conductor/y, which this build does not have`,
      ].sort(),
    );
  });

  test('another host is not checked; trailing punctuation is not part of an address', (t) => {
    const root = build(t);
    assert.deepEqual(deadOwnLinks(`Read https://docs.dapr.io/x and ${ORIGIN}/guide.`, ORIGIN, root), []);
  });
});

describe('sources', () => {
  test('front matter and YAML comments and source keys are where provenance lives; prose is checked', (t) => {
    const tree = tempTree(t, 'voice-src-');
    tree.write(
      'p.mdx',
      '---\ntitle: P\nsources: [S_X]\nnote: public sources show it\n---\n\nThe other two are known by name.\n',
    );
    tree.write(
      'd.yaml',
      '# Public sources show only its flag.\nsummary: Show one agent.\nsource: [S_A]\ndescription: No source we can cite shows it.\n',
    );
    const findings = checkSources([tree.root]);
    assert.deepEqual(
      findings.map((f) => f.problem.split(':')[0]),
      ['(citing)', '(known by name)'],
    );
  });
});
