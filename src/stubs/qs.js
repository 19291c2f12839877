/**
 * Stand-in for qs inside the `url` package in the browser bundle (see
 * plugins/apiBundle.ts). The only client of `url` there is the C# RestSharp
 * code generator, which calls url.parse(string) without query parsing, so
 * qs is never reached on that path; qs would still bring side-channel,
 * object-inspect and get-intrinsic (about 10 KB gzip) into the API pages.
 * These two functions cover what `url` can ask of it: a flat query string
 * to an object (repeated keys become arrays) and back, with repeated keys
 * for arrays ('arrayFormat: repeat').
 */
function parse(text) {
  const out = {};
  for (const [key, value] of new URLSearchParams(String(text ?? ''))) {
    if (!Object.prototype.hasOwnProperty.call(out, key)) out[key] = value;
    else if (Array.isArray(out[key])) out[key].push(value);
    else out[key] = [out[key], value];
  }
  return out;
}

function stringify(object) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(object ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined) params.append(key, item === null ? '' : String(item));
    }
  }
  return params.toString();
}

module.exports = {parse, stringify};
