/**
 * A remark step for the Catalyst pages: inline code that is exactly an error code of the error
 * codes reference (`ERR_STATE_STORE_NOT_FOUND`) becomes a link to the code's entry there
 * (`/catalyst/references/error-codes#ERR_STATE_STORE_NOT_FOUND`). One step covers the
 * hand-written pages, the API overview's table and the error codes table of every operation
 * page (scripts/lib/api-pages.mjs). Code already in a link or a heading stays as it is, and the
 * reference does not link to itself. In a strict build, Docusaurus's anchor check fails on a
 * link to an entry the page does not have.
 *
 * The codes are read from the reference's data file (data/errors/catalyst.yaml) whenever it
 * changes, so under `npm start` a new entry links at once; a file that does not parse keeps the
 * codes read last (generation reports the problem).
 */
import {readFileSync, statSync} from 'node:fs';
import yaml from 'js-yaml';

/**
 * The mdast nodes this step reads; everything else passes through.
 * @typedef {{type: string, value?: string, url?: string, children?: Node[]}} Node
 * @typedef {{path?: string}} File
 */

/** @type {Map<string, {mtimeMs: number, codes: Set<string>}>} */
const read = new Map();

/**
 * The codes of a reference's data file, read again when the file has changed.
 * @param {string} file
 * @returns {Set<string>}
 */
function codesOf(file) {
  const {mtimeMs} = statSync(file);
  const last = read.get(file);
  if (last && last.mtimeMs === mtimeMs) return last.codes;
  try {
    const data = /** @type {{errors?: {code?: unknown}[]}} */ (yaml.load(readFileSync(file, 'utf8')));
    const codes = new Set((data?.errors ?? []).map((e) => e?.code).filter((c) => typeof c === 'string'));
    read.set(file, {mtimeMs, codes: /** @type {Set<string>} */ (codes)});
    return /** @type {Set<string>} */ (codes);
  } catch {
    return last?.codes ?? new Set();
  }
}

/**
 * Replaces, under `node`, each inline code whose text is a known code with a link to its entry.
 * @param {Node} node
 * @param {(code: string) => string | undefined} hrefOf
 */
function link(node, hrefOf) {
  if (!node.children || node.type === 'link' || node.type === 'linkReference' || node.type === 'heading') return;
  node.children = node.children.map((child) => {
    const href = child.type === 'inlineCode' && child.value ? hrefOf(child.value) : undefined;
    if (href) return {type: 'link', url: href, children: [child]};
    link(child, hrefOf);
    return child;
  });
}

/**
 * @param {{codesFile: string, route: string, skip: string}} options `codesFile`: the
 *   reference's data file (absolute); `route`: the reference's site path; `skip`: the folder of
 *   the generated reference (from the repository root, or any path that ends with it), whose
 *   page is not linked to itself
 */
export function remarkErrorCodeLinks({codesFile, route, skip}) {
  const skipped = `/${skip.replace(/^\/+|\/+$/g, '')}/`;
  /**
   * @param {Node} tree
   * @param {File} file
   */
  return (tree, file) => {
    if ((file.path ?? '').split('\\').join('/').includes(skipped)) return;
    const codes = codesOf(codesFile);
    link(tree, (code) => (codes.has(code) ? `${route}#${code}` : undefined));
  };
}
