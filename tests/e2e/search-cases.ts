// The search tests' queries, shared by the site's search tests and the docs MCP server's
// (tests/e2e/mcp.spec.ts), which must find the same pages with the same indexes.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

/**
 * Real reader queries and the page each must bring up among the first three
 * suggestions of the navbar search, typed on a page of the site (which sets
 * the search context) and read from the dropdown of the production build.
 *
 * [query, page the reader is on, page that must be in the top 3]
 */
export type Case = [query: string, from: string, expected: string];

/** The error codes reference (config/products.json, references.errors of Catalyst). */
export const ERROR_CODES_PAGE = '/catalyst/references/error-codes';

export const areas: Record<string, Case[]> = {
  Catalyst: [
    ['save state', '/catalyst', '/catalyst/api/save-state'],
    ['appid create', '/catalyst', '/catalyst/references/cli-reference/appid/create'],
    ['delete app id', '/catalyst', '/catalyst/references/cli-reference/appid/delete'],
    ['project create', '/catalyst', '/catalyst/references/cli-reference/project/create'],
    ['publish message', '/catalyst', '/catalyst/api/publish-message'],
    ['bulk publish', '/catalyst', '/catalyst/api/publish-bulk'],
    ['raise event', '/catalyst', '/catalyst/api/raise-event'],
    ['terminate workflow', '/catalyst', '/catalyst/api/terminate-workflow'],
    ['health check', '/catalyst', '/catalyst/api/get-healthz'],
    ['state transaction', '/catalyst', '/catalyst/api/state-transaction-post'],
    ['etag concurrency', '/catalyst', '/catalyst/catalyst-apis/state'],
    ['run app locally', '/catalyst', '/catalyst/how-to-guides/develop-locally'],
    ['DAPR_HTTP_ENDPOINT', '/catalyst', '/catalyst/how-to-guides/connect-from-sdks'],
    ['api keys ci', '/catalyst', '/catalyst/organization/apikeys'],
    ['invite users', '/catalyst', '/catalyst/organization/user-management'],
    ['kv store', '/catalyst', '/catalyst/concepts/diagrid-services/kv-store'],
    ['dead letter topic', '/catalyst', '/catalyst/concepts/diagrid-services/pubsub'],
    ['what is an app id', '/catalyst', '/catalyst/concepts/appids'],
    ['stored credentials', '/catalyst', '/catalyst/concepts/components-authentication'],
    ['pubsub quickstart', '/catalyst', '/catalyst/quickstart/pubsub'],
    ['aws tutorial', '/catalyst', '/catalyst/tutorial/aws'],
    ['azure tutorial', '/catalyst', '/catalyst/tutorial/azure'],
    ['start workflow', '/catalyst/catalyst-apis/workflow', '/catalyst/api/start-workflow'],
    // Component pages search their own category first.
    [
      'redis',
      '/catalyst/references/components-reference/state',
      '/catalyst/references/components-reference/state/redis',
    ],
    [
      'dynamodb',
      '/catalyst/references/components-reference/state/redis',
      '/catalyst/references/components-reference/state/aws-dynamodb',
    ],
    [
      'cosmos',
      '/catalyst/references/components-reference/state/redis',
      '/catalyst/references/components-reference/state/azure-cosmosdb',
    ],
    [
      'kafka',
      '/catalyst/references/components-reference/pubsub/redis',
      '/catalyst/references/components-reference/pubsub/kafka',
    ],
    [
      's3',
      '/catalyst/references/components-reference/bindings',
      '/catalyst/references/components-reference/bindings/aws-s3',
    ],
    [
      'openai',
      '/catalyst/references/components-reference/conversation',
      '/catalyst/references/components-reference/conversation/openai',
    ],
  ],
  Conductor: [
    ['sso', '/conductor', '/conductor/organization/sso-authentication'],
    ['saml', '/conductor', '/conductor/organization/sso-authentication'],
    ['arm nodes', '/conductor', '/conductor/how-to-guides/install-agent-arm-nodes'],
    ['upgrade dapr', '/conductor', '/conductor/how-to-guides/upgrade-dapr'],
    ['private registry', '/conductor', '/conductor/how-to-guides/byo-images'],
    ['air gapped', '/conductor', '/conductor/how-to-guides/byo-images'],
    ['four pillars', '/conductor', '/conductor/insights/advisor'],
    ['helm managed dapr', '/conductor', '/conductor/how-to-guides/install-conductor-with-helm'],
    ['alerts webhook', '/conductor', '/conductor/insights/notifications'],
    ['clusters list', '/conductor', '/conductor/cli-reference/clusters/list'],
    ['cluster requirements', '/conductor', '/conductor/getting-started/cluster-prerequisites'],
    ['circuit breaker', '/conductor', '/conductor/development/resiliency-builder'],
    ['certificate rotation', '/conductor', '/conductor/cluster-configuration/dapr'],
    ['data collected by the agent', '/conductor', '/conductor/overview/security'],
    ['pricing plans', '/conductor', '/conductor/overview/limits'],
    ['gitops', '/conductor', '/conductor/how-to-guides/operator-overview'],
    ['audit log', '/conductor', '/conductor/organization/overview'],
    ['kind cluster', '/conductor', '/conductor/getting-started/quickstart'],
    ['diagrid-agent', '/conductor', '/conductor/cluster-configuration/agent'],
    ['grafana', '/conductor/overview/architecture', '/conductor/how-to-guides/use-grafana-dashboard'],
  ],
  'Enterprise Dapr': [
    ['install d3e', '/enterprise-dapr', '/enterprise-dapr/d3e/installation-guide'],
    ['renew the licence', '/enterprise-dapr', '/enterprise-dapr/d3e/installation-guide'],
    ['dapr crds', '/enterprise-dapr', '/enterprise-dapr/d3e/k8s-resources'],
    ['custom resource definitions', '/enterprise-dapr', '/enterprise-dapr/d3e/k8s-resources'],
    ['support severity', '/enterprise-dapr', '/enterprise-dapr/oss-support'],
    ['support agreement', '/enterprise-dapr', '/enterprise-dapr/oss-support'],
    ['licence model', '/enterprise-dapr/oss-support', '/enterprise-dapr/d3e'],
  ],
  'Workflow Composer': [
    ['bpmn', '/workflow-composer', '/workflow-composer'],
    ['determinism', '/workflow-composer', '/workflow-composer/faq'],
    ['edit generated code', '/workflow-composer', '/workflow-composer/faq'],
    ['how it works', '/workflow-composer', '/workflow-composer'],
    ['diagram to code', '/workflow-composer/faq', '/workflow-composer'],
  ],
  // The home page belongs to no context: it searches every area.
  'All areas, from the home page': [
    ['sso', '/', '/conductor/organization/sso-authentication'],
    ['save state', '/', '/catalyst/api/save-state'],
    ['d3e helm', '/', '/enterprise-dapr/d3e/installation-guide'],
    ['workflow composer', '/', '/workflow-composer'],
    // Reference pages stay findable from here by their titles, descriptions
    // and keywords (scripts/postbuild/search-indexes.mjs).
    ['appid create', '/', '/catalyst/references/cli-reference/appid/create'],
    ['redis state store', '/', '/catalyst/references/components-reference/state/redis'],
    ['arm nodes', '/', '/conductor/how-to-guides/install-agent-arm-nodes'],
  ],
  // A field one component defines (on one page, or on the few that share it) brings up the page
  // that defines it before the guides that mention it: the defining page's keywords entry carries
  // it (scripts/postbuild/search-indexes.mjs), which the plugin ranks above any section's text.
  'Defining page first': [
    ['redisHost', '/catalyst', '/catalyst/references/components-reference/state/redis'],
    ['redisHost', '/', '/catalyst/references/components-reference/state/redis'],
    ['maxOutstandingMessages', '/catalyst', '/catalyst/references/components-reference/pubsub/gcp-pubsub'],
    ['maxOutstandingMessages', '/', '/catalyst/references/components-reference/pubsub/gcp-pubsub'],
    ['queueEndpoint', '/catalyst', '/catalyst/references/components-reference/bindings/azure-storagequeues'],
    ['batchingMaxPublishDelay', '/', '/catalyst/references/components-reference/pubsub/pulsar'],
    ['--skip-managed-kv', '/', '/catalyst/references/cli-reference/dev/run'],
  ],
  // An error code finds its entry in the error codes reference (a heading of its own, which the
  // plugin searches before any section's text) before the API and guide pages that name it,
  // typed as the runtime writes it or in lower case. Every code is searched in search-quality.spec.ts.
  'Error codes': [
    ['ERR_PUBSUB_NOT_FOUND', '/catalyst', ERROR_CODES_PAGE],
    ['err_pubsub_not_found', '/catalyst', ERROR_CODES_PAGE],
    ['ERR_STATE_STORE_NOT_FOUND', '/catalyst/api/save-state', ERROR_CODES_PAGE],
    ['ERR_STATE_STORE_NOT_FOUND', '/', ERROR_CODES_PAGE],
    ['err_direct_invoke', '/', ERROR_CODES_PAGE],
  ],
  // A flag one command takes, from a Catalyst guide (Catalyst's index keeps
  // each CLI page's flags with its lead) and from the CLI reference's own context.
  'Catalyst CLI flags': [
    ['--skip-managed-kv', '/catalyst/how-to-guides/develop-locally', '/catalyst/references/cli-reference/dev/run'],
    ['--archive-completed', '/catalyst', '/catalyst/references/cli-reference/agent/create'],
    ['--no-browser', '/catalyst/references/cli-reference', '/catalyst/references/cli-reference/login'],
    [
      '--oauth2-issuer',
      '/catalyst/references/cli-reference/apply',
      '/catalyst/references/cli-reference/mcpserver/update',
    ],
  ],
};

/**
 * The same on the search page, /search?q=… (all areas): [query, page that must be among the first
 * three results].
 */
export const onSearchPage: [query: string, expected: string][] = [
  ['redisHost', '/catalyst/references/components-reference/state/redis'],
  ['maxOutstandingMessages', '/catalyst/references/components-reference/pubsub/gcp-pubsub'],
  ['queueEndpoint', '/catalyst/references/components-reference/bindings/azure-storagequeues'],
  ['--skip-managed-kv', '/catalyst/references/cli-reference/dev/run'],
  ['ERR_PUBSUB_NOT_FOUND', ERROR_CODES_PAGE],
  ['err_state_store_not_found', ERROR_CODES_PAGE],
];

/** Every code of the error codes reference (data/errors/catalyst.yaml), each the anchor of its entry. */
export function errorCodes(): string[] {
  const data = yaml.load(readFileSync(path.join(ROOT, 'data/errors/catalyst.yaml'), 'utf8')) as {
    errors: {code: string}[];
  };
  return data.errors.map((e) => e.code);
}

/**
 * Identifier queries, generated from the component catalogue (data/components/),
 * so the list grows with the site: every metadata field that exists on one
 * component page only, as the reader copies it from a manifest.
 */
const ROOT = path.resolve(__dirname, '../..');
const COMPONENTS = path.join(ROOT, 'data/components');
export const REFERENCE = '/catalyst/references/components-reference';

type Field = {name: string; page: string; category: string};

export function uniqueFields(): Field[] {
  const byName = new Map<string, Field[]>();
  for (const category of readdirSync(COMPONENTS, {withFileTypes: true})
    .filter((d) => d.isDirectory())
    .map((d) => d.name)) {
    for (const file of readdirSync(path.join(COMPONENTS, category)).filter(
      (f) => f.endsWith('.yaml') && !f.startsWith('_'),
    )) {
      const data = yaml.load(readFileSync(path.join(COMPONENTS, category, file), 'utf8')) as {
        slug: string;
        fields?: {name: string}[];
      };
      for (const {name} of data.fields ?? []) {
        const key = name.toLowerCase();
        byName.set(key, [...(byName.get(key) ?? []), {name, page: `${REFERENCE}/${category}/${data.slug}`, category}]);
      }
    }
  }
  // One page per name, and a name that reads as an identifier rather than a common word.
  return [...byName.values()]
    .filter((pages) => new Set(pages.map((p) => p.page)).size === 1 && /[A-Z]|[a-z][._-][a-z]/.test(pages[0].name))
    .map((pages) => pages[0]);
}

/** The name with one letter in its middle left out: `messageVisibilityTimeout` -> `messageVisibiltyTimeout`. */
export const typo = (name: string) =>
  name.slice(0, Math.floor(name.length / 2)) + name.slice(Math.floor(name.length / 2) + 1);
