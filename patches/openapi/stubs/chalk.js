/**
 * Stand-in for chalk in the browser bundle (alias in patches/openapi/index.ts);
 * the server build keeps the real package.
 *
 * Why: the OpenAPI theme draws response and request-body examples with the
 * OpenAPI plugin's example generator (docusaurus-plugin-openapi-docs,
 * lib/openapi/createSchemaExample.js), which colours one console warning with
 * the plugin's chalk 5 (`chalk.yellow(message, error)`). This gives the same
 * text as chalk with colours off (level 0): its arguments as one string,
 * joined with spaces. The one difference: in a Chromium browser chalk would
 * add ANSI colour codes to that warning, and here it stays uncoloured. The
 * library is about 12 KB before minification on every API page.
 *
 * What it covers: any chain of chalk's style names (`chalk.yellow`,
 * `chalk.bold.red`, ...), called with text, and `level` (0). If reached
 * otherwise: the colour functions that take a colour (`hex`, `rgb`, ...),
 * `Chalk`/`Instance` and template use throw, naming chalk and the member.
 */
const unreached = (name) =>
  new Error(
    `chalk.${name} was used in the browser, where patches/openapi/index.ts replaces chalk with ` +
      'patches/openapi/stubs/chalk.js, which covers chains of style names only (level 0, as chalk is in a browser). ' +
      'That assumption no longer holds: extend patches/openapi/stubs/chalk.js or remove the alias.',
  );

/** Members that are not style names: they take a colour, or are not styles at all. */
const UNSUPPORTED = new Set([
  'hex', 'rgb', 'hsl', 'hsv', 'hwb', 'ansi', 'ansi256', 'keyword',
  'bgHex', 'bgRgb', 'bgHsl', 'bgHsv', 'bgHwb', 'bgAnsi', 'bgAnsi256', 'bgKeyword',
  'Instance', 'Chalk', 'supportsColor', 'stderr', 'visible',
]);

/** chalk at level 0: one argument as a string, several joined with spaces; raw template strings are not supported. */
function text(...args) {
  if (Array.isArray(args[0]) && Object.prototype.hasOwnProperty.call(args[0], 'raw')) throw unreached('`template`');
  return args.length === 1 ? `${args[0]}` : args.join(' ');
}

const chain = new Proxy(text, {
  get(target, prop) {
    // What module interop and promise checks read: answered as a plain function would.
    if (typeof prop === 'symbol' || prop === '__esModule' || prop === 'then' || prop in Function.prototype) {
      return Reflect.get(target, prop);
    }
    if (prop === 'level') return 0;
    if (UNSUPPORTED.has(prop)) throw unreached(prop);
    return chain;
  },
});

module.exports = chain;
