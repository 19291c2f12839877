// The "Last updated" date of generated reference pages: the day their source
// (the data file their edit link opens) last changed. Run by scripts/generate.mjs.
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {DataError, lastChanged, repoRoot} from './data.mjs';
import {editUrlBase, GENERATED_DIRS} from './products.mjs';
import {filesUnder} from './files.mjs';

/**
 * Gives every generated page the date its source last changed
 * (`last_update.date` front matter), so "Last updated" shows the date of the
 * data file rather than nothing (generated files are not in Git). The source
 * is the file the page's edit link opens (every generator sets one; the API
 * pages' is set by scripts/lib/api-pages.mjs).
 * @param {{root?: string}} [options]
 * @returns {number} how many generated pages there are
 */
export function stampLastUpdate({root = repoRoot} = {}) {
  const pages = GENERATED_DIRS.flatMap((dir) => [...filesUnder(path.join(root, dir), (name) => /\.mdx?$/.test(name))]);
  /** @type {Map<string, string>} */
  const sourceOf = new Map();
  for (const file of pages) {
    const text = readFileSync(file, 'utf8');
    const edit = /^custom_edit_url:\s*"?([^"\n]*)"?\s*$/m.exec(text)?.[1];
    const source = edit?.startsWith(editUrlBase) ? decodeURIComponent(edit.slice(editUrlBase.length)) : undefined;
    if (!source) throw new DataError(file, 'custom_edit_url', 'a generated page must name its source file in its edit link');
    sourceOf.set(file, source);
  }
  const dates = lastChanged([...new Set(sourceOf.values())], {root});
  for (const [file, source] of sourceOf) {
    const text = readFileSync(file, 'utf8');
    if (!text.startsWith('---\n')) throw new DataError(file, '', 'a generated page must start with front matter');
    if (/^last_update:/m.test(text.split('\n---\n')[0])) continue;
    writeFileSync(file, text.replace(/^---\n/, `---\nlast_update:\n  date: ${dates.get(source)}\n`));
  }
  return pages.length;
}

