#!/usr/bin/env node
// Compiles MDX files the way Docusaurus parses them (MDX v3, GFM, directives)
// and reports syntax errors with file, line and column. A quick check for
// writers that does not need a full site build.
//   node scripts/check-mdx.mjs <file.mdx> [more files or folders]
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';

/**
 * @param {string} p a file or folder
 * @param {string[]} out
 */
function collect(p, out) {
  if (statSync(p).isDirectory()) {
    for (const e of readdirSync(p)) collect(path.join(p, e), out);
  } else if (/\.mdx?$/.test(p)) out.push(p);
  return out;
}

const files = process.argv.slice(2).flatMap((p) => collect(p, []));
let failed = 0;
for (const file of files) {
  const source = readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, (fm) => '\n'.repeat(fm.split('\n').length - 1));
  try {
    await compile(source, {remarkPlugins: [remarkGfm, remarkDirective], format: file.endsWith('.md') ? 'md' : 'mdx'});
  } catch (err) {
    failed++;
    // MDX reports syntax errors as a VFileMessage (line, column, reason).
    const {line, column, reason, message} = /** @type {{line?: number, column?: number, reason?: string, message: string}} */ (err);
    const where = line ? `:${line}:${column ?? 0}` : '';
    console.error(`${file}${where}: ${reason ?? message}`);
  }
}
console.log(`${files.length - failed} of ${files.length} files compiled`);
process.exit(failed ? 1 : 0);
