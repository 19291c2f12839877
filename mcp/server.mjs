#!/usr/bin/env node
// The docs MCP server: coding agents ask the Diagrid documentation questions
// over stdio (Model Context Protocol). It serves a built site, from a folder
// or an address, and nothing else: see mcp/README.md.
//
//   npm run mcp -- --site build
//   npm run mcp -- --site https://docs.diagrid.io
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {z} from 'zod';
import {createDocs} from './docs.mjs';
import {openSite} from './site.mjs';
import {KINDS, PRODUCTS} from './text.mjs';

export const SERVER_NAME = 'diagrid-docs';
const VERSION = '1.0.0';

// ------------------------------------------------------------------ schemas

const cliFlag = z.object({
  name: z.string().describe('The flag as typed: --project'),
  shorthand: z.string().optional().describe('Its one-letter form: -p'),
  type: z.string().describe('string, bool, int, duration, stringArray… (empty for none given)'),
  required: z.boolean(),
  default: z.string().optional(),
  values: z.array(z.string()).optional().describe('The values it accepts'),
  deprecated: z.string().optional().describe('What to use instead'),
  hidden: z.boolean().optional().describe('Not listed by --help'),
  description: z.string(),
});

const componentField = z.object({
  name: z.string(),
  type: z.string(),
  required: z.boolean(),
  secret: z.boolean().describe('Holds a credential: reference it with secretKeyRef'),
  default: z.string().optional(),
  allowed: z.array(z.string()).optional().describe('The values it accepts'),
  deprecated: z.boolean().optional(),
  binding: z.string().optional().describe('input or output: a binding field for one direction only'),
  versions: z.array(z.string()).optional().describe('The component versions that have it'),
  description: z.string(),
  address: z.string().describe("The field's row on the component's page"),
});

const searchResult = z.object({
  title: z.string().describe("The page's title"),
  section: z.string().optional().describe('The heading of the section the best match is in'),
  address: z.string().describe('The page (and section) address on the site'),
  path: z.string().describe("The page's path: pass it, or the address, to fetch_page"),
  product: z.enum(/** @type {[string, ...string[]]} */ (PRODUCTS)).optional(),
  kind: z.enum(KINDS),
  snippet: z.string().optional().describe('Text of the section around the match, or the page description'),
});

/** The tools: name, title, description, input and output shapes, and what they answer. */
export const TOOLS = {
  search_docs: {
    title: 'Search the docs',
    description:
      'Search the Diagrid documentation (Catalyst, Conductor, Enterprise Dapr, Workflow Composer) with the site\'s own search: topics ("save state", "dead letter topic") and names (a CLI flag such as --skip-managed-kv, a component field such as redisHost, an environment variable). Returns pages best first, each once, with the section matched, its address and a snippet. Read a result with fetch_page.',
    inputSchema: {
      query: z.string().min(1).describe('Words or a name, as you would type them in the search box'),
      product: z
        .enum(/** @type {[string, ...string[]]} */ (PRODUCTS))
        .optional()
        .describe('Search only this product area (default: all of them)'),
      kind: z.enum(KINDS).optional().describe('Only guides, or only the API, CLI or component reference pages'),
      limit: z.number().int().min(1).max(20).optional().describe('How many pages (default 8)'),
    },
    outputSchema: {
      query: z.string(),
      indexes: z.array(z.string()).describe('The search index files searched, in order'),
      results: z.array(searchResult),
    },
  },
  fetch_page: {
    title: 'Read a page',
    description:
      "A documentation page as Markdown (the site's Markdown twin of the page), whole or one section. Give the page's address or path (from search_docs, or a link on the site); name a section by its heading text or its anchor, or put the anchor in the address (#metadata-fields).",
    inputSchema: {
      address: z
        .string()
        .min(1)
        .describe('https://docs.diagrid.io/catalyst/api/save-state, /catalyst/api/save-state or with #anchor'),
      section: z.string().optional().describe('A heading text ("Metadata fields") or anchor (metadata-fields)'),
    },
    outputSchema: {
      address: z.string(),
      markdownAddress: z.string().describe('Where the Markdown twin is published'),
      title: z.string(),
      section: z.string().optional().describe('The heading of the section returned'),
      anchor: z.string().optional(),
      markdown: z.string(),
    },
  },
  get_cli_command: {
    title: 'Look up a CLI command',
    description:
      'A `diagrid` CLI command as the CLI reference documents it: usage, arguments, flags with their types, defaults and whether they are required, examples, subcommands, global flags and the page address. Catalyst and Conductor each have a CLI reference; a command both have is returned for each unless you name the product.',
    inputSchema: {
      command: z.string().min(1).describe('The command, with or without "diagrid": "appid create", "diagrid dev run"'),
      product: z
        .enum(/** @type {[string, ...string[]]} */ (PRODUCTS))
        .optional()
        .describe('catalyst or conductor (default: both)'),
    },
    outputSchema: {
      commands: z.array(
        z.object({
          product: z.string(),
          cliVersion: z.string().describe('The CLI release the reference describes'),
          command: z.string(),
          aliases: z.array(z.string()).optional(),
          summary: z.string(),
          description: z.string().optional(),
          usage: z.string().optional(),
          args: z.array(
            z.object({
              name: z.string(),
              required: z.boolean(),
              repeatable: z.boolean().optional(),
              description: z.string(),
            }),
          ),
          flags: z.array(cliFlag),
          globalFlags: z.array(cliFlag).describe('Flags every command takes'),
          examples: z.array(z.object({comment: z.string(), command: z.string()})),
          subcommands: z.array(z.string()),
          hidden: z.boolean().optional().describe('Not listed by --help, but it runs'),
          deprecated: z.string().optional(),
          namedOnly: z.boolean().optional().describe('Run it with --help for its usage and flags'),
          unsourcedSubcommands: z.boolean().optional().describe('Run it with --help for its subcommands'),
          page: z.string(),
        }),
      ),
    },
  },
  get_component: {
    title: 'Look up a component',
    description:
      'A Dapr component of the Catalyst components reference (state stores, pub/sub brokers, bindings, conversation): its metadata fields (type, required, secret, default, allowed values), the fields every component of its category accepts, its authentication options, an example manifest and its page address.',
    inputSchema: {
      type: z
        .string()
        .min(1)
        .describe('The component type (state.redis, pubsub.kafka, bindings.aws.s3), or its page name (state/redis)'),
    },
    outputSchema: {
      type: z.string(),
      typeAliases: z.array(z.string()),
      title: z.string(),
      category: z.string(),
      status: z.string().describe('stable, beta or alpha'),
      versions: z.array(z.string()).describe('spec.version values, the current one first'),
      summary: z.string(),
      page: z.string(),
      fields: z.array(componentField).describe("The component's own metadata fields"),
      common: z.array(componentField).describe('Fields every component of its category accepts'),
      profiles: z
        .array(z.object({title: z.string(), fields: z.array(componentField)}))
        .describe('Ways to authenticate'),
      manifest: z.string().describe('An example manifest (YAML) to start from'),
    },
  },
  lookup_error: {
    title: 'Look up an error code',
    description:
      'An errorCode of the Catalyst APIs (Dapr\'s error codes) as the error codes reference documents it: its HTTP statuses, the API operations that return it with their page addresses, what it means, what to do and the address of its entry. Give the code in any case (ERR_STATE_STORE_NOT_FOUND, err_pubsub_not_found) or the message of an error body as the runtime returns it ("state store orders-db is not found"), which is matched against the runtime\'s message templates.',
    inputSchema: {
      code_or_message: z
        .string()
        .min(1)
        .describe('An errorCode (ERR_STATE_STORE_NOT_FOUND), or the message of an error body or a log line with it'),
    },
    outputSchema: {
      code: z.string(),
      matchedBy: z.enum(['code', 'message']).describe('Whether the code was named or its message matched'),
      api: z.string().describe('The API it belongs to: State, Pub/sub, Service invocation…, or Any API'),
      status: z.array(z.number().int()).describe('The HTTP statuses it comes with'),
      apis: z
        .array(
          z.object({
            title: z.string().describe("The operation's page title"),
            status: z.array(z.number().int()).describe('The statuses this operation returns it with'),
            address: z.string().describe("The operation's page"),
          }),
        )
        .describe('The API operations that return it'),
      meaning: z.string().describe('What went wrong (Markdown)'),
      action: z.string().describe('What to do about it (Markdown)'),
      messages: z.array(z.string()).describe("The runtime's message templates; {name} stands for a part it fills in"),
      address: z.string().describe("The code's entry in the error codes reference"),
    },
  },
};

// ------------------------------------------------------------------ text answers

/**
 * The text content block of an answer: short, for a reader; the structured
 * content has everything.
 * @param {string} tool
 * @param {any} result
 */
export function textOf(tool, result) {
  if (tool === 'search_docs') {
    if (result.results.length === 0)
      return `No page matches "${result.query}". Try other words, or no product or kind.`;
    return result.results
      .map(
        (/** @type {any} */ r, /** @type {number} */ i) =>
          `${i + 1}. ${r.title}${r.section ? ` › ${r.section}` : ''}\n   ${r.address}${r.snippet ? `\n   ${r.snippet}` : ''}`,
      )
      .join('\n');
  }
  if (tool === 'fetch_page') return result.markdown;
  if (tool === 'get_cli_command') {
    return result.commands
      .map((/** @type {any} */ c) =>
        [
          `${c.command} (${c.product} CLI ${c.cliVersion}): ${c.summary}`,
          c.usage && `Usage: ${c.usage}`,
          ...c.flags.map(
            (/** @type {any} */ f) =>
              `  ${[f.shorthand, f.name].filter(Boolean).join(', ')} ${f.type}${f.required ? ' (required)' : ''}${f.default !== undefined ? ` [default ${f.default}]` : ''}: ${f.description}`,
          ),
          ...c.examples.map((/** @type {any} */ e) => `  # ${e.comment}\n  ${e.command}`),
          c.subcommands.length > 0 && `Subcommands: ${c.subcommands.join(', ')}`,
          `Page: ${c.page}`,
        ]
          .filter(Boolean)
          .join('\n'),
      )
      .join('\n\n');
  }
  if (tool === 'get_component') {
    const row = (/** @type {any} */ f) =>
      `  ${f.name} (${f.type}${f.required ? ', required' : ''}${f.secret ? ', secret' : ''}${f.default !== undefined ? `, default ${f.default}` : ''})${f.allowed ? ` [${f.allowed.join(', ')}]` : ''}: ${f.description}`;
    return [
      `${result.title} (${result.type}, ${result.status}): ${result.summary}`,
      'Fields:',
      ...result.fields.map(row),
      ...(result.common.length ? ['Fields every component of its category accepts:', ...result.common.map(row)] : []),
      ...result.profiles.flatMap((/** @type {any} */ p) => [`Authentication, ${p.title}:`, ...p.fields.map(row)]),
      'Manifest:',
      result.manifest,
      `Page: ${result.page}`,
    ].join('\n');
  }
  if (tool === 'lookup_error') {
    return [
      `${result.code} (HTTP ${result.status.join(', ')}, ${result.api}): ${result.meaning}`,
      `What to do: ${result.action}`,
      `Returned by: ${result.apis.map((/** @type {any} */ a) => `${a.title} (${a.address})`).join(', ')}`,
      ...(result.messages.length ? [`Messages: ${result.messages.join(' | ')}`] : []),
      `Reference: ${result.address}`,
    ].join('\n');
  }
  return JSON.stringify(result, null, 2);
}

// ------------------------------------------------------------------ server

/**
 * The MCP server for one site.
 * @param {import('./site.mjs').Site} site
 */
export function createServer(site) {
  const docs = createDocs(site);
  const server = new McpServer({name: SERVER_NAME, version: VERSION});
  /** @type {Record<keyof typeof TOOLS, (args: any) => Promise<any>>} */
  const answers = {
    search_docs: (args) => docs.search(args),
    fetch_page: (args) => docs.fetchPage(args),
    get_cli_command: (args) => docs.cliCommand(args),
    get_component: (args) => docs.component(args),
    lookup_error: (args) => docs.errorCode(args),
  };
  for (const [name, tool] of Object.entries(TOOLS)) {
    const answer = answers[/** @type {keyof typeof TOOLS} */ (name)];
    server.registerTool(
      name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: tool.inputSchema,
        outputSchema: tool.outputSchema,
        annotations: {readOnlyHint: true, openWorldHint: false},
      },
      /** @type {any} */ (
        async (/** @type {any} */ args) => {
          // A ToolError or SiteError thrown here becomes a tool error (isError) with its message.
          const result = await answer(args);
          return {content: [{type: 'text', text: textOf(name, result)}], structuredContent: result};
        }
      ),
    );
  }
  return server;
}

/**
 * `--site <folder or address>` from the command line.
 * @param {string[]} argv
 */
export function siteArgument(argv) {
  const at = argv.findIndex((a) => a === '--site' || a.startsWith('--site='));
  if (at < 0) return undefined;
  return argv[at].startsWith('--site=') ? argv[at].slice('--site='.length) : argv[at + 1];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const spec = siteArgument(process.argv.slice(2));
  if (!spec) {
    console.error('Usage: npm run mcp -- --site <build folder | https://docs.diagrid.io>');
    process.exit(2);
  }
  try {
    const server = createServer(await openSite(spec));
    await server.connect(new StdioServerTransport());
    // stdout carries the protocol; what a person reads goes to stderr.
    console.error(`${SERVER_NAME}: serving ${spec} over stdio`);
  } catch (error) {
    console.error(`${SERVER_NAME}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
