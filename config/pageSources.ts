/**
 * Hand-written pages list the public sources of their facts in a `sources:`
 * front-matter field (keys of data/sources.yaml; not shown to readers). This
 * hook runs on every Markdown/MDX file the build reads; the check itself is
 * checkPageSources in scripts/lib/sources.mjs (unit-tested there). An unknown
 * key, or a hand-written docs page without the field, stops the build naming
 * the file.
 */
import path from 'node:path';
import type {MarkdownConfig} from '@docusaurus/types';
import {checkPageSources} from '../scripts/lib/sources.mjs';

const siteDir = path.resolve(__dirname, '..');

export const parseFrontMatter: MarkdownConfig['parseFrontMatter'] = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  checkPageSources(path.relative(siteDir, params.filePath), result.frontMatter);
  return result;
};
