// Walking a folder tree: one walker for every script that reads a tree of
// files (generation, the checks, the build steps).
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';

/**
 * Every file under `dir` whose name `keep` accepts, depth first in directory
 * order, descending only into folders whose name `enter` accepts; nothing
 * when `dir` does not exist.
 * @param {string} dir
 * @param {(name: string) => boolean} [keep]
 * @param {(name: string) => boolean} [enter]
 * @returns {Generator<string>}
 */
export function* filesUnder(dir, keep = () => true, enter = () => true) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (enter(entry.name)) yield* filesUnder(full, keep, enter);
    } else if (keep(entry.name)) yield full;
  }
}

/**
 * The folders the checks skip: installed packages and hidden folders.
 * @param {string} name
 */
export function isSourceFolder(name) {
  return name !== 'node_modules' && !name.startsWith('.');
}
