/**
 * Stand-in for tslib where @docusaurus/utils-common requires it, in the
 * browser build only (patches/docusaurus/mainBundle.ts); the server build and every
 * other module keep the real package.
 *
 * utils-common, which main.js carries, calls one tslib helper,
 * `__importDefault`. Required from CommonJS, tslib came whole: all its
 * helpers, 11 KB minified, 3.4 KiB gzip of main.js on every page. This is
 * that helper as tslib writes it. tests/unit/main-bundle.test.mjs checks
 * that utils-common still uses no other helper.
 */
'use strict';

/** @param {any} mod */
exports.__importDefault = function __importDefault(mod) {
  return mod && mod.__esModule ? mod : {default: mod};
};
