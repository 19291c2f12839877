/**
 * Facts about the site that several config modules share.
 */

import registry from './products.json';

/** The four product areas (config/products.json), in navbar order. `id` is the docs plugin instance id. */
export const products = [...registry.products].sort((a, b) => a.navbarPosition - b.navbarPosition);

/** The same areas in the order the home page and llms.txt present them. */
export const productsByImportance = registry.products;

/** Where "Edit this page" points: this + the page's repository path. */
export const editUrlBase = registry.editUrlBase;

/**
 * A product's generated reference: what it is generated from (`source`), the
 * folder inside the product's docs folder it is written to, which is also its
 * route under the product (`dir`: `references/cli-reference`), and that
 * folder from the repository root (`outDir`).
 */
export function reference(
  productId: string,
  kind: 'api' | 'cli' | 'components' | 'errors',
): {source: string; dir: string; outDir: string} {
  const product: {path: string; references?: Partial<Record<typeof kind, {source: string; dir: string}>>} | undefined =
    products.find((p) => p.id === productId);
  const entry = product?.references?.[kind];
  if (!product || !entry) throw new Error(`config/products.json: product "${productId}" has no "${kind}" reference`);
  return {...entry, outDir: `${product.path}/${entry.dir}`};
}

/**
 * Build-time strictness. Broken links, Markdown links and anchors and duplicate
 * routes only warn while writing (`npm start`), and fail the build under
 * `npm test` and CI, which set DOCS_STRICT=1.
 */
export const strict = process.env.DOCS_STRICT === '1';

/** Operators turn analytics on by setting a Google tag id at build time. */
export const gtagId = process.env.DOCS_GTAG_ID?.trim() || undefined;
