// The "Last updated" date of generated reference pages: the day their source
// (the data file their edit link opens) last changed. Applied by every
// generator to the pages it has built, before it writes them
// (scripts/lib/generated.mjs), so an unchanged source leaves a page untouched.
import {DataError, lastChanged, repoRoot} from './data.mjs';
import {editUrlBase} from './products.mjs';

/**
 * Gives every page (.md, .mdx) of `files` the date its source last changed
 * (`last_update.date` front matter), so "Last updated" shows the date of the
 * data file rather than nothing (generated files are not in Git). The source
 * is the file the page's edit link opens (every generator sets one; the API
 * pages' is set by scripts/lib/api-pages.mjs). Other files pass unchanged.
 * @param {Map<string, string>} files repository path -> content
 * @param {{root?: string}} [options] `root`: the checkout whose history dates the sources
 * @returns {Map<string, string>} the same files, pages dated
 */
export function stampLastUpdate(files, {root = repoRoot} = {}) {
  /** @type {Map<string, string>} */
  const sourceOf = new Map();
  for (const [file, text] of files) {
    if (!/\.mdx?$/.test(file)) continue;
    const edit = /^custom_edit_url:\s*"?([^"\n]*)"?\s*$/m.exec(text)?.[1];
    const source = edit?.startsWith(editUrlBase) ? decodeURIComponent(edit.slice(editUrlBase.length)) : undefined;
    if (!source)
      throw new DataError(file, 'custom_edit_url', 'a generated page must name its source file in its edit link');
    if (!text.startsWith('---\n')) throw new DataError(file, '', 'a generated page must start with front matter');
    sourceOf.set(file, source);
  }
  const dates = lastChanged([...new Set(sourceOf.values())], {root});
  return new Map(
    [...files].map(([file, text]) => {
      const source = sourceOf.get(file);
      if (!source || /^last_update:/m.test(text.split('\n---\n')[0])) return [file, text];
      return [file, text.replace(/^---\n/, `---\nlast_update:\n  date: ${dates.get(source)}\n`)];
    }),
  );
}
