// The API pages' stylesheet linked from their HTML (patches/openapi/apiStylesheet.mjs).
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {linkApiStylesheet} from '../../patches/openapi/apiStylesheet.mjs';

const HREF = '/assets/css/api-styles.0123abcd.css';
const page = (/** @type {string} */ body) =>
  `<html><head><link rel=stylesheet href=/assets/css/styles.a892a104.css /><script src=/assets/js/main.js defer></script></head><body>${body}</body></html>`;

test('an API page gets the link right after the global stylesheet', () => {
  const out = linkApiStylesheet(page('<div class="row theme-api-markdown"></div>'), HREF, 'a.html');
  assert.ok(out?.includes(`styles.a892a104.css /><link rel="stylesheet" href="${HREF}"><script`), out ?? 'null');
});

test('other pages, and pages that already link it, are left alone', () => {
  assert.equal(linkApiStylesheet(page('<article>Guide</article>'), HREF, 'b.html'), null);
  const once = linkApiStylesheet(page('<div class="theme-api-markdown"></div>'), HREF, 'c.html');
  assert.equal(linkApiStylesheet(once ?? '', HREF, 'c.html'), null);
});

test('an API page without the global stylesheet stops the build, naming the page', () => {
  assert.throws(
    () =>
      linkApiStylesheet(
        '<html><head></head><body class="theme-api-markdown"></body></html>',
        HREF,
        'catalyst/api/x.html',
      ),
    /^Error: catalyst\/api\/x\.html: /,
  );
});
