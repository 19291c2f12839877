/** Where the OpenAPI description is published (scripts/reader-formats.mjs). */
export const openApiDownload = '/catalyst/api/openapi.yaml';

/**
 * The address of a page's Markdown twin (written by scripts/reader-formats.mjs):
 * `<page>.md`, and `/index.md` for the home page.
 */
export function twinHref(pathname: string): string {
  const clean = pathname.replace(/\/+$/, '');
  return clean === '' ? '/index.md' : `${clean}.md`;
}
