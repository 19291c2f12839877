// Local `$ref`s of a parsed OpenAPI description, followed to the value they point to: one
// resolver for every script that reads the description (the Markdown twins of the API pages,
// the operations that return each error code).

/**
 * A value of the parsed OpenAPI description, or any part of it: JSON as js-yaml parsed it.
 * @typedef {any} Json
 */

/**
 * Follows `$ref`s to the value they point to (a value without one is returned as is).
 * @typedef {(value: Json) => Json} Resolve
 */

/**
 * Follows local `$ref`s (`#/components/...`) of `spec`.
 * @param {Json} spec
 * @returns {Resolve}
 */
export function resolver(spec) {
  return function resolve(value) {
    let current = value;
    /** @type {Set<string>} */
    const seen = new Set();
    while (current && typeof current === 'object' && typeof current.$ref === 'string') {
      const ref = /** @type {string} */ (current.$ref);
      if (seen.has(ref)) throw new Error(`circular $ref ${ref}`);
      seen.add(ref);
      if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported, not ${ref}`);
      current = ref
        .slice(2)
        .split('/')
        .map((p) => p.replaceAll('~1', '/').replaceAll('~0', '~'))
        .reduce((/** @type {Json} */ node, key) => node?.[key], spec);
      if (current === undefined) throw new Error(`$ref ${ref} points nowhere`);
    }
    return current;
  };
}
