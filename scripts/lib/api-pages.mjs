// The last step of building the API reference (scripts/generate/index.mjs): the
// OpenAPI plugin writes every page with `custom_edit_url: null`, so API pages
// had no edit link. Like the CLI and component pages, each page's edit link
// points at its source, and the page says after its front matter that it is
// generated and from what. Then the texts the OpenAPI theme would render as
// Markdown in the browser are rendered ahead of time, and the explorer starts
// each operation with its simplest request (prepareApiPages). Last, each
// operation page lists the error codes it returns (withErrorCodes), which the
// theme would otherwise show only inside its response examples.
import {withSimplestRequestPage} from '../../patches/openapi/defaultRequest.mjs';
import {UnsupportedMarkdown, withPrerenderedMarkdown} from '../../patches/openapi/prerenderMarkdown.mjs';
import {DataError} from './data.mjs';
import {inlineCode, table, generatedNotice, yamlString} from './markdown.mjs';
import {editUrlBase} from './products.mjs';

const PLUGIN = 'docusaurus-plugin-openapi-docs';

/**
 * The pages the plugin wrote (`files`: path -> content), with the edit link
 * of every .mdx page pointing at `sourceRel` (repo-relative, e.g.
 * openapi/catalyst.yaml) and a notice after the front matter; other files as
 * they were. Throws, naming the page, when a page does not look as the plugin
 * writes it, so a plugin update that changes its template is noticed.
 * @param {Map<string, string>} files
 * @param {string} sourceRel
 * @returns {Map<string, string>}
 */
export function linkApiPagesToSource(files, sourceRel) {
  const pages = [...files.keys()].filter((f) => f.endsWith('.mdx'));
  if (pages.length === 0) throw new DataError(sourceRel, '', 'the OpenAPI plugin wrote no API pages');
  const editLink = `custom_edit_url: ${yamlString(editUrlBase + sourceRel)}`;
  return new Map(
    [...files].map(([file, text]) => {
      if (!file.endsWith('.mdx')) return [file, text];
      const frontMatter = text.match(/^---\n[\s\S]*?\n---\n/);
      if (!frontMatter || !/^custom_edit_url: null$/m.test(frontMatter[0])) {
        throw new DataError(
          file,
          'custom_edit_url',
          'expected the OpenAPI plugin\'s front matter with "custom_edit_url: null"',
        );
      }
      const head = frontMatter[0].replace(/^custom_edit_url: null$/m, editLink);
      return [file, `${head}\n${generatedNotice(PLUGIN, sourceRel)}\n${text.slice(frontMatter[0].length)}`];
    }),
  );
}

/**
 * The operation pages made ready for the browser, each in one pass: the texts the OpenAPI theme
 * renders as Markdown rendered ahead of time (patches/openapi/prerenderMarkdown.mjs), then the
 * explorer's copy of the operation given its simplest request (patches/openapi/defaultRequest.mjs).
 * The prerendering comes first because it collects the texts of every example, those the explorer
 * no longer lists included. A text it cannot render, or an operation the explorer cannot start,
 * is a problem of the OpenAPI file `sourceRel`, reported with the page. Other files are unchanged.
 * @param {Map<string, string>} pages
 * @param {string} sourceRel
 * @returns {Map<string, string>}
 */
export function prepareApiPages(pages, sourceRel) {
  const problem = (/** @type {string} */ file, /** @type {string} */ message) =>
    new DataError(sourceRel, `page ${file}`, message);
  return new Map(
    [...pages].map(([file, text]) => {
      if (!file.endsWith('.api.mdx')) return [file, text];
      let prerendered;
      try {
        prerendered = withPrerenderedMarkdown(text);
      } catch (err) {
        if (err instanceof UnsupportedMarkdown) throw problem(file, err.message);
        throw err;
      }
      try {
        return [file, withSimplestRequestPage(prerendered)];
      } catch (err) {
        throw problem(file, err instanceof Error ? err.message : String(err));
      }
    }),
  );
}

/** Where an operation page's responses end: its error codes follow. */
const RESPONSES_END = '</StatusCodes>';

/**
 * The operation pages with a section after their responses listing the error codes the
 * operation returns and their statuses (`byCode`, from scripts/lib/errors.mjs
 * operationsByCode), as page text: searchable, and each code links to its entry in the error
 * codes reference (plugins/errorCodeLinks.mjs). Pages of operations without codes, and other
 * files, are unchanged. Throws, naming the page, when a page with codes has no responses
 * section where the plugin writes it.
 * @param {Map<string, string>} pages
 * @param {Map<string, import('./errors.mjs').ErrorApi[]>} byCode
 * @param {string} sourceRel
 * @returns {Map<string, string>}
 */
export function withErrorCodes(pages, byCode, sourceRel) {
  /** @type {Map<string, [string, number[]][]>} page file -> [code, statuses] */
  const byPage = new Map();
  for (const [code, apis] of byCode) {
    for (const api of apis) {
      const file = `${api.page.split('/').at(-1)}.api.mdx`;
      if (!byPage.has(file)) byPage.set(file, []);
      byPage.get(file)?.push([code, api.status]);
    }
  }
  return new Map(
    [...pages].map(([file, text]) => {
      const codes = byPage.get(file);
      if (!codes) return [file, text];
      const at = text.indexOf(RESPONSES_END);
      if (at < 0)
        throw new DataError(
          sourceRel,
          `page ${file}`,
          `expected the OpenAPI plugin's ${RESPONSES_END} to add its error codes after`,
        );
      codes.sort(([a, sa], [b, sb]) => sa[0] - sb[0] || a.localeCompare(b));
      const section = [
        '',
        '',
        '<Heading id={"error-codes"} as={"h2"} className={"openapi-tabs__heading"}>Error codes</Heading>',
        '',
        'Select a code for what it means and what to do.',
        '',
        table(
          ['`errorCode`', 'HTTP status'],
          codes.map(([code, status]) => [inlineCode(code), status.map((s) => inlineCode(s)).join(', ')]),
        ),
      ].join('\n');
      const end = at + RESPONSES_END.length;
      return [file, `${text.slice(0, end)}${section}${text.slice(end)}`];
    }),
  );
}
