// Which source files changed since the last look: the dev server's
// regeneration (plugins/regenerate.ts) is told that something under data/ or
// openapi/ changed, not what, so it compares modification times.
import {statSync} from 'node:fs';
import path from 'node:path';
import {filesUnder} from './files.mjs';

/**
 * The modification time of every file under `folders` (repository paths) of
 * `root`, by repository path (`/` separators).
 * @param {string} root
 * @param {string[]} folders
 * @returns {Map<string, number>}
 */
export function snapshot(root, folders) {
  /** @type {Map<string, number>} */
  const times = new Map();
  for (const folder of folders) {
    for (const file of filesUnder(path.join(root, folder))) {
      times.set(path.relative(root, file).split(path.sep).join('/'), statSync(file).mtimeMs);
    }
  }
  return times;
}

/**
 * The paths whose file is new, changed or gone from `before` to `after`.
 * @param {Map<string, number>} before
 * @param {Map<string, number>} after
 * @returns {string[]}
 */
export function changedPaths(before, after) {
  const changed = [...after].filter(([file, time]) => before.get(file) !== time).map(([file]) => file);
  return [...changed, ...[...before.keys()].filter((file) => !after.has(file))];
}
