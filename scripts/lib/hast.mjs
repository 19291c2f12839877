// Reading HTML syntax trees (hast, from hast-util-from-html): the element
// helpers the post-build steps share (scripts/lib/markdown-twin.mjs for the
// Markdown twins, scripts/postbuild/feeds.mjs for the release notes feeds).
/**
 * The hast types of the 'hast' package, reached through the package that
 * makes the trees: 'hast' itself is not declared in package.json.
 * @typedef {ReturnType<typeof import('hast-util-from-html').fromHtml>} Root
 * @typedef {Root['children'][number]} RootContent
 * @typedef {Extract<RootContent, {type: 'element'}>} Element
 */

/**
 * @param {unknown} node
 * @returns {node is Element}
 */
export function isElement(node) {
  return /** @type {{type?: string} | undefined} */ (node)?.type === 'element';
}

/** @param {Element} node @returns {string[]} */
export function classes(node) {
  // hast types className as a list; a string is accepted too, split on whitespace.
  const value = /** @type {unknown} */ (node.properties?.className);
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
}

/**
 * Whether the element has the class, or a CSS-module class made from it
 * (`codeBlockTitle_x1y2`).
 * @param {Element} node
 * @param {string} prefix
 */
export function hasClass(node, prefix) {
  return classes(node).some((c) => c === prefix || c.startsWith(`${prefix}_`));
}

/**
 * The first element under `node` (depth first) that `test` accepts.
 * @param {Root | Element} node
 * @param {(el: Element) => boolean} test
 * @returns {Element | undefined}
 */
export function findElement(node, test) {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (test(child)) return child;
    const found = findElement(child, test);
    if (found) return found;
  }
  return undefined;
}

/**
 * Every element under `node` that `test` accepts, in document order.
 * @param {Root | Element} node
 * @param {(el: Element) => boolean} test
 * @returns {Element[]}
 */
export function findAll(node, test, out = /** @type {Element[]} */ ([])) {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (test(child)) out.push(child);
    findAll(child, test, out);
  }
  return out;
}
