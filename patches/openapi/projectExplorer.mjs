// The reader's project endpoint and API token in the API explorer
// (docusaurus-theme-openapi-docs). The explorer reads its selected server and
// each security scheme's credentials from sessionStorage (its default
// `authPersistence`) when an API page's store is made, so writing them there
// is how it starts with the reader's values, as it would after the reader
// typed them in. tests/e2e/project-values.spec.ts fails if it stops reading them.
import {TOKEN_KEY, VALUES_KEY} from '../../src/lib/projectSamples.mjs';
import {normalize} from '../../src/lib/projectValueRules.mjs';

/** The explorer's session keys: the server, and the `daprApiToken` scheme (openapi/). */
export const EXPLORER_SERVER = 'server';
export const EXPLORER_TOKEN = 'daprApiToken';

/**
 * Writes the explorer's server (the OpenAPI file's `{protocol}://{endpoint}`)
 * and token for the values given; an empty value writes nothing.
 * @param {{httpEndpoint: string, token: string}} values
 */
export function primeExplorer({httpEndpoint, token}) {
  if (httpEndpoint) {
    const [protocol, endpoint] = httpEndpoint.split('://');
    sessionStorage.setItem(
      EXPLORER_SERVER,
      JSON.stringify({
        url: '{protocol}://{endpoint}',
        variables: {protocol: {enum: ['https', 'http'], default: protocol}, endpoint: {default: endpoint}},
      }),
    );
  }
  if (token) sessionStorage.setItem(EXPLORER_TOKEN, JSON.stringify({apiKey: token}));
}

/**
 * On an API page: a tab whose session does not have them yet (a new tab, with
 * values the reader chose to keep) gets the stored endpoint and token.
 */
export function primeExplorerFromStorage() {
  try {
    const saved = JSON.parse(localStorage.getItem(VALUES_KEY) ?? '{}');
    const token = normalize('token', saved.rememberToken ? saved.token : (sessionStorage.getItem(TOKEN_KEY) ?? ''));
    const httpEndpoint = normalize('httpEndpoint', saved.httpEndpoint);
    primeExplorer({
      httpEndpoint: (!sessionStorage.getItem(EXPLORER_SERVER) && httpEndpoint) || '',
      token: (!sessionStorage.getItem(EXPLORER_TOKEN) && token) || '',
    });
  } catch {
    // Storage off or unreadable: the explorer keeps its defaults.
  }
}
