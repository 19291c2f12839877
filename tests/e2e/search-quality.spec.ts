import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, open, searchResultTargets, test} from './fixtures';

/**
 * Real reader queries and the page each must bring up among the first three
 * suggestions of the navbar search, typed on a page of the site (which sets
 * the search context) and read from the dropdown of the production build.
 *
 * [query, page the reader is on, page that must be in the top 3]
 */
type Case = [query: string, from: string, expected: string];

const areas: Record<string, Case[]> = {
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
    // and keywords (scripts/search-indexes.mjs).
    ['appid create', '/', '/catalyst/references/cli-reference/appid/create'],
    ['redis state store', '/', '/catalyst/references/components-reference/state/redis'],
    ['arm nodes', '/', '/conductor/how-to-guides/install-agent-arm-nodes'],
  ],
  // A field one component defines (on one page, or on the few that share it) brings up the page
  // that defines it before the guides that mention it: the defining page's keywords entry carries
  // it (scripts/search-indexes.mjs), which the plugin ranks above any section's text.
  'Defining page first': [
    ['redisHost', '/catalyst', '/catalyst/references/components-reference/state/redis'],
    ['redisHost', '/', '/catalyst/references/components-reference/state/redis'],
    ['maxOutstandingMessages', '/catalyst', '/catalyst/references/components-reference/pubsub/gcp-pubsub'],
    ['maxOutstandingMessages', '/', '/catalyst/references/components-reference/pubsub/gcp-pubsub'],
    ['queueEndpoint', '/catalyst', '/catalyst/references/components-reference/bindings/azure-storagequeues'],
    ['batchingMaxPublishDelay', '/', '/catalyst/references/components-reference/pubsub/pulsar'],
    ['--skip-managed-kv', '/', '/catalyst/references/cli-reference/dev/run'],
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
const onSearchPage: [query: string, expected: string][] = [
  ['redisHost', '/catalyst/references/components-reference/state/redis'],
  ['maxOutstandingMessages', '/catalyst/references/components-reference/pubsub/gcp-pubsub'],
  ['queueEndpoint', '/catalyst/references/components-reference/bindings/azure-storagequeues'],
  ['--skip-managed-kv', '/catalyst/references/cli-reference/dev/run'],
];

const pathOf = (target: string) => target.replace(/#.*$/, '');

test('every page the suite searches from or expects is a page of the build', () => {
  // A page that moved would leave a query searching from the not-found page
  // (no search context) or expecting an address nothing links to.
  const sitemap = readFileSync(path.join(__dirname, '..', '..', 'build', 'sitemap.xml'), 'utf8');
  const pages = new Set([...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => new URL(m[1]).pathname));
  const missing = [
    ...Object.values(areas).flat(),
    ...onSearchPage.map(([query, expected]) => [query, '/', expected]),
  ].flatMap(([query, from, expected]) => [from, expected].filter((p) => !pages.has(p)).map((p) => `"${query}": ${p}`));
  expect(missing).toEqual([]);
});

test.describe('search quality: the expected page is in the top 3 suggestions', () => {
  for (const [area, cases] of Object.entries(areas)) {
    // One test per page the reader searches from, so each page (and its index) loads once.
    const byPage = new Map<string, Case[]>();
    for (const item of cases) byPage.set(item[1], [...(byPage.get(item[1]) ?? []), item]);
    for (const [from, group] of byPage) {
      test(`${area}: from ${from}`, async ({page}) => {
        test.setTimeout(20_000 + group.length * 5_000);
        await open(page, from);
        const misses: string[] = [];
        for (const [query, , expected] of group) {
          const top = (await searchResultTargets(page, query, 3)).map(pathOf);
          if (!top.includes(expected))
            misses.push(`"${query}" → ${expected}; top 3 were: ${top.join(', ') || 'nothing'}`);
        }
        expect(misses).toEqual([]);
      });
    }
  }
});

test('search quality on the search page: the expected page is among the first three results', async ({page}) => {
  test.setTimeout(20_000 + onSearchPage.length * 8_000);
  const misses: string[] = [];
  for (const [query, expected] of onSearchPage) {
    await open(page, `/search?q=${encodeURIComponent(query)}`);
    const links = page.locator('.main-wrapper article h2 a');
    await expect(links.first()).toBeVisible({timeout: 20_000});
    const top = (await links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))).slice(
      0,
      3,
    );
    if (!top.includes(expected)) misses.push(`"${query}" → ${expected}; top 3 were: ${top.join(', ')}`);
  }
  expect(misses).toEqual([]);
});

test('a field the Redis components define: their pages come before every page that only mentions it', async ({
  page,
}) => {
  const definers = ['state', 'pubsub', 'bindings'].map((c) => `/catalyst/references/components-reference/${c}/redis`);
  await open(page, '/search?q=redisHost');
  const links = page.locator('.main-wrapper article h2 a');
  await expect(links.first()).toBeVisible({timeout: 20_000});
  const paths = await links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(paths.slice(0, definers.length).sort()).toEqual([...definers].sort());
  await open(page, '/catalyst/concepts/components');
  const targets = (await searchResultTargets(page, 'redisHost', definers.length)).map(pathOf);
  expect(targets.sort()).toEqual([...definers].sort());
});
