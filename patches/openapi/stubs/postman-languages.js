/**
 * Stand-in for postman-code-generators/lib/assets/languages.js in the browser
 * bundle (patches/openapi/index.ts swaps the request from
 * postman-code-generators/lib); the server build keeps the original.
 *
 * Why: the original registers all 34 code generators; the API reference
 * offers only the languages and variants in `languageTabs` of
 * patches/openapi/options.ts, so only those are bundled. Keep the two lists in step.
 * Each entry is the original's entry for that language and variant, with the
 * same generator module (tests/unit/stubs.test.mjs).
 *
 * If reached: asking for a language or variant that is not here gets the
 * library's own answer for an unknown pair, through its callback:
 * "Codegen~convert: Could not find codegen corresponding to provided language,
 * variant pair" (postman-code-generators/lib/index.js, convert).
 */
const codegen = (lang, variant, syntaxMode, main) => ({type: 'code_generator', lang, variant, syntax_mode: syntaxMode, main});

module.exports = [
  codegen('curl', 'cURL', 'powershell', require('postman-code-generators/codegens/curl/index.js')),
  codegen('python', 'Requests', 'python', require('postman-code-generators/codegens/python-requests/index.js')),
  codegen('python', 'http.client', 'python', require('postman-code-generators/codegens/python-http.client/index.js')),
  codegen('java', 'OkHttp', 'java', require('postman-code-generators/codegens/java-okhttp/index.js')),
  codegen('java', 'Unirest', 'java', require('postman-code-generators/codegens/java-unirest/index.js')),
  codegen('csharp', 'HttpClient', 'csharp', require('postman-code-generators/codegens/csharp-httpclient/index.js')),
  codegen('csharp', 'RestSharp', 'csharp', require('postman-code-generators/codegens/csharp-restsharp/index.js')),
  codegen('nodejs', 'Axios', 'javascript', require('postman-code-generators/codegens/nodejs-axios/index.js')),
  codegen('nodejs', 'Native', 'javascript', require('postman-code-generators/codegens/nodejs-native/index.js')),
  codegen('nodejs', 'Request', 'javascript', require('postman-code-generators/codegens/nodejs-request/index.js')),
  codegen('go', 'Native', 'golang', require('postman-code-generators/codegens/golang/index.js')),
];
