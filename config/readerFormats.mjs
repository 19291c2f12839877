// Where the formats for tools live on the site: written by
// scripts/postbuild/reader-formats.mjs after the build, linked by the page actions
// (src/components/PageActions). Plain JavaScript so both can import it.

/** The site's index for language models (https://llmstxt.org), written by scripts/postbuild/reader-formats.mjs. */
export const LLMS_TXT = '/llms.txt';

/** The OpenAPI description for download, as written and as JSON (site paths). */
export const OPENAPI_DOWNLOADS = ['/catalyst/api/openapi.yaml', '/catalyst/api/openapi.json'];

/**
 * The address of a page's Markdown twin: `<page>.md`, and `/index.md` for
 * the home page.
 * @param {string} route
 * @returns {string}
 */
export function twinRoute(route) {
  const clean = route.replace(/\/+$/, '');
  return clean === '' ? '/index.md' : `${clean}.md`;
}

/** The doc id (and file name) of a product's release notes page: docs-<product>/release-notes.mdx. */
export const RELEASE_NOTES_PAGE = 'release-notes';

/** The Atom feed of every product's release notes together (scripts/postbuild/feeds.mjs). */
export const ALL_RELEASES_FEED = '/release-notes.atom';

/**
 * The Atom feed of a release notes page: `<page>.atom`, beside its Markdown twin.
 * @param {string} route the page's route (/catalyst/release-notes)
 * @returns {string}
 */
export function releaseNotesFeed(route) {
  return `${route.replace(/\/+$/, '')}.atom`;
}
