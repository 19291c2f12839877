/**
 * Stand-in for @faker-js/faker (and its locale/en entry) in the browser bundle
 * (aliases in patches/openapi/index.ts); the server build keeps the real package.
 *
 * Why: the real package and its locale data were most of the API pages'
 * 1.8 MB of script. postman-collection uses faker only to fill Postman's
 * dynamic variables such as {{$randomCity}} (lib/superstring/dynamic-variables.js),
 * which happens only when a string is resolved against variables
 * (Property.replaceSubstitutions, through VariableScope.replaceIn or
 * toObjectResolved). Neither the OpenAPI theme's explorer nor the code
 * generators resolve variables, so no faker function runs.
 *
 * What does run, when postman-collection loads, is reading faker's members:
 * dynamic-variables.js keeps references such as faker.address.city as
 * generators. So any member, at any depth, reads as another stand-in.
 *
 * If reached: calling any of them throws, naming the member
 * (e.g. faker.address.city()). Random data cannot be faked faithfully.
 */
const unreached = (name) =>
  new Error(
    `@faker-js/faker: ${name}() was called in the browser, where patches/openapi/index.ts replaces faker with ` +
      'patches/openapi/stubs/faker.js because the API explorer was assumed never to resolve Postman dynamic variables ' +
      '({{$random…}}). That assumption no longer holds: remove the faker aliases from patches/openapi/index.ts.',
  );

/**
 * A stand-in for the member at `name`.
 * @param {string} name
 */
function member(name) {
  return new Proxy(function fakerStandIn() {}, {
    get(target, prop) {
      // Module interop reads __esModule: this is a CommonJS module, not an ES one.
      if (prop === '__esModule') return false;
      if (typeof prop === 'symbol') return Reflect.get(target, prop);
      return member(`${name}.${prop}`);
    },
    apply() {
      throw unreached(name);
    },
    construct() {
      throw unreached(`new ${name}`);
    },
  });
}

module.exports = member('faker');
