// The share image every page names (themeConfig.image) exists, has the size
// link previews use, and its source says what the site config says.
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {repoRoot} from '../../scripts/lib/data.mjs';

const config = readFileSync(path.join(repoRoot, 'docusaurus.config.ts'), 'utf8');

/**
 * A string property of docusaurus.config.ts, as written there.
 * @param {string} name
 */
function configString(name) {
  const m = config.match(new RegExp(`^\\s*${name}: '([^']+)',$`, 'm'));
  assert.ok(m, `docusaurus.config.ts has no ${name}`);
  return m[1];
}

test('themeConfig.image is a 1200x630 PNG under static/', () => {
  const image = configString('image');
  const file = path.join(repoRoot, 'static', image);
  assert.ok(existsSync(file), `static/${image} does not exist: every page's share image would be a 404`);
  const png = readFileSync(file);
  assert.equal(png.subarray(1, 4).toString('latin1'), 'PNG', `static/${image} is not a PNG`);
  // The IHDR chunk follows the 8-byte signature: width and height as 32-bit big-endian.
  assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [1200, 630]);
});

test('the card shows the site title and tagline of the config', () => {
  const html = readFileSync(path.join(repoRoot, 'scripts', 'social-card.html'), 'utf8');
  assert.ok(html.includes(`>${configString('title')}<`), 'title');
  assert.ok(html.includes(`>${configString('tagline')}<`), 'tagline');
});
