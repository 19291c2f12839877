// Unit tests for the post-build gzip step (scripts/postbuild/precompress.mjs).
//   node --test tests/unit/
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';
import {gunzipSync} from 'node:zlib';
import {precompress} from '../../scripts/postbuild/precompress.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'precompress-test-'));
after(() => rmSync(dir, {recursive: true, force: true}));

test('writes a .gz beside each compressible file worth compressing, and only those', () => {
  const page = `<html><body>${'<p>Catalyst state store</p>'.repeat(200)}</body></html>`;
  mkdirSync(path.join(dir, 'assets', 'js'), {recursive: true});
  writeFileSync(path.join(dir, 'a.html'), page);
  writeFileSync(path.join(dir, 'assets', 'js', 'main.1234.js'), `var x=${JSON.stringify(page)};`);
  writeFileSync(path.join(dir, 'tiny.css'), 'body{margin:0}');
  writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(4096, 7));

  const result = precompress(dir);
  assert.equal(result.count, 2);
  assert.ok(result.after < result.before / 5, `${result.after} vs ${result.before}`);
  assert.equal(gunzipSync(readFileSync(path.join(dir, 'a.html.gz'))).toString(), page);
  assert.ok(existsSync(path.join(dir, 'assets', 'js', 'main.1234.js.gz')));
  assert.ok(!existsSync(path.join(dir, 'tiny.css.gz')), 'below gzip_min_length');
  assert.ok(!existsSync(path.join(dir, 'logo.png.gz')), 'not a compressible type');
});
