#!/usr/bin/env node
// Post-build step (`postbuild` in package.json): writes a gzip copy
// (`file.gz`, best compression) beside every compressible file of the build,
// so nginx serves it with `gzip_static` instead of compressing the same
// bytes again for every request. Compressing on the fly made the large files
// (the main script, the search indexes) the bottleneck under load; see
// `npm run bench:load`. Other hosts and CDNs can ignore the .gz files.
//
//   node scripts/postbuild/precompress.mjs [buildDir]        (default: build/)
import {readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {constants, gzipSync} from 'node:zlib';
import {filesUnder} from '../lib/files.mjs';

/** The types deploy/nginx.conf compresses (gzip_types), by extension. */
const COMPRESSIBLE = new Set([
  '.html',
  '.css',
  '.js',
  '.json',
  '.svg',
  '.xml',
  '.atom',
  '.txt',
  '.map',
  '.md',
  '.yaml',
]);
/** As gzip_min_length: below this, compression saves nothing worth a file. */
const MIN_BYTES = 512;

/**
 * Writes the .gz copies; returns how many and the bytes before and after.
 * @param {string} buildDir
 */
export function precompress(buildDir) {
  let count = 0;
  let before = 0;
  let after = 0;
  for (const file of filesUnder(buildDir)) {
    if (!COMPRESSIBLE.has(path.extname(file)) || statSync(file).size < MIN_BYTES) continue;
    const raw = readFileSync(file);
    const gz = gzipSync(raw, {level: constants.Z_BEST_COMPRESSION});
    // Only worth serving when it is smaller.
    if (gz.length >= raw.length) continue;
    writeFileSync(`${file}.gz`, gz);
    count += 1;
    before += raw.length;
    after += gz.length;
  }
  return {count, before, after};
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const buildDir = path.resolve(
    process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'build'),
  );
  const started = Date.now();
  const {count, before, after} = precompress(buildDir);
  const mb = (/** @type {number} */ n) => (n / 1024 / 1024).toFixed(1);
  console.log(
    `[precompress] ${count} files: ${mb(before)} MB -> ${mb(after)} MB gzip (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}
