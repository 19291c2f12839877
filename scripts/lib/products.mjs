// The product registry (config/products.json) as the scripts read it: the
// product areas, where each generated reference comes from, where it is
// written and under which route it is served, and the edit-link base. The
// site configuration reads the same file (config/site.ts).
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

/**
 * A generated reference as the registry lists it.
 * @typedef {{source: string, dir: string}} ReferenceEntry
 * @typedef {'api' | 'cli' | 'components' | 'errors'} ReferenceKind
 *
 * A product area (see the registry's $comment).
 * @typedef {object} Product
 * @property {string} id docs plugin id
 * @property {string} label
 * @property {string} path docs folder, e.g. docs-catalyst
 * @property {string} routeBasePath e.g. catalyst
 * @property {string} summary
 * @property {Partial<Record<ReferenceKind, ReferenceEntry>>} [references]
 *
 * A generated reference, resolved: `dir` is its folder inside the product's
 * docs folder (references/cli-reference), `outDir` the same folder from the
 * repository root (docs-catalyst/references/cli-reference), `route` the site
 * path (/catalyst/references/cli-reference) and `slug` the path inside the
 * product (/references/cli-reference).
 * @typedef {{product: Product, kind: ReferenceKind, source: string, dir: string, outDir: string, route: string, slug: string}} Reference
 */

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'config', 'products.json');

/** @type {{editUrlBase: string, products: Product[]}} */
const registry = JSON.parse(readFileSync(file, 'utf8'));

/** The product areas, in the order the home page and llms.txt present them. */
export const products = registry.products;

/** Where edit links point: this + a repository path opens the file for editing. */
export const editUrlBase = registry.editUrlBase;

/**
 * Every generated reference of a kind, in registry order.
 * @param {ReferenceKind} kind
 * @returns {Reference[]}
 */
export function referencesOf(kind) {
  return products.flatMap((product) => {
    const entry = product.references?.[kind];
    if (!entry) return [];
    return [
      {
        product,
        kind,
        source: entry.source,
        dir: entry.dir,
        outDir: `${product.path}/${entry.dir}`,
        route: `/${product.routeBasePath}/${entry.dir}`,
        slug: `/${entry.dir}`,
      },
    ];
  });
}

/**
 * The one reference of a kind (the API, components and error codes references exist once).
 * @param {ReferenceKind} kind
 * @returns {Reference}
 */
export function referenceOf(kind) {
  const [only, ...more] = referencesOf(kind);
  if (!only || more.length)
    throw new Error(`config/products.json: expected one "${kind}" reference, found ${more.length + (only ? 1 : 0)}`);
  return only;
}

/**
 * Folders the generators write (gitignored, rebuilt by `npm run generate`),
 * each ending in `/`. Their pages carry their sources and document hidden
 * commands on purpose.
 */
export const GENERATED_DIRS = /** @type {ReferenceKind[]} */ (['api', 'cli', 'components', 'errors']).flatMap((kind) =>
  referencesOf(kind).map((r) => `${r.outDir}/`),
);
