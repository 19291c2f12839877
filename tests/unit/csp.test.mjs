// Unit tests for the post-build CSP step (scripts/postbuild/csp.mjs) on small fake builds.
//   node --test tests/unit/
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {cspHash, inlineScriptHashes, nginxInclude, pageScripts, scanBuild} from '../../scripts/postbuild/csp.mjs';

/** @type {string[]} */
const temps = [];
after(() => {
  for (const dir of temps) rmSync(dir, {recursive: true, force: true});
});

/**
 * A fake build: {relative path: html}.
 * @param {Record<string, string>} pages
 */
function build(pages) {
  const dir = mkdtempSync(path.join(tmpdir(), 'csp-test-'));
  temps.push(dir);
  for (const [rel, html] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(dir, rel)), {recursive: true});
    writeFileSync(path.join(dir, rel), html);
  }
  return dir;
}

const themeScript =
  '!function(){var t=localStorage.getItem("theme");document.documentElement.setAttribute("data-theme-choice",t||"system")}(),' +
  'function(){for(var[t,e]of new URLSearchParams(location.search))t.startsWith("docusaurus-data-")}(),' +
  'localStorage.getItem("docusaurus.announcement.dismiss-x")';
const firstPaintColour =
  'try{"system"!==document.documentElement.getAttribute("data-theme-choice")||matchMedia("(prefers-color-scheme: light)").matches}catch(t){}';
const page = (/** @type {string[]} */ ...scripts) =>
  `<!doctype html><html><head>${scripts.join('')}<script src=/assets/js/main.js defer></script>` +
  `<script type=application/ld+json>{"@type":"BreadcrumbList"}</script></head><body><main>Hi</main></body></html>`;

describe('scanBuild', () => {
  test('hashes each known inline script once, with the number of pages using it', () => {
    const dir = build({
      'index.html': page(`<script>${themeScript}</script>`, `<script>${firstPaintColour}</script>`),
      'a/b.html': page(`<script>${themeScript}</script>`, `<script>${firstPaintColour}</script>`),
    });
    const result = scanBuild(dir);
    assert.deepEqual(result.problems, []);
    assert.equal(result.pages, 2);
    assert.equal(result.hashes.size, 2);
    const expected = `'sha256-${createHash('sha256').update(themeScript).digest('base64')}'`;
    assert.equal(cspHash(themeScript), expected);
    assert.equal(result.hashes.get(expected)?.pages, 2);
    assert.match(result.hashes.get(expected)?.kind ?? '', /theme start-up script/);
    assert.deepEqual(result.origins, []);
  });

  test('fails on an inline script nobody reviewed, naming the page', () => {
    const dir = build({'guide/x.html': page(`<script>${themeScript}</script>`, '<script>alert(1)</script>')});
    const {problems} = scanBuild(dir);
    assert.equal(problems.length, 1);
    assert.match(problems[0], /^\/guide\/x\.html: unexpected inline script: alert\(1\)/);
  });

  test('fails on external scripts, inline <style>, event handler attributes and javascript: URLs', () => {
    const dir = build({
      'p.html':
        '<html><head><script src="https://cdn.example.com/x.js"></script><style>body{}</style></head>' +
        '<body><img src=x.png onerror="alert(1)"><a href="javascript:alert(1)">x</a></body></html>',
    });
    const {problems} = scanBuild(dir);
    assert.equal(problems.length, 4, problems.join('\n'));
    assert.ok(problems.some((p) => p.includes('external script https://cdn.example.com/x.js')));
    assert.ok(problems.some((p) => p.includes('inline <style> element')));
    assert.ok(problems.some((p) => p.includes('inline event handler attribute onerror=')));
    assert.ok(problems.some((p) => p.includes('javascript: URL')));
  });

  test('fails when a known script has a different text on some pages', () => {
    const dir = build({
      'a.html': page(`<script>${firstPaintColour}</script>`),
      'b.html': page(`<script>${firstPaintColour};void 0</script>`),
    });
    const {problems} = scanBuild(dir);
    assert.equal(problems.length, 1);
    assert.match(problems[0], /first-paint colour mode .*2 different texts/);
  });

  test('accepts the Google tag only as the tag script and its set-up, and adds its origins', () => {
    const dir = build({
      'index.html': page(
        '<script async src="https://www.googletagmanager.com/gtag/js?id=G-ABC123"></script>',
        '<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date)</script>',
      ),
    });
    const result = scanBuild(dir);
    assert.deepEqual(result.problems, []);
    assert.equal(result.hashes.size, 1);
    assert.deepEqual(result.origins, ['https://*.googletagmanager.com', 'https://*.google-analytics.com']);
  });

  test('an empty folder is a problem, not an empty policy', () => {
    assert.match(scanBuild(build({})).problems[0], /no HTML files/);
  });
});

describe('pageScripts and inlineScriptHashes', () => {
  const html =
    `<script>${themeScript}</script><script src="/assets/js/main.js" defer></script>` +
    '<SCRIPT type="module">import("/x.js")</SCRIPT >' +
    '<script type=application/ld+json>{"@type":"BreadcrumbList"}</script>' +
    "<script type='text/template'><b>not run</b></script>" +
    '<script src=https://cdn.example.com/x.js></script>';

  test('lists every script element in page order, with its src and whether it runs', () => {
    assert.deepEqual(pageScripts(html), [
      {src: undefined, body: themeScript, runs: true},
      {src: '/assets/js/main.js', body: '', runs: true},
      {src: undefined, body: 'import("/x.js")', runs: true},
      {src: undefined, body: '{"@type":"BreadcrumbList"}', runs: false},
      {src: undefined, body: '<b>not run</b>', runs: false},
      {src: 'https://cdn.example.com/x.js', body: '', runs: true},
    ]);
  });

  test('hashes only the inline scripts that run, in page order', () => {
    assert.deepEqual(inlineScriptHashes(html), [cspHash(themeScript), cspHash('import("/x.js")')]);
    assert.deepEqual(inlineScriptHashes('<p>no scripts</p>'), []);
  });

  test('scanBuild allows exactly the hashes inlineScriptHashes finds on the pages', () => {
    const one = page(`<script>${themeScript}</script>`, `<script>${firstPaintColour}</script>`);
    const dir = build({'index.html': one});
    assert.deepEqual([...scanBuild(dir).hashes.keys()], inlineScriptHashes(one));
  });
});

describe('nginxInclude', () => {
  test('sets both variables, each value starting with a space or empty', () => {
    const hashes = new Map([
      ["'sha256-AAA='", {kind: 'one', pages: 3}],
      ["'sha256-BBB='", {kind: 'two', pages: 1}],
    ]);
    const text = nginxInclude({hashes, origins: []});
    assert.match(text, /^set \$csp_script_hashes " 'sha256-AAA=' 'sha256-BBB='";$/m);
    assert.match(text, /^set \$csp_analytics_origins "";$/m);
    assert.match(text, /#\s+'sha256-AAA='\s+one \(3 pages\)/);
  });
});

describe('worker scripts', () => {
  const chunk = '(self.webpackChunkdapr_platform_docs=self.webpackChunkdapr_platform_docs||[]).push([["7121"],{}]);';
  const strictChunk = `"use strict";${chunk}`;
  const standalone = '(()=>{"use strict";var r,e={};importScripts("/assets/js/1852.a.js")})();';
  const pages = {
    'index.html': page(`<script>${themeScript}</script>`),
    'assets/js/main.js': chunk,
    'assets/js/runtime~main.1a.js': standalone,
    'assets/js/7121.2b.js': chunk,
    'assets/js/5005.3b.js': strictChunk,
    'assets/js/1498.6c.js': standalone,
    'assets/js/1498.6c.js.gz': 'not a script file',
  };

  test('are the standalone scripts under assets/js that no page loads with <script src>', () => {
    const dir = build({
      ...pages,
      'a.html': page(`<script>${themeScript}</script>`).replace(
        'main.js defer>',
        'main.js defer></script><script src="/assets/js/runtime~main.1a.js?v=1">',
      ),
    });
    assert.deepEqual(scanBuild(dir).workers, ['/assets/js/1498.6c.js']);
  });

  test("Docusaurus 4's lazy chunks are lazy chunks too", () => {
    const rspack = '"use strict";(globalThis.rspackChunkdapr_platform_docs||=[]).push([[81668],{}]);';
    assert.deepEqual(scanBuild(build({...pages, 'assets/js/81668.4e.js': rspack})).workers, [
      '/assets/js/1498.6c.js',
      '/assets/js/runtime~main.1a.js',
    ]);
  });

  test('many scripts that start as no lazy chunk does stop the step, naming what to update', () => {
    const unknown = Object.fromEntries(
      [1, 2, 3, 4, 5].map((n) => [`assets/js/${n}.ab.js`, `(globalThis.otherChunk||=[]).push([[${n}],{}]);`]),
    );
    assert.throws(() => scanBuild(build({...pages, ...unknown})), /7 scripts under assets\/js .* update LAZY_CHUNK/);
  });

  test('a standalone script the pages do not load counts as a worker (it keeps every header)', () => {
    assert.deepEqual(scanBuild(build(pages)).workers, ['/assets/js/1498.6c.js', '/assets/js/runtime~main.1a.js']);
  });

  test("each gets an exact location with the full security headers and the assets' caching", () => {
    const text = nginxInclude({hashes: new Map(), origins: [], workers: ['/assets/js/1498.6c.js']});
    assert.match(
      text,
      /^location = \/assets\/js\/1498\.6c\.js \{\n {4}include security-headers\.conf;\n {4}add_header Cache-Control "public, max-age=31536000, immutable" always;\n {4}try_files \$uri =404;\n\}$/m,
    );
    assert.doesNotMatch(nginxInclude({hashes: new Map(), origins: []}), /^location/m);
  });

  test('a file name that could break out of the location is refused', () => {
    assert.throws(
      () => nginxInclude({hashes: new Map(), origins: [], workers: ['/assets/js/x.js { }']}),
      /not a script file name/,
    );
  });
});
