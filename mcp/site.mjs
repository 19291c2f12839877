// Where the docs MCP server reads the site from: a build folder on this
// machine, or a site served over HTTP(S) (the deployed site or any mirror of a
// build). Either way it reads only files the build publishes, by their site
// path, and sends nothing anywhere else.
import {readFile} from 'node:fs/promises';
import path from 'node:path';

/** Fails a request to a site that does not answer within this time. */
const TIMEOUT_MS = 15_000;

/** A site that could not be read: not there, not answering, or not a build of this site. */
export class SiteError extends Error {}

/**
 * @typedef {object} Site
 * @property {string} label what `--site` named, for messages
 * @property {string} origin the address pages are given under (`https://docs.diagrid.io`)
 * @property {(sitePath: string) => Promise<string | null>} read a published file's text, null if the site has none
 */

/**
 * The site `spec` names: an http(s) address, or a build folder.
 * @param {string} spec
 * @returns {Promise<Site>}
 */
export async function openSite(spec) {
  if (/^https?:\/\//i.test(spec)) return httpSite(spec);
  return folderSite(path.resolve(spec));
}

/**
 * @param {string} spec
 * @returns {Site}
 */
function httpSite(spec) {
  const base = new URL(spec);
  const prefix = base.pathname.replace(/\/+$/, '');
  return {
    label: spec,
    origin: `${base.origin}${prefix}`,
    async read(sitePath) {
      const url = `${base.origin}${prefix}${sitePath}`;
      let response;
      try {
        response = await fetch(url, {signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'follow'});
      } catch (error) {
        const cause =
          error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
        throw new SiteError(`${spec} does not answer (${url}: ${cause || String(error)})`, {cause: error});
      }
      if (response.status === 404) return null;
      if (!response.ok) throw new SiteError(`${url} answered ${response.status} ${response.statusText}`);
      return response.text();
    },
  };
}

/**
 * @param {string} dir
 * @returns {Promise<Site>}
 */
async function folderSite(dir) {
  const sitemap = await readFile(path.join(dir, 'sitemap.xml'), 'utf8').catch(() => null);
  if (sitemap === null) {
    throw new SiteError(`${dir} is not a build of the site (no sitemap.xml): run \`npm run build\` first`);
  }
  const origin = new URL(/<loc>([^<]+)<\/loc>/.exec(sitemap)?.[1] ?? 'https://example.invalid/').origin;
  return {
    label: dir,
    origin,
    async read(sitePath) {
      const file = path.resolve(dir, `.${path.posix.normalize(sitePath)}`);
      if (!file.startsWith(`${dir}${path.sep}`)) return null;
      // nginx never serves the build's CSP include (deploy/nginx.conf).
      if (path.basename(file) === '_csp.conf') return null;
      try {
        return await readFile(file, 'utf8');
      } catch (error) {
        if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return null;
        if (/** @type {NodeJS.ErrnoException} */ (error).code === 'EISDIR') return null;
        throw error;
      }
    },
  };
}
