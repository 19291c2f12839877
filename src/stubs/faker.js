/**
 * Stand-in for @faker-js/faker in the browser bundle (see plugins/apiBundle.ts).
 * postman-collection uses faker only to fill Postman's {{$random…}} dynamic
 * variables, which our API explorer never sends; the real package and its
 * locale data were most of the API pages' 1.8 MB of script. Any property is
 * another stand-in, and calling one returns an empty string.
 */
const stub = new Proxy(function fakerStub() {
  return '';
}, {
  get: (target, prop) => (prop === '__esModule' ? false : stub),
  apply: () => '',
});

module.exports = stub;
