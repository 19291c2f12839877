// Unit tests for the Markdown twins and llms.txt files (scripts/lib/markdown-twin.mjs,
// scripts/postbuild/reader-formats.mjs) on small fake builds and the real OpenAPI file.
import assert from 'node:assert/strict';
import {cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import yaml from 'js-yaml';
import {repoRoot} from '../../scripts/lib/data.mjs';
import {htmlToTwin, operationTwin} from '../../scripts/lib/markdown-twin.mjs';
import {twinRoute} from '../../config/readerFormats.mjs';
import {
  INDEX_LIMIT,
  notFoundTwin,
  routeOfHtml,
  firstSentence,
  writeReaderFormats,
} from '../../scripts/postbuild/reader-formats.mjs';
import {products} from '../../scripts/lib/products.mjs';

const siteUrl = 'https://docs.example.com';

/** @typedef {{title: string, description?: string, body: string}} FakePage a page of a fake build */

/**
 * A built doc page as the theme renders it: chrome around a Markdown body.
 * @param {FakePage} page
 * @returns {string}
 */
function docPage({title, description = '', body}) {
  return `<!doctype html><html><head><title>${title} | Diagrid Docs</title><meta name="description" content="${description}"></head>
<body><nav class="navbar">Menu</nav><main><article>
<nav class="theme-doc-breadcrumbs"><ul><li>Home</li></ul></nav>
<div class="page-actions_x"><button>Copy page</button></div>
<div class="theme-doc-toc-mobile"><button>On this page</button></div>
<div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${body}</div>
<footer class="theme-doc-footer"><a href="https://github.com/x/edit">Edit this page</a></footer>
</article><nav class="pagination-nav"><a href="/next">Next</a></nav></main></body></html>`;
}

/**
 * A Prism code block as the theme renders it.
 * @param {string} lang
 * @param {string[]} lines
 * @param {string} [title]
 * @returns {string}
 */
const codeBlock = (lang, lines, title = '') =>
  `<div class="language-${lang} codeBlockContainer_a theme-code-block">${title ? `<div class="codeBlockTitle_b">${title}</div>` : ''}<div class="codeBlockContent_c"><pre tabindex="0" class="prism-code language-${lang}"><code>${lines
    .map((l) => `<div class="token-line"><span class="token plain">${l}</span><br></div>`)
    .join('')}</code></pre><div class="buttonGroup__atn"><button>Copy</button></div></div></div>`;

test('routes and twin addresses', () => {
  assert.equal(routeOfHtml('index.html'), '/');
  assert.equal(routeOfHtml('catalyst.html'), '/catalyst');
  assert.equal(routeOfHtml(path.join('catalyst', 'concepts', 'appids.html')), '/catalyst/concepts/appids');
  assert.equal(routeOfHtml(path.join('blog', 'index.html')), '/blog');
  assert.equal(twinRoute('/'), '/index.md');
  assert.equal(twinRoute('/catalyst/'), '/catalyst.md');
  assert.equal(twinRoute('/catalyst/concepts/appids'), '/catalyst/concepts/appids.md');
});

test('a doc page becomes plain Markdown: title, prose, table, code, tabs, admonition', () => {
  const body = `
<p>Intro with <code>code</code> and a <a href="/catalyst/concepts/appids">link</a>.</p>
<h2 class="anchor" id="setup">Setup<a href="#setup" class="hash-link" aria-label="Direct link to Setup">\u200b</a></h2>
<table><thead><tr><th>Flag<th>Meaning<tbody><tr><td><code>--id</code><td>The App ID | name</table>
${codeBlock('bash', ['diagrid dev run \\', '  --id orders'])}
${codeBlock('yaml', ['kind: Component'], 'component.yaml')}
<div class="tabs-container"><ul role="tablist"><li role="tab">Python<li role="tab">Go</ul>
<div><div role="tabpanel">${codeBlock('python', ['print("hi")'])}</div><div role="tabpanel" hidden>${codeBlock('go', ['package main', 'func main() {}'])}</div></div></div>
<div class="theme-admonition theme-admonition-tip alert"><div class="admonitionHeading_x"><span><svg></svg></span>tip</div><div class="admonitionContent_y"><p>Remember this.</p></div></div>
<ul><li>Step<div class="tabs-container"><ul role="tablist"><li role="tab">macOS</ul><div role="tabpanel"><p>Mac text</p></div></div></li></ul>`;
  const twin = htmlToTwin(docPage({title: 'App IDs', description: 'About App IDs.', body}), {siteUrl});
  assert.equal(twin.title, 'App IDs');
  assert.equal(twin.description, 'About App IDs.');
  const md = twin.markdown;
  assert.match(
    md,
    /^# App IDs\n\nIntro with `code` and a \[link\]\(https:\/\/docs\.example\.com\/catalyst\/concepts\/appids\)\.$/m,
  );
  assert.match(md, /^## Setup$/m);
  assert.match(md, /^\| `--id` \| The App ID \\\| name \|$/m);
  assert.ok(md.includes('```bash\ndiagrid dev run \\\n  --id orders\n```'), md);
  assert.ok(md.includes('```yaml title="component.yaml"\nkind: Component\n```'), md);
  // One section per tab, under the heading the tabs sit in, hidden panels included.
  assert.ok(
    md.includes('### Python\n\n```python\nprint("hi")\n```\n\n### Go\n\n```go\npackage main\nfunc main() {}\n```'),
    md,
  );
  // Inside a list, a tab is labelled in bold rather than with a heading.
  assert.match(md, /^ {2}\*\*macOS\*\*$/m);
  assert.match(md, /^> \*\*Tip\*\*\n>\n> Remember this\.$/m);
  for (const chrome of ['Direct link', 'Copy page', 'On this page', 'Edit this page', 'Next', 'Menu', 'Home']) {
    assert.ok(!md.includes(chrome), `${chrome} left in:\n${md}`);
  }
  assert.doesNotMatch(md, /<[a-z]/i);
});

test('a page without a body or a main landmark is refused', () => {
  assert.throws(
    () => htmlToTwin('<html><body><div>x</div></body></html>', {siteUrl}),
    /neither a Markdown body nor a <main> element/,
  );
});

test('every operation of the OpenAPI file has a complete twin', () => {
  const spec = yaml.load(readFileSync(path.join(repoRoot, 'openapi', 'catalyst.yaml'), 'utf8'));
  let count = 0;
  for (const [route, item] of Object.entries(spec.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch']) {
      const op = item[method];
      if (!op) continue;
      count += 1;
      const {title, markdown} = operationTwin(spec, {method, path: route, siteUrl});
      const where = `${method.toUpperCase()} ${route}`;
      assert.equal(title, op.summary, where);
      assert.ok(markdown.startsWith(`# ${op.summary}\n`), where);
      assert.ok(markdown.includes(`${method.toUpperCase()} https://http-prj123456.cloud.r1.diagrid.io${route}`), where);
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) =>
        p.$ref ? spec.components.parameters[p.$ref.split('/').pop()] : p,
      );
      for (const p of params) assert.ok(markdown.includes(`| \`${p.name}\` |`), `${where}: parameter ${p.name}`);
      for (const code of Object.keys(op.responses))
        assert.match(markdown, new RegExp(`^\\| \`${code}[^\`]*\` \\|`, 'm'), `${where}: ${code}`);
      assert.ok(markdown.includes('dapr-api-token'), `${where}: security header`);
      assert.match(markdown, new RegExp(`^curl -X ${method.toUpperCase()} '`, 'm'), `${where}: curl`);
      assert.doesNotMatch(markdown, /\]\(\/[a-z]/, `${where}: root-relative link`);
    }
  }
  assert.ok(count >= 20, `only ${count} operations`);
});

test('an unknown operation or a dangling $ref is an error', () => {
  const spec = {
    openapi: '3.0.3',
    paths: {'/x': {get: {summary: 'X', responses: {200: {$ref: '#/components/responses/Nope'}}}}},
  };
  assert.throws(() => operationTwin(spec, {method: 'post', path: '/x', siteUrl}), /has no POST \/x/);
  assert.throws(
    () => operationTwin(spec, {method: 'get', path: '/x', siteUrl}),
    /\$ref #\/components\/responses\/Nope points nowhere/,
  );
});

test("an index line's description is its first sentence, whole", () => {
  assert.equal(firstSentence('Short one.'), 'Short one.');
  assert.equal(
    firstSentence('Run the state quickstart from the terminal. Then read on.'),
    'Run the state quickstart from the terminal.',
  );
  assert.equal(firstSentence('Pin v1.2.3, e.g. for tests. More.'), 'Pin v1.2.3, e.g. for tests.');
  assert.equal(firstSentence('  Spread\n over lines.  '), 'Spread over lines.');
});

/**
 * A fake site: a build folder and a project root with the sidebars Docusaurus wrote.
 * @param {{pages: Record<string, FakePage>, sidebars: Record<string, import('../../scripts/postbuild/reader-formats.mjs').SidebarItem[]>}} site
 * @returns {{root: string, build: string}}
 */
function fakeSite({pages, sidebars}) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'reader-formats-'));
  const build = path.join(root, 'build');
  mkdirSync(path.join(root, 'openapi'), {recursive: true});
  cpSync(path.join(repoRoot, 'openapi', 'catalyst.yaml'), path.join(root, 'openapi', 'catalyst.yaml'));
  for (const [route, page] of Object.entries(pages)) {
    const file = path.join(build, route === '/' ? 'index.html' : `${route.slice(1)}.html`);
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, docPage(page));
  }
  writeFileSync(path.join(build, '404.html'), '<html><body>not found</body></html>');
  writeFileSync(
    path.join(build, 'sitemap.xml'),
    `<urlset>${Object.keys(pages)
      .map((r) => `<url><loc>${siteUrl}${r}</loc></url>`)
      .join('')}</urlset>`,
  );
  for (const [id, items] of Object.entries(sidebars)) {
    const dir = path.join(root, '.docusaurus', 'docusaurus-plugin-content-docs', id, 'p');
    mkdirSync(dir, {recursive: true});
    writeFileSync(path.join(dir, `${id}.json`), JSON.stringify({version: {docsSidebars: {main: items}}}));
  }
  return {root, build};
}

test('reader formats: a twin per page, indexes by product and sidebar, full files, the OpenAPI download', () => {
  const {root, build} = fakeSite({
    pages: {
      '/': {title: 'Documentation', description: 'Home.', body: '<p>Welcome.</p>'},
      '/catalyst': {title: 'Catalyst', description: 'Managed Dapr.', body: '<p>Catalyst home.</p>'},
      '/catalyst/concepts/appids': {title: 'App IDs', description: 'What an App ID is.', body: '<p>An identity.</p>'},
      '/catalyst/orphan': {title: 'Orphan', description: 'In no sidebar.', body: '<p>Alone.</p>'},
      '/conductor': {title: 'Conductor', description: 'Clusters.', body: '<p>Conductor home.</p>'},
    },
    sidebars: {
      catalyst: [
        {type: 'link', href: '/catalyst/', label: 'Welcome'},
        {
          type: 'category',
          label: 'Concepts',
          items: [{type: 'link', href: '/catalyst/concepts/appids', label: 'App IDs'}],
        },
      ],
      default: [{type: 'link', href: '/conductor', label: 'Home'}],
    },
  });
  const result = writeReaderFormats(build, {root});
  assert.equal(result.twins, 5);
  assert.equal(result.siteUrl, siteUrl);
  const read = (/** @type {string} */ rel) => readFileSync(path.join(build, rel), 'utf8');
  assert.match(read('index.md'), /^# Documentation\n\nWelcome\./);
  assert.match(
    read('catalyst/concepts/appids.md'),
    /^# App IDs\n\nAn identity\.\n\n---\n\nThis page on the web: https:\/\/docs\.example\.com\/catalyst\/concepts\/appids\n$/,
  );

  const site = read('llms.txt');
  assert.match(site, /^# Diagrid Docs\n\n> /);
  assert.ok(
    site.includes(
      '## Catalyst\n\n- [Welcome](https://docs.example.com/catalyst.md): Managed Dapr.\n- [Orphan](https://docs.example.com/catalyst/orphan.md): In no sidebar.',
    ),
    site,
  );
  assert.ok(
    site.includes(
      '## Catalyst: Concepts\n\n- [App IDs](https://docs.example.com/catalyst/concepts/appids.md): What an App ID is.',
    ),
    site,
  );
  assert.ok(site.includes('## About this site\n\n- [Documentation](https://docs.example.com/index.md): Home.'), site);
  const catalyst = read('catalyst/llms.txt');
  assert.match(catalyst, /^# Catalyst\n\n> Dapr APIs as a managed service/);
  assert.ok(catalyst.includes('## Concepts\n\n- [App IDs]'), catalyst);
  assert.ok(!catalyst.includes('conductor.md'));
  assert.ok(read('llms-full.txt').includes('# App IDs\n\nAn identity.'));
  assert.ok(read('catalyst/llms-full.txt').includes('# Orphan'));
  assert.ok(!read('catalyst/llms-full.txt').includes('# Conductor'));
  assert.ok(read('workflow-composer/llms.txt').startsWith('# Workflow Composer'));
  assert.equal(read('catalyst/api/openapi.yaml'), readFileSync(path.join(root, 'openapi', 'catalyst.yaml'), 'utf8'));
  assert.equal(JSON.parse(read('catalyst/api/openapi.json')).openapi, '3.0.3');
});

test('an index drops descriptions, never cuts them, to stay under the limit', () => {
  /** @type {Record<string, FakePage>} */
  const pages = {'/': {title: 'Home', description: 'Home.', body: '<p>x</p>'}};
  for (let i = 0; i < 420; i++) {
    pages[`/catalyst/page-${i}`] = {
      title: `Page ${i}`,
      description: 'A long description that goes on and on. '.repeat(4),
      body: '<p>x</p>',
    };
  }
  const {root, build} = fakeSite({pages, sidebars: {}});
  writeReaderFormats(build, {root});
  const site = readFileSync(path.join(build, 'llms.txt'), 'utf8');
  assert.ok(site.length <= INDEX_LIMIT, `${site.length}`);
  assert.ok(site.includes('/catalyst/page-419.md'));
  assert.doesNotMatch(site, /…/, 'no description cut short');
  for (const line of site.split('\n').filter((l) => l.startsWith('- ['))) assert.match(line, /(\.md\)|\.)$/, line);
  // A product index shortens its descriptions too, and stops the build when even titles do not fit.
  assert.throws(() => {
    for (let i = 420; i < 900; i++) pages[`/catalyst/page-${i}`] = pages['/catalyst/page-0'];
    const big = fakeSite({pages, sidebars: {}});
    writeReaderFormats(big.build, {root: big.root});
  }, /\/catalyst\/llms\.txt has \d+ characters, over the 50000/);
});

test('a page that cannot be converted stops the step, naming the file', () => {
  const {root, build} = fakeSite({pages: {'/': {title: 'Home', body: '<p>x</p>'}}, sidebars: {}});
  writeFileSync(path.join(build, 'broken.html'), '<html><body><div>no main</div></body></html>');
  assert.throws(
    () => writeReaderFormats(build, {root}),
    /^Error: broken\.html: cannot write its Markdown twin: the page has neither/,
  );
});

test('the Markdown not-found page names the indexes and every product start page', () => {
  const text = notFoundTwin('https://docs.example');
  assert.match(text, /^# Page not found\n\nThere is no page at this address\./);
  assert.match(text, /\[llms\.txt\]\(https:\/\/docs\.example\/llms\.txt\)/);
  for (const p of products)
    assert.ok(text.includes(`- [${p.label}](https://docs.example/${p.routeBasePath}.md): `), p.label);
});
