/**
 * Facts about the site that several config modules share.
 */

import registry from './products.json';

/** The four product areas (config/products.json), in navbar order. `id` is the docs plugin instance id. */
export const products = [...registry.products].sort((a, b) => a.navbarPosition - b.navbarPosition);

/** The same areas in the order the home page and llms.txt present them. */
export const productsByImportance = registry.products;

export type Product = (typeof products)[number];

export const repoUrl = 'https://github.com/diagridio/docs';
export const editUrlBase = `${repoUrl}/edit/main/`;

/**
 * Build-time strictness. Broken links, Markdown links and anchors and duplicate
 * routes only warn while writing (`npm start`), and fail the build under
 * `npm test` and CI, which set DOCS_STRICT=1.
 */
export const strict = process.env.DOCS_STRICT === '1';

/** Operators turn analytics on by setting a Google tag id at build time. */
export const gtagId = process.env.DOCS_GTAG_ID?.trim() || undefined;
