/**
 * Stand-in for pako in the browser bundle (alias in patches/openapi/index.ts);
 * the server build keeps the real package.
 *
 * Why: the OpenAPI theme's ApiItem imports pako for one call, `ungzip`, to
 * inflate an operation page's `api` front matter when the plugin wrote it
 * compressed. The site writes it as JSON (`disableCompression` in
 * patches/openapi/options.ts; the generation step refuses a compressed page),
 * and ApiItem reads JSON as it is, so pako (about 45 KB minified) never runs.
 *
 * If reached: every function throws, naming pako and the function. ApiItem
 * swallows that error, so theme/ApiAwareDocItem/register.tsx also stops any
 * page whose `api` front matter is not an object, naming the page.
 */
const unreached = (name) =>
  new Error(
    `pako.${name}() was called in the browser, where patches/openapi/index.ts replaces pako with ` +
      'patches/openapi/stubs/pako.js because API pages carry their operation as JSON (disableCompression in ' +
      'patches/openapi/options.ts). That assumption no longer holds: remove the pako alias from patches/openapi/index.ts.',
  );

const functions = ['ungzip', 'inflate', 'inflateRaw', 'gzip', 'deflate', 'deflateRaw'];
module.exports = Object.fromEntries(
  functions.map((name) => [
    name,
    () => {
      throw unreached(name);
    },
  ]),
);
