/**
 * Stand-in for qs, and only where the `url` package (Node's legacy url API
 * for the browser) requires it, in the browser bundle: patches/openapi/index.ts
 * swaps the request for this file when it comes from node_modules/url. The
 * server build keeps the real qs.
 *
 * Why: qs brings side-channel, object-inspect and get-intrinsic (about 10 KB
 * gzip) into the API pages, and nothing there calls it. `url` calls qs only
 * from url.parse(text, true) (parse the query) and url.format(object) when
 * the object's query is an object (stringify). Its clients in the bundle never
 * do either: the C# RestSharp code generator calls url.parse(text) without
 * query parsing (postman-code-generators/codegens/csharp-restsharp/lib/
 * restsharp.js, parseURL: its `new URL(…)` throws first, as the url package
 * has no URL export, and it falls back to url.parse), and postman-url-encoder,
 * whose other files also require `url`, is bundled only for its parser
 * (postman-collection/lib/collection/url.js), which does not.
 *
 * If reached: both functions throw, naming qs and the function. A hand-written
 * version would differ from qs (nested keys such as a[b]=1, '%20' against '+'
 * for spaces), so none is offered.
 */
const unreached = (name) =>
  new Error(
    `qs.${name}() was called in the browser, where patches/openapi/index.ts replaces qs (required by the url package) ` +
      'with patches/openapi/stubs/qs.js because the API explorer was assumed never to parse or format a query through url. ' +
      'That assumption no longer holds: remove the qs replacement from patches/openapi/index.ts.',
  );

module.exports = {
  parse() {
    throw unreached('parse');
  },
  stringify() {
    throw unreached('stringify');
  },
};
