// Turns a text the generator pre-rendered (prerenderMarkdown.mjs) back into
// the React elements the OpenAPI theme's Markdown component would have made:
// the same tags, attributes and text, with no Markdown parser in the browser.
import {createElement, Fragment} from 'react';

/**
 * @typedef {import('./prerenderMarkdown.mjs').MarkdownTree} MarkdownTree
 */

/**
 * @param {MarkdownTree} node
 * @returns {import('react').ReactNode}
 */
function toElement(node) {
  if (typeof node === 'string') return node;
  const [type, props, ...children] = node;
  return createElement(type, props, ...children.map(toElement));
}

/**
 * @param {MarkdownTree[]} tree
 * @returns {import('react').ReactElement}
 */
export function markdownElements(tree) {
  return createElement(Fragment, null, ...tree.map(toElement));
}
