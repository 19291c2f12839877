// Files: one walker for every script that reads a tree of files (generation,
// the checks, the build steps), and the writer of the generated folders.
import {existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync} from 'node:fs';
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

/**
 * Every file under `dir` with its content: path inside `dir` (`/`
 * separators) -> text.
 * @param {string} dir
 * @returns {Map<string, string>}
 */
export function readFolder(dir) {
  return new Map(
    [...filesUnder(dir)].map((file) => [
      path.relative(dir, file).split(path.sep).join('/'),
      readFileSync(file, 'utf8'),
    ]),
  );
}

/**
 * Makes `dir` hold exactly `files` (path inside `dir` with `/` separators ->
 * content): writes a file only when its content differs from what is there,
 * deletes the files `files` does not name and the folders that leaves empty.
 * A file whose content is unchanged is not touched (same modification time),
 * so the dev server, which reloads on every write, reloads only what changed.
 * @param {string} dir
 * @param {Map<string, string>} files
 * @returns {{written: string[], removed: string[]}} paths inside `dir`
 */
export function syncFolder(dir, files) {
  /** @type {string[]} */
  const removed = [];
  for (const file of filesUnder(dir)) {
    const rel = path.relative(dir, file).split(path.sep).join('/');
    if (files.has(rel)) continue;
    rmSync(file);
    removed.push(rel);
  }
  /** @type {string[]} */
  const written = [];
  for (const [rel, text] of files) {
    const file = path.join(dir, rel);
    if (existsSync(file) && readFileSync(file).equals(Buffer.from(text))) continue;
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, text);
    written.push(rel);
  }
  removeEmptyFolders(dir);
  return {written, removed};
}

/**
 * Removes the empty folders below `dir` (not `dir` itself).
 * @param {string} dir
 */
function removeEmptyFolders(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    if (!entry.isDirectory()) continue;
    const sub = path.join(dir, entry.name);
    removeEmptyFolders(sub);
    if (readdirSync(sub).length === 0) rmdirSync(sub);
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
