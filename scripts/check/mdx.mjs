#!/usr/bin/env node
// Compiles MDX files the way Docusaurus parses them (MDX v3, GFM, directives)
// and reports syntax errors with file, line and column. A quick check for
// writers that does not need a full site build.
//   node scripts/check/mdx.mjs <file.mdx> [more files or folders]
import {readFileSync, statSync} from 'node:fs';
import {compile} from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import {filesUnder} from '../lib/files.mjs';

/** @param {string} name */
const isMdx = (name) => /\.mdx?$/.test(name);

/**
 * The MDX and Markdown files a command-line argument names.
 * @param {string} p a file or folder
 */
function collect(p) {
  if (statSync(p).isDirectory()) return [...filesUnder(p, isMdx)];
  return isMdx(p) ? [p] : [];
}

const files = process.argv.slice(2).flatMap(collect);
let failed = 0;
for (const file of files) {
  const source = readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, (fm) =>
    '\n'.repeat(fm.split('\n').length - 1),
  );
  try {
    await compile(source, {remarkPlugins: [remarkGfm, remarkDirective], format: file.endsWith('.md') ? 'md' : 'mdx'});
  } catch (err) {
    failed++;
    // MDX reports syntax errors as a VFileMessage (line, column, reason).
    const {line, column, reason, message} =
      /** @type {{line?: number, column?: number, reason?: string, message: string}} */ (err);
    const where = line ? `:${line}:${column ?? 0}` : '';
    console.error(`${file}${where}: ${reason ?? message}`);
  }
}
console.log(`${files.length - failed} of ${files.length} files compiled`);
process.exit(failed ? 1 : 0);
