// The search contexts inside a product area: reference sections with an index
// of their own. The site configuration (config/search.ts) lists them before
// their product, and the post-build step that trims the indexes
// (scripts/postbuild/search-indexes.mjs) reads them to know which pages of a product's
// index have a fuller index elsewhere. Plain JavaScript so both can import it.

/** The component categories of a components reference that get a context each, with how the label names them. */
const COMPONENT_CATEGORIES = [
  ['state', 'state stores'],
  ['pubsub', 'pub/sub brokers'],
  ['bindings', 'bindings'],
  ['conversation', 'conversation components'],
];

/**
 * @typedef {{id: string, label: string, routeBasePath: string, references?: {cli?: {dir: string}, components?: {dir: string}}}} ContextProduct
 * @typedef {{label: string, path: string, product: string}} ReferenceContext
 */

/**
 * The reference contexts of the products, narrowest first. A reader on a
 * state store page searches the state stores, where `redis` means the Redis
 * state store rather than the Redis binding; a reader on a CLI page searches
 * the CLI reference, where a flag finds the commands that take it. Only
 * Catalyst has them: its index held every component and CLI page in full and
 * was the largest a reader loads. Conductor's CLI pages stay in
 * Conductor's index.
 * @param {ContextProduct[]} products
 * @returns {ReferenceContext[]}
 */
export function referenceContexts(products) {
  const catalyst = products.find((p) => p.id === 'catalyst');
  if (!catalyst?.references?.components || !catalyst.references.cli) {
    throw new Error('config/products.json: Catalyst has no "components" or "cli" reference for its search contexts');
  }
  const base = catalyst.routeBasePath;
  return [
    ...COMPONENT_CATEGORIES.map(([category, name]) => ({
      label: `${catalyst.label} ${name}`,
      path: `${base}/${catalyst.references?.components?.dir}/${category}`,
      product: catalyst.id,
    })),
    {label: `${catalyst.label} CLI`, path: `${base}/${catalyst.references.cli.dir}`, product: catalyst.id},
  ];
}
