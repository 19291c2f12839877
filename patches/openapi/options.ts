import type {APIOptions, ApiPageMetadata, PluginOptions} from 'docusaurus-plugin-openapi-docs/src/types';
import {createApiPageMD} from 'docusaurus-plugin-openapi-docs/lib/markdown';
import {reference} from '../../config/site';
import {withDefaultServer} from './endpointServer.mjs';

/** Where the API reference comes from and goes (config/products.json). */
const api = reference('catalyst', 'api');

/**
 * Every generated operation page imports the OpenAPI theme through
 * theme/ApiAwareDocItem/register.tsx, so that code loads with API pages
 * only (see README.md here).
 */
const registerApiTheme = 'import "@theme/ApiAwareDocItem/register";\n\n';

/**
 * The Catalyst API reference is generated from openapi/catalyst.yaml into
 * docs-catalyst/api/ (not committed) by `npm run generate`. The plugin writes
 * into a staging folder that scripts/generate/index.mjs names in DOCS_API_STAGING;
 * the script then copies only the pages that changed, so the dev server
 * reloads only those.
 */
export const openApiOptions = {
  id: 'openapi',
  docsPluginId: 'catalyst',
  config: {
    catalyst: {
      specPath: api.source,
      outputDir: process.env.DOCS_API_STAGING ?? api.outDir,
      sidebarOptions: {
        groupPathsBy: 'tag',
        categoryLinkSource: 'tag',
      },
      hideSendButton: false,
      // The operation goes into each page's front matter as JSON rather than
      // zlib-compressed base64: the theme inflates the compressed form with
      // pako each time the page renders in the browser (about 5 ms of a
      // desktop's main thread for save-state), and it reads the JSON form as
      // it is. The page's script is smaller after gzip (save-state: 15.9 -> 14.4 KiB).
      disableCompression: true,
      showSchemas: false,
      markdownGenerators: {
        createApiPageMD: (page: ApiPageMetadata) => registerApiTheme + withDefaultServer(createApiPageMD(page), page.api.servers, page.id),
      },
    } satisfies Partial<APIOptions>,
  },
} satisfies PluginOptions;

/**
 * Code sample tabs on every operation page, in this order: curl first, as on most API
 * references, then the five SDK languages. `label` is the tab's name as readers write it
 * (theme/ApiExplorer/CodeTabs shows it; the theme shows `language`).
 */
export const languageTabs = [
  {highlight: 'bash', language: 'curl', label: 'curl', logoClass: 'curl', variant: 'curl', variants: ['curl']},
  {highlight: 'python', language: 'python', label: 'Python', logoClass: 'python', variant: 'requests', variants: ['requests', 'http.client']},
  {highlight: 'java', language: 'java', label: 'Java', logoClass: 'java', variant: 'okhttp', variants: ['okhttp', 'unirest']},
  {highlight: 'csharp', language: 'csharp', label: 'C#', logoClass: 'csharp', variant: 'httpclient', variants: ['httpclient', 'restsharp']},
  {highlight: 'javascript', language: 'nodejs', label: 'Node.js', logoClass: 'nodejs', variant: 'axios', variants: ['axios', 'native', 'request']},
  {highlight: 'go', language: 'go', label: 'Go', logoClass: 'go', variant: 'native', variants: ['native']},
];
