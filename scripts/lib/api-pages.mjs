// The last step of generating the API reference (scripts/generate.mjs): the
// OpenAPI plugin writes every page with `custom_edit_url: null`, so API pages
// had no edit link. Like the CLI and component pages, each page's edit link
// points at its source, and the page says after its front matter that it is
// generated and from what.
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {DataError} from './data.mjs';
import {editUrlBase} from './products.mjs';
import {generatedNotice, yamlString} from './markdown.mjs';

const PLUGIN = 'docusaurus-plugin-openapi-docs';

/**
 * Rewrites the generated pages in `outDir` (.mdx files): the edit link points
 * at `sourceRel` (repo-relative, e.g. openapi/catalyst.yaml) and a notice
 * follows the front matter. Throws, naming the page, when a page does not
 * look as the plugin writes it, so a plugin update that changes its template
 * is noticed. Returns the number of pages rewritten.
 * @param {string} outDir
 * @param {string} sourceRel
 */
export function linkApiPagesToSource(outDir, sourceRel) {
  const pages = readdirSync(outDir).filter((f) => f.endsWith('.mdx'));
  if (pages.length === 0) throw new DataError(outDir, '', 'no generated API pages to finish');
  const editLink = `custom_edit_url: ${yamlString(editUrlBase + sourceRel)}`;
  for (const name of pages) {
    const file = path.join(outDir, name);
    const text = readFileSync(file, 'utf8');
    const frontMatter = text.match(/^---\n[\s\S]*?\n---\n/);
    if (!frontMatter || !/^custom_edit_url: null$/m.test(frontMatter[0])) {
      throw new DataError(file, 'custom_edit_url', 'expected the OpenAPI plugin\'s front matter with "custom_edit_url: null"');
    }
    const head = frontMatter[0].replace(/^custom_edit_url: null$/m, editLink);
    writeFileSync(file, `${head}\n${generatedNotice(PLUGIN, sourceRel)}\n${text.slice(frontMatter[0].length)}`);
  }
  return pages.length;
}
