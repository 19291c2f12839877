// Walking a folder tree: one walker for the build and generation steps.
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';

/**
 * Every file under `dir` whose name `keep` accepts, depth first in directory
 * order; nothing when `dir` does not exist.
 * @param {string} dir
 * @param {(name: string) => boolean} [keep]
 * @returns {Generator<string>}
 */
export function* filesUnder(dir, keep = () => true) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full, keep);
    else if (keep(entry.name)) yield full;
  }
}

/**
 * Every .html file under dir: the pages of a build.
 * @param {string} dir
 * @returns {Generator<string>}
 */
export function htmlFiles(dir) {
  return filesUnder(dir, (name) => name.endsWith('.html'));
}
