// Writing a generated folder: the generators build every file in memory, then
// this dates the pages and writes only what changed, so a run whose sources did
// not change touches no file, and the dev server (plugins/regenerate.ts) reloads
// only the pages an edit changed.
import path from 'node:path';
import {repoRoot} from './data.mjs';
import {syncFolder} from './files.mjs';
import {stampLastUpdate} from './last-update.mjs';

/**
 * Makes the generated folder `outDir` (repository path, e.g.
 * docs-catalyst/references/cli-reference) hold exactly `files` (path inside
 * it -> content), each page dated by its source's last change.
 * @param {string} outDir
 * @param {Map<string, string>} files
 * @param {{root?: string, outRoot?: string}} [options] `root`: the checkout the
 *   sources are in; `outRoot`: where to write (default: `root`)
 * @returns {{written: string[], removed: string[]}} paths inside `outDir`
 */
export function writeGenerated(outDir, files, {root = repoRoot, outRoot = root} = {}) {
  const prefix = `${outDir}/`;
  const dated = stampLastUpdate(new Map([...files].map(([rel, text]) => [prefix + rel, text])), {root});
  return syncFolder(
    path.join(outRoot, outDir),
    new Map([...dated].map(([file, text]) => [file.slice(prefix.length), text])),
  );
}
