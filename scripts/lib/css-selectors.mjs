// Selectors that make the browser restyle the whole page on any class change.
//
// Chrome keys a compound like `[class*='x_']` on the `class` attribute as a
// whole, not on a class name. Left of a combinator it means "when any
// element's class attribute changes, its descendants may now match", so each
// class change anywhere restyles the descendants that the selector's subject
// (its rightmost compound) could match. A subject with a class or an id
// narrows that to a few elements; a subject without one (`[class*='y_']`,
// `span`) widens it to every element that has a class, or every span. React
// Helmet rewrites `<html class>` once per nested `<Head>` while a Docusaurus
// page hydrates (five times on a docs page), so one such selector restyled
// the whole page five times after hydration: about 130 ms with Lighthouse's
// 4x CPU slowdown on a component page (patches/README.md, "Search dropdown
// rows"). An attribute selector on `class` in the subject itself costs
// nothing of the kind: only the element whose class changed is restyled.
import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';

/**
 * Every selector in `css` with an attribute selector on `class` in a compound
 * other than its subject (also inside `:is()`, `:not()` and the like) whose
 * subject has no class or id, with its line.
 * @param {string} css
 * @param {string} file named in parse errors
 * @returns {{line: number, selector: string}[]}
 */
export function classAttributeAncestors(css, file) {
  /** @type {{line: number, selector: string}[]} */
  const found = [];
  postcss.parse(css, {from: file}).walkRules((rule) => {
    selectorParser((selectors) => {
      selectors.each((selector) => {
        if (restylesOnClassChange(selector))
          found.push({line: rule.source?.start?.line ?? 0, selector: selector.toString().trim()});
      });
    }).processSync(rule.selector);
  });
  return found;
}

/**
 * Whether a compound left of a combinator tests the class attribute while the
 * subject names no class or id, in this selector or in one nested in a
 * pseudo-class of its subject.
 * @param {import('postcss-selector-parser').Selector} selector
 * @returns {boolean}
 */
function restylesOnClassChange(selector) {
  /** @type {import('postcss-selector-parser').Node[][]} */
  const compounds = [[]];
  selector.each((node) => {
    if (node.type === 'combinator') compounds.push([]);
    else compounds.at(-1)?.push(node);
  });
  const subject = compounds.pop() ?? [];
  const testsClass = (/** @type {import('postcss-selector-parser').Node} */ node) => {
    let hit = node.type === 'attribute' && node.attribute.toLowerCase() === 'class';
    if (node.type === 'pseudo')
      node.walkAttributes((a) => {
        hit ||= a.attribute.toLowerCase() === 'class';
      });
    return hit;
  };
  const narrow = subject.some((node) => node.type === 'class' || node.type === 'id');
  return (
    (!narrow && compounds.flat().some(testsClass)) ||
    subject.some((node) => node.type === 'pseudo' && node.nodes.some(restylesOnClassChange))
  );
}
