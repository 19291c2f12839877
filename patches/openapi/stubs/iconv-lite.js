/**
 * Stand-in for iconv-lite in the browser bundle (alias in patches/openapi/index.ts);
 * the server build keeps the real package.
 *
 * Why: its encoding tables are large, and the only user in the browser bundle,
 * postman-collection, calls it from one place: util.bufferOrArrayBufferToString
 * (postman-collection/lib/util.js), which decodes a Response's body stream.
 * The API explorer never builds a postman-collection Response: it sends the
 * request with fetch and shows the text fetch has already decoded
 * (docusaurus-theme-openapi-docs, ApiExplorer/Request/makeRequest.js).
 *
 * If reached: every function throws, naming iconv-lite and the function.
 * Answering instead (no encoding exists, bytes as a string) would silently
 * give a different result from the real package.
 */
const unreached = (name) =>
  new Error(
    `iconv-lite.${name}() was called in the browser, where patches/openapi/index.ts replaces iconv-lite with ` +
      'patches/openapi/stubs/iconv-lite.js because the API explorer was assumed never to decode a response body through ' +
      'postman-collection. That assumption no longer holds: remove the iconv-lite alias from patches/openapi/index.ts.',
  );

module.exports = {
  encodingExists() {
    throw unreached('encodingExists');
  },
  decode() {
    throw unreached('decode');
  },
  encode() {
    throw unreached('encode');
  },
};
