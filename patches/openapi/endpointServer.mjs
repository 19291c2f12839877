// The server part of an operation's endpoint line ("POST https://…/v1.0/state/:storeName").
// The theme's MethodEndpoint shows it only in the browser, once the explorer
// has picked a server, so the line grew after the page appeared (a layout
// shift on phones, where it wraps). The generator now writes the default
// server into each page (options.ts), and theme/ApiExplorer/MethodEndpoint
// renders it in the HTML.

/**
 * @typedef {{url: string, variables?: Record<string, {default?: string}>}} Server
 */

/**
 * The URL the endpoint line shows for the server the explorer picks by
 * default (the first), worked out as the theme's MethodEndpoint does: each
 * variable's default filled in and, if there were variables, the trailing
 * slash dropped.
 * @param {Server[] | undefined} servers
 * @returns {string} '' when the operation has no server
 */
export function defaultEndpointServer(servers) {
  const server = servers?.[0];
  if (!server?.url) return '';
  if (!server.variables) return server.url;
  let url = server.url.replace(/\/$/, '');
  for (const [name, variable] of Object.entries(server.variables)) {
    url = url.replace(`{${name}}`, variable.default ?? '');
  }
  return url;
}

/** The line the OpenAPI plugin writes in every operation's `<MethodEndpoint>`. */
const ENDPOINT_CONTEXT = '  context={"endpoint"}\n';

/**
 * An operation page as the OpenAPI plugin wrote it, with the default server
 * as a `defaultServer` prop of its `<MethodEndpoint>`.
 * @param {string} mdx
 * @param {Server[] | undefined} servers
 * @param {string} id the page, for the error
 */
export function withDefaultServer(mdx, servers, id) {
  const server = defaultEndpointServer(servers);
  if (!server || !mdx.includes('<MethodEndpoint')) return mdx;
  if (!mdx.includes(ENDPOINT_CONTEXT)) {
    throw new Error(
      `API page ${id}: its <MethodEndpoint> has no \`context={"endpoint"}\` line, so the default server cannot be added. ` +
        'The OpenAPI plugin writes its pages differently now: update patches/openapi/endpointServer.mjs.',
    );
  }
  return mdx.replace(ENDPOINT_CONTEXT, `${ENDPOINT_CONTEXT}  defaultServer={${JSON.stringify(server)}}\n`);
}
