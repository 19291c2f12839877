/**
 * Stand-in for the OpenAPI plugin's Markdown schema renderer
 * (docusaurus-plugin-openapi-docs/lib/markdown/createSchema.js) in the browser
 * bundle, where the plugin's example generator (lib/openapi/createSchemaExample.js)
 * requires it; patches/openapi/index.ts swaps that one request. The server
 * build keeps the real module.
 *
 * Why: the OpenAPI theme draws response and request-body examples with the
 * plugin's example generator, which takes one function from the renderer,
 * `mergeAllOf`. The renderer brings the plugin's whole Markdown generator for
 * schemas (about 55 KB before minification with what it imports) onto every
 * API page. The theme has the same function in its own Schema/normalize.js
 * (strip `additionalProperties: false` from sibling allOf members, then
 * allof-merge), which the theme's schema view already loads; the plugin's
 * copy differs only in caching its stripped trees, which matters for object
 * cycles, and an API page's operation is JSON, which has none.
 * tests/unit/stubs.test.mjs compares the two.
 *
 * If reached: any other export throws, naming it.
 */
const {mergeAllOf} = require('docusaurus-theme-openapi-docs/lib/theme/Schema/normalize');

module.exports = new Proxy(
  {mergeAllOf},
  {
    get(target, prop) {
      // What module interop and promise checks read: answered as the plain object would.
      if (typeof prop === 'symbol' || prop in target || prop === '__esModule' || prop === 'then') {
        return Reflect.get(target, prop);
      }
      throw new Error(
        `docusaurus-plugin-openapi-docs/lib/markdown/createSchema: ${String(prop)} was used in the browser, where ` +
          'patches/openapi/index.ts replaces that module with patches/openapi/stubs/openapi-plugin-create-schema.js for the ' +
          "plugin's example generator, which was assumed to need mergeAllOf only. That assumption no longer holds: remove the replacement.",
      );
    },
  },
);
