// The search plugin's own index builder (a private module of
// @easyops-cn/docusaurus-search-local), with which scripts/postbuild/search-indexes.mjs
// rebuilds the indexes it trims. Loaded on the first call.
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);

/** @typedef {import('@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex.js').SearchDocument} SearchDocument */

/** @type {typeof import('@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex.js').buildIndex} */
export const buildIndex = (documents, options) =>
  require('@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex.js').buildIndex(documents, options);
