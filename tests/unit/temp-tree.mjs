// A temporary folder for one test, removed when the test ends, and a way to
// write files into it (parent folders are made as needed).
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

/**
 * @param {{after: (fn: () => void) => void}} t the test context
 * @param {string} prefix the folder name's prefix
 * @returns {{root: string, write: (rel: string, text?: string) => void}}
 */
export function tempTree(t, prefix) {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  t.after(() => rmSync(root, {recursive: true, force: true}));
  return {
    root,
    write(rel, text = '') {
      mkdirSync(path.dirname(path.join(root, rel)), {recursive: true});
      writeFileSync(path.join(root, rel), text);
    },
  };
}
