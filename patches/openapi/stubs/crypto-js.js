/**
 * Stand-in for crypto-js in the browser bundle (alias in patches/openapi/index.ts);
 * the server build keeps the real package.
 *
 * Why: the API explorer uses crypto-js only for SHA1, to name the storage keys
 * of saved credentials (docusaurus-theme-openapi-docs,
 * ApiExplorer/storage-utils.js, hashArray); the full library adds every
 * cipher it has. SHA1 here is crypto-js's own module, so it is the real thing.
 *
 * If reached: reading any other member throws, naming it (e.g. CryptoJS.MD5).
 */
const real = {SHA1: require('crypto-js/sha1')};

module.exports = new Proxy(real, {
  get(target, prop) {
    // What module interop and promise checks read: answered as the plain object would.
    if (typeof prop === 'symbol' || prop in target || prop === '__esModule' || prop === 'then') {
      return Reflect.get(target, prop);
    }
    throw new Error(
      `crypto-js: CryptoJS.${prop} was used in the browser, where patches/openapi/index.ts replaces crypto-js with ` +
        'patches/openapi/stubs/crypto-js.js, which has SHA1 only: the API explorer was assumed to need nothing else. ' +
        'That assumption no longer holds: add the module to patches/openapi/stubs/crypto-js.js or remove the alias.',
    );
  },
});
