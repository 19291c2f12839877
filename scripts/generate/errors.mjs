#!/usr/bin/env node
// Generates the Catalyst error codes reference from data/errors/catalyst.yaml (loaded and
// checked by scripts/lib/errors.mjs, which also reads from openapi/catalyst.yaml the operations
// that return each code) into the folder config/products.json names (references.errors of
// Catalyst: docs-catalyst/references/error-codes/; gitignored): one page, index.mdx, each code
// a heading whose anchor is the code. Before writing, it checks that every code the OpenAPI
// file, a docs page or a data file names has an entry.
//
//   node scripts/generate/errors.mjs
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {DataError, repoRoot} from '../lib/data.mjs';
import {checkCodesCovered, loadErrors} from '../lib/errors.mjs';
import {writeGenerated} from '../lib/generated.mjs';
import {codeBlock, frontMatter, generatedNotice, inlineCode, mdx} from '../lib/markdown.mjs';
import {editUrlBase, referenceOf} from '../lib/products.mjs';

const GENERATOR = 'scripts/generate/errors.mjs';
const REFERENCE = referenceOf('errors');
const OUTPUT_DIR = REFERENCE.outDir;
/** The page's site path; a code's entry is this + `#` + the code. */
export const ERRORS_ROUTE = REFERENCE.route;

/** An error body as the runtime writes it, for the page's opening. */
const SAMPLE_BODY = {
  errorCode: 'ERR_STATE_STORE_NOT_FOUND',
  message: 'state store orders-db is not found',
  details: [{'@type': 'type.googleapis.com/google.rpc.ErrorInfo', domain: 'dapr.io', reason: 'DAPR_STATE_NOT_FOUND'}],
};

/**
 * A message template as the page shows it: `{name}` as `<name>`.
 * @param {string} template
 */
export function shownMessage(template) {
  return template.replace(/\{([^}]+)\}/g, '<$1>');
}

/**
 * A heading's explicit anchor, as MDX 2 and later read it: the brace escaped, so it is not
 * taken for an expression.
 * @param {string} id
 */
const headingId = (id) => `\\{#${id}}`;

/** @param {number[]} statuses */
const statusList = (statuses) => statuses.map((s) => inlineCode(s)).join(', ');

/**
 * One code's entry: its heading (the code, and the code as its anchor), status, the operations
 * that return it (with their statuses where they differ), the runtime's messages, what it
 * means and what to do.
 * @param {import('../lib/errors.mjs').ErrorEntry} entry
 */
function renderEntry(entry) {
  const same = entry.apis.every((api) => api.status.join() === entry.status.join());
  const apis = entry.apis.map((api) => `[${mdx(api.title)}](${api.page})${same ? '' : ` (${statusList(api.status)})`}`);
  const facts = [
    `- **HTTP status:** ${statusList(entry.status)}`,
    `- **Returned by:** ${apis.join(', ')}`,
    ...(entry.messages?.length
      ? [`- **Message:** ${entry.messages.map((m) => inlineCode(shownMessage(m))).join(' or ')}`]
      : []),
  ];
  return [
    `### ${inlineCode(entry.code)} ${headingId(entry.code)}`,
    '',
    facts.join('\n'),
    '',
    mdx(entry.meaning.trim()),
    '',
    `**What to do:** ${mdx(entry.action.trim())}`,
    '',
  ].join('\n');
}

/**
 * The reference page.
 * @param {import('../lib/errors.mjs').ErrorReference} reference
 */
export function renderErrorsPage(reference) {
  const sources = [...new Set(reference.errors.flatMap((e) => e.source))].sort();
  const parts = [
    frontMatter({
      title: 'Error codes',
      description: `Every errorCode the ${REFERENCE.product.label} APIs return, with its HTTP status, the operations that return it, what it means and what to do.`,
      keywords: ['errorCode', 'error codes', 'error response', 'HTTP status', 'troubleshooting'],
      // The contents list the APIs: a column of long codes would wrap inside the codes.
      toc_max_heading_level: 2,
      custom_edit_url: `${editUrlBase}${reference.file}`,
      sources,
    }),
    '',
    generatedNotice(GENERATOR, reference.file),
    '',
    `When a call to a ${REFERENCE.product.label} API fails, the response body is a JSON object with an \`errorCode\` that names the kind of failure, a readable \`message\` and, for some errors, a \`details\` array of structured objects. Branch on \`errorCode\` in your code: each one the APIs return is listed below with its HTTP status, the operations that return it, what it means and what to do.`,
    '',
    codeBlock(JSON.stringify(SAMPLE_BODY, null, 2), 'json'),
    '',
  ];
  for (const group of reference.groups) {
    const entries = reference.errors.filter((e) => e.group === group.id);
    if (entries.length === 0) continue;
    parts.push(`## ${mdx(group.title)} ${headingId(group.id)}`, '', ...entries.map(renderEntry));
  }
  parts.push(
    '## Next steps',
    '',
    `- Read the request and response of each operation in the [API reference](${referenceOf('api').route}/catalyst-apis).`,
    '- Send requests from a terminal and read their errors as [Test the APIs directly](/catalyst/how-to-guides/test-apis-directly) shows.',
    '- Work through the most common problems on the [Support](/catalyst/support) page.',
    '',
  );
  return `${parts.join('\n').trimEnd()}\n`;
}

/**
 * Validates the data and the codes the site names, and brings the page up to date. Returns the
 * files it holds and what changed (`written`, `removed`), as repository paths.
 * @param {{root?: string}} [options]
 */
export function generateErrors({root = repoRoot} = {}) {
  const reference = loadErrors({root});
  checkCodesCovered(new Set(reference.errors.map((e) => e.code)), {root});
  const files = new Map([['index.mdx', renderErrorsPage(reference)]]);
  const {written, removed} = writeGenerated(OUTPUT_DIR, files, {root});
  const repoPath = (/** @type {string} */ rel) => `${OUTPUT_DIR}/${rel}`;
  return {
    files: [...files.keys()].map(repoPath),
    written: written.map(repoPath),
    removed: removed.map(repoPath),
    codes: reference.errors.length,
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const {codes, written} = generateErrors();
    console.log(`error codes reference: ${codes} codes in ${OUTPUT_DIR} (${written.length} written)`);
  } catch (err) {
    if (err instanceof DataError) {
      console.error(`error: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
}
