/**
 * Stand-in for iconv-lite in the browser bundle (see plugins/apiBundle.ts).
 * postman-collection asks it to decode non-UTF-8 response bodies and falls
 * back to UTF-8 when an encoding is unknown, which is what this reports.
 * The browser's fetch has already decoded the text the explorer shows.
 */
module.exports = {
  encodingExists: () => false,
  decode: (buffer) => String(buffer),
  encode: (text) => text,
};
