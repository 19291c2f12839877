/**
 * Hand-written pages list the public sources of their facts in a `sources:`
 * front-matter field (keys of data/sources.yaml; not shown to readers). This
 * hook runs on every Markdown/MDX file the build reads: an unknown key, or a
 * hand-written docs page without the field, stops the build naming the file.
 */
import path from 'node:path';
import type {MarkdownConfig} from '@docusaurus/types';
import {checkSourceKeys} from '../scripts/lib/sources.mjs';
import {products} from './site';

/** Folders whose pages the generators write; they carry their sources in their data. */
const GENERATED = ['docs-catalyst/api/', 'docs-catalyst/references/', 'docs-conductor/cli-reference/'];
const DOCS_DIRS = products.map((p) => `${p.path}/`);

export function checkPageSources(filePath: string, frontMatter: Record<string, unknown>, siteDir: string): void {
  const rel = path.relative(siteDir, filePath).split(path.sep).join('/');
  const handWritten = DOCS_DIRS.some((d) => rel.startsWith(d)) && !GENERATED.some((d) => rel.startsWith(d));
  if (frontMatter.sources === undefined) {
    if (handWritten) {
      throw new Error(`${rel} (sources): missing. List the keys of data/sources.yaml behind the page's facts, or "sources: []" if it states none.`);
    }
    return;
  }
  checkSourceKeys(frontMatter.sources, {file: filePath, where: 'sources', allowEmpty: true});
}

export const parseFrontMatter: MarkdownConfig['parseFrontMatter'] = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  checkPageSources(params.filePath, result.frontMatter, process.cwd());
  return result;
};
