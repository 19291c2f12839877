// The site's address as the build wrote it, for the post-build steps that
// write absolute links (the llms files, the feeds).
import {readFileSync} from 'node:fs';
import path from 'node:path';

/**
 * The origin of the build's first sitemap address (the `url` of the site
 * configuration), or https://example.invalid when the sitemap has none.
 * @param {string} buildDir
 * @returns {string}
 */
export function siteUrlOf(buildDir) {
  const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return new URL(/<loc>([^<]+)<\/loc>/.exec(sitemap)?.[1] ?? 'https://example.invalid/').origin;
}
