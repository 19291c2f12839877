import {readFileSync} from 'node:fs';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import Ajv from 'ajv';
import {expect, test} from '@playwright/test';
import {areas, ERROR_CODES_PAGE, errorCodes, onSearchPage, REFERENCE, typo, uniqueFields} from './search-cases';

/**
 * The docs MCP server (mcp/), started as a reader starts it (`npm run mcp -- --site <address>`)
 * against the build served by nginx, and driven over stdio by the SDK's own client: its tools and
 * their schemas, fetch_page against the Markdown twins, get_cli_command and get_component against
 * every generated CLI and component page's twin, search_docs against the site search tests' queries,
 * and the answers to bad input.
 */
const ROOT = path.resolve(__dirname, '../..');
const products = (
  JSON.parse(readFileSync(path.join(ROOT, 'config/products.json'), 'utf8')) as {
    products: {routeBasePath: string; references?: Record<string, {dir: string}>}[];
  }
).products;
const PRODUCTS = products.map((p) => p.routeBasePath);
const CLI_ROUTES = products.flatMap((p) => (p.references?.cli ? [`/${p.routeBasePath}/${p.references.cli.dir}`] : []));

type Result = {isError?: boolean; content: {type: string; text: string}[]; structuredContent?: Record<string, unknown>};
type Flag = {name: string; shorthand?: string; type: string; required: boolean; default?: string; values?: string[]};
type CliCommand = {
  product: string;
  command: string;
  usage?: string;
  page: string;
  flags: Flag[];
  globalFlags: Flag[];
  args: {name: string; required: boolean; repeatable?: boolean}[];
  examples: {comment: string; command: string}[];
  subcommands: string[];
};
type Field = {name: string; type: string; required: boolean; secret: boolean; default?: string; allowed?: string[]};
type Component = {
  type: string;
  page: string;
  fields: Field[];
  common: Field[];
  profiles: {title: string; fields: Field[]}[];
  manifest: string;
};

let client: Client;
let base: string;
/** The build's configured address (the sitemap's), under which the twins give their links. */
let siteOrigin: string;
let pages: string[];
const outputValidators = new Map<string, (value: unknown) => boolean>();

/** Starts the server as the README says, with the site served by the test's nginx. */
async function connect(site: string): Promise<Client> {
  const transport = new StdioClientTransport({
    command: 'npm',
    args: ['run', '--silent', 'mcp', '--', '--site', site],
    cwd: ROOT,
    stderr: 'pipe',
  });
  const c = new Client({name: 'mcp.spec', version: '1.0.0'});
  await c.connect(transport);
  return c;
}

async function call(name: string, args: Record<string, unknown>): Promise<Result> {
  const result = (await client.callTool({name, arguments: args})) as Result;
  // The SDK's client checks structuredContent against the listed outputSchema as well; this says which tool failed.
  if (!result.isError) expect(outputValidators.get(name)?.(result.structuredContent), `${name} output`).toBe(true);
  return result;
}

/** A published file of the served build. */
async function published(sitePath: string): Promise<string> {
  const response = await fetch(`${base}${sitePath}`);
  expect(response.status, sitePath).toBe(200);
  return response.text();
}

const twinOf = (route: string) => (route === '/' ? '/index.md' : `${route}.md`);

/** The rows of the Markdown tables under `heading` (up to the next heading of its level or above), cells split. */
function tablesUnder(markdown: string, heading: RegExp): string[][][] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => heading.test(l));
  if (start < 0) return [];
  const level = /^#+/.exec(lines[start])![0].length;
  const tables: string[][][] = [];
  let current: string[][] | null = null;
  for (const line of lines.slice(start + 1)) {
    const h = /^(#+)\s/.exec(line);
    if (h && h[1].length <= level) break;
    if (line.startsWith('|')) {
      if (/^\|\s*-/.test(line)) continue;
      const cells = line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((c) => c.trim());
      if (!current) tables.push((current = []));
      else current.push(cells);
    } else current = null;
  }
  return tables;
}

/** The backticked names of a table's first cell: `-p`, `--project`. */
const codesOf = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
const unescape = (text: string) => text.replace(/\\(.)/g, '$1');

// In order, in one worker: the server starts and its output schemas compile once.
test.describe.configure({mode: 'default'});

test.beforeAll(async () => {
  base = test.info().project.use.baseURL!;
  client = await connect(base);
  const sitemap = await published('/sitemap.xml');
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]));
  siteOrigin = locs[0].origin;
  pages = locs.map((u) => u.pathname.replace(/\/+$/, '') || '/');
  const ajv = new Ajv({strict: false});
  for (const tool of (await client.listTools()).tools) {
    if (tool.outputSchema) outputValidators.set(tool.name, ajv.compile(tool.outputSchema));
  }
});

test.afterAll(async () => {
  await client?.close();
});

test('tools/list: the five tools, each with its input and output schema and a description', async () => {
  const {tools} = await client.listTools();
  expect(tools.map((t) => t.name).sort()).toEqual([
    'fetch_page',
    'get_cli_command',
    'get_component',
    'lookup_error',
    'search_docs',
  ]);
  const byName = Object.fromEntries(tools.map((t) => [t.name, t]));
  const required = {
    search_docs: ['query'],
    fetch_page: ['address'],
    get_cli_command: ['command'],
    get_component: ['type'],
    lookup_error: ['code_or_message'],
  };
  for (const [name, fields] of Object.entries(required)) {
    const tool = byName[name];
    expect(tool.description!.length, name).toBeGreaterThan(80);
    expect(tool.inputSchema.type).toBe('object');
    expect(tool.inputSchema.required ?? [], name).toEqual(fields);
    expect(tool.outputSchema?.type, name).toBe('object');
    expect(tool.annotations?.readOnlyHint, name).toBe(true);
  }
  const search = byName.search_docs.inputSchema.properties as Record<string, {enum?: string[]}>;
  expect(Object.keys(search).sort()).toEqual(['kind', 'limit', 'product', 'query']);
  expect(search.product.enum).toEqual(PRODUCTS);
  expect(search.kind.enum).toEqual(['guide', 'api', 'cli', 'components']);
  expect(Object.keys(byName.fetch_page.inputSchema.properties!).sort()).toEqual(['address', 'section']);
  const results = (byName.search_docs.outputSchema!.properties as Record<string, {items: {required: string[]}}>)
    .results;
  expect(results.items.required.sort()).toEqual(['address', 'kind', 'path', 'title']);
});

test('fetch_page returns exactly the Markdown twin of every page, and one section by its anchor', async () => {
  test.setTimeout(180_000);
  const misses: string[] = [];
  let sections = 0;
  for (const [i, route] of pages.entries()) {
    const twin = await published(twinOf(route));
    const result = await call('fetch_page', {address: `${siteOrigin}${route}`});
    if (result.isError || result.structuredContent?.markdown !== twin || result.content[0].text !== twin) {
      misses.push(`${route}: ${result.isError ? result.content[0].text : 'differs from its twin'}`);
      continue;
    }
    // Every tenth page: its first second-level section, asked for by the anchor in the address.
    const heading = i % 10 === 0 ? /^## (.+)$/m.exec(twin) : null;
    if (!heading) continue;
    const anchor = heading[1]
      .toLowerCase()
      .replace(/[`*_]/g, '')
      .replace(/[^\p{L}\p{N}\s-]/gu, '')
      .trim()
      .replace(/\s/g, '-');
    const part = await call('fetch_page', {address: `${route}#${anchor}`});
    const text = part.structuredContent?.markdown as string | undefined;
    if (part.isError || !text?.startsWith(heading[0]) || !twin.includes(text.trimEnd())) {
      misses.push(`${route}#${anchor}: ${part.isError ? part.content[0].text : 'not the section of the twin'}`);
    }
    sections++;
  }
  expect(pages.length).toBeGreaterThan(400);
  expect(sections).toBeGreaterThan(40);
  expect(misses).toEqual([]);
});

test('get_cli_command agrees with the page of every command', async () => {
  test.setTimeout(180_000);
  const misses: string[] = [];
  let commandPages = 0;
  for (const route of pages.filter((p) => CLI_ROUTES.some((r) => p.startsWith(`${r}/`)))) {
    const twin = await published(twinOf(route));
    // A hand-written page of the reference (its introduction) is not a command.
    if (!twin.startsWith('# diagrid ')) continue;
    commandPages++;
    const cliRoute = CLI_ROUTES.find((r) => route.startsWith(`${r}/`))!;
    const product = cliRoute.split('/')[1];
    const command = `diagrid ${route.slice(cliRoute.length + 1).replaceAll('/', ' ')}`;
    const result = await call('get_cli_command', {command, product});
    if (result.isError) {
      misses.push(`${command}: ${result.content[0].text}`);
      continue;
    }
    const answers = result.structuredContent!.commands as CliCommand[];
    const miss = (what: string) => misses.push(`${product} ${command}: ${what}`);
    if (answers.length !== 1) miss(`${answers.length} answers`);
    const cmd = answers[0];
    if (cmd.page !== `${base}${route}`) miss(`page ${cmd.page}`);
    if (!twin.startsWith(`# ${command}\n`)) miss('the twin has another title');
    if (cmd.usage && !twin.includes(`\`\`\`bash\n${cmd.usage}\n\`\`\``)) miss(`usage ${cmd.usage}`);
    for (const e of cmd.examples) {
      if (!twin.includes(`# ${e.comment}\n${e.command}`)) miss(`example ${e.command}`);
    }
    for (const sub of cmd.subcommands) if (!twin.includes(`[\`${sub}\`]`)) miss(`subcommand ${sub}`);
    for (const [heading, flags] of [
      [/^## Flags$/, cmd.flags],
      [/^## Global flags$/, cmd.globalFlags],
    ] as const) {
      const rows = tablesUnder(twin, heading)[0] ?? [];
      const shown = rows.map(([names, type, description]) => ({
        names: codesOf(names),
        names0: names,
        type,
        description,
      }));
      if (shown.length !== flags.length) miss(`${flags.length} flags under ${heading}, the page shows ${shown.length}`);
      for (const flag of flags) {
        const row = shown.find((r) => r.names.includes(flag.name));
        if (!row) {
          miss(`flag ${flag.name} not on the page`);
          continue;
        }
        if (flag.shorthand && !row.names.includes(flag.shorthand)) miss(`${flag.name} shorthand ${flag.shorthand}`);
        if (row.type !== flag.type) miss(`${flag.name} type ${flag.type}, page ${row.type}`);
        if (row.names0.includes('_required_') !== flag.required) miss(`${flag.name} required ${flag.required}`);
        const text = unescape(row.description);
        if (flag.default !== undefined && !text.includes(`Default: \`${flag.default}\``))
          miss(`${flag.name} default ${flag.default}`);
        for (const value of flag.values ?? []) if (!text.includes(`\`${value}\``)) miss(`${flag.name} value ${value}`);
      }
    }
    const args = (tablesUnder(twin, /^## Arguments$/)[0] ?? []).map(
      ([name, required]) => `${codesOf(name)[0]} ${required}`,
    );
    const want = cmd.args.map((a) => `<${a.name}>${a.repeatable ? '...' : ''} ${a.required ? 'Yes' : 'No'}`);
    if (args.join(', ') !== want.join(', ')) miss(`arguments ${want.join(', ')}, the page shows ${args.join(', ')}`);
  }
  // Every command the server knows has its page, and the other way round.
  const data = JSON.parse(await published('/mcp/cli.json')) as {products: {commands: unknown[]}[]};
  expect(commandPages).toBe(data.products.reduce((n, p) => n + p.commands.length, 0));
  expect(misses).toEqual([]);
});

test('get_component agrees with the page of every component', async () => {
  test.setTimeout(120_000);
  const componentPages = pages.filter((p) => p.startsWith(`${REFERENCE}/`) && p.split('/').length === 6);
  expect(componentPages.length).toBeGreaterThan(30);
  const misses: string[] = [];
  for (const route of componentPages) {
    const twin = await published(twinOf(route));
    const type = /^- \*\*Type:\*\* `([^`]+)`$/m.exec(twin)?.[1];
    if (!type) {
      misses.push(`${route}: no type on the page`);
      continue;
    }
    const result = await call('get_component', {type});
    if (result.isError) {
      misses.push(`${type}: ${result.content[0].text}`);
      continue;
    }
    const c = result.structuredContent as unknown as Component;
    const miss = (what: string) => misses.push(`${type}: ${what}`);
    if (c.page !== `${base}${route}`) miss(`page ${c.page}`);
    if (!twin.includes(`\`\`\`yaml title="component.yaml"\n${c.manifest}\n\`\`\``)) miss('manifest not on the page');
    // The field tables in page order: own fields, the category's, then each authentication option's.
    const tables = [...tablesUnder(twin, /^## Metadata fields$/), ...tablesUnder(twin, /^## Authentication$/)];
    const expected = [c.fields, c.common, ...c.profiles.map((p) => p.fields)].filter((f) => f.length > 0);
    if (tables.length !== expected.length) miss(`${expected.length} field tables, the page shows ${tables.length}`);
    expected.forEach((fields, t) => {
      const rows = tables[t] ?? [];
      if (rows.length !== fields.length) miss(`table ${t + 1}: ${fields.length} fields, the page shows ${rows.length}`);
      fields.forEach((field, r) => {
        const [nameCell = '', typeCell, description = ''] = rows[r] ?? [];
        const where = `table ${t + 1} ${field.name}`;
        if (codesOf(nameCell)[0] !== field.name) miss(`${where}: the page has ${nameCell}`);
        if (typeCell !== field.type) miss(`${where}: type ${field.type}, page ${typeCell}`);
        const marks = /_([a-z, ]+)_/.exec(nameCell)?.[1] ?? '';
        if (marks.includes('required') !== field.required) miss(`${where}: required ${field.required}`);
        if (marks.includes('secret') !== field.secret) miss(`${where}: secret ${field.secret}`);
        const text = unescape(description);
        if (field.default !== undefined && !text.includes(`Default: \`${field.default}\``))
          miss(`${where}: default ${field.default}`);
        for (const value of field.allowed ?? []) if (!text.includes(value)) miss(`${where}: allowed ${value}`);
      });
    });
  }
  expect(misses).toEqual([]);
});

test('search_docs finds the defining page in its first five results for every identifier query of the search tests', async () => {
  test.setTimeout(120_000);
  const isIdentifier = (q: string) => !/\s/.test(q) && /[A-Z]|[a-z0-9][._-][a-z0-9]|^--?[a-z]/.test(q);
  const productOf = (from: string) => PRODUCTS.find((p) => from === `/${p}` || from.startsWith(`/${p}/`));
  const fields = uniqueFields();
  type Query = {group: string; query: string; product?: string; expected: string};
  const queries: Query[] = [
    ...Object.values(areas)
      .flat()
      .filter(([query]) => isIdentifier(query))
      .map(([query, from, expected]) => ({group: 'search-quality', query, product: productOf(from), expected})),
    ...onSearchPage.map(([query, expected]) => ({group: 'search-quality (search page)', query, expected})),
    ...fields.flatMap((f) => [
      {group: 'catalogue fields, all areas', query: f.name, expected: f.page},
      {group: 'catalogue fields, Catalyst', query: f.name, product: 'catalyst', expected: f.page},
    ]),
    ...fields
      .filter((f) => f.name.length >= 14)
      .filter((_, i) => i % 4 === 0)
      .map((f) => ({
        group: 'catalogue fields with a typo',
        query: typo(f.name),
        product: 'catalyst',
        expected: f.page,
      })),
  ];
  const found = new Map<string, {hits: number; total: number}>();
  const misses: string[] = [];
  for (const q of queries) {
    const result = await call('search_docs', {query: q.query, ...(q.product && {product: q.product}), limit: 5});
    const paths = ((result.structuredContent?.results ?? []) as {path: string}[]).map((r) => r.path);
    const group = found.get(q.group) ?? {hits: 0, total: 0};
    group.total++;
    if (paths.includes(q.expected)) group.hits++;
    else misses.push(`"${q.query}"${q.product ? ` in ${q.product}` : ''} → ${q.expected}; top 5: ${paths.join(', ')}`);
    found.set(q.group, group);
  }
  const report = [...found].map(([group, {hits, total}]) => `${group}: ${hits}/${total}`);
  const hits = [...found.values()].reduce((n, g) => n + g.hits, 0);
  report.push(`recall at 5: ${hits}/${queries.length} = ${((100 * hits) / queries.length).toFixed(1)}%`);
  console.log(`search_docs, identifier queries:\n  ${report.join('\n  ')}`);
  test.info().annotations.push({type: 'recall', description: report.join('; ')});
  expect(queries.length).toBeGreaterThan(150);
  expect(misses).toEqual([]);
});

test('lookup_error agrees with the entry of every code on the error codes page, by code, in lower case and by message', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${base}${ERROR_CODES_PAGE}`);
  // Each entry as the page shows it: its statuses and the pages of the operations that return it.
  const entries = await page.locator('article .theme-doc-markdown h3[id]').evaluateAll((headings) =>
    headings.map((h) => {
      const list = h.nextElementSibling;
      const item = (label: string) =>
        Array.from(list?.querySelectorAll('li') ?? []).find((li) => li.textContent?.startsWith(label));
      return {
        code: h.id,
        status: Array.from(item('HTTP status')?.querySelectorAll('code') ?? []).map((c) => Number(c.textContent)),
        apis: Array.from(item('Returned by')?.querySelectorAll('a') ?? []).map((a) => new URL(a.href).pathname),
        messages: Array.from(item('Message')?.querySelectorAll('code') ?? []).map((c) => c.textContent ?? ''),
      };
    }),
  );
  expect(entries.map((e) => e.code)).toEqual(errorCodes());
  const misses: string[] = [];
  for (const entry of entries) {
    for (const query of [entry.code, entry.code.toLowerCase()]) {
      const result = await call('lookup_error', {code_or_message: query});
      if (result.isError) {
        misses.push(`${query}: ${result.content[0].text}`);
        continue;
      }
      const found = result.structuredContent as {
        code: string;
        status: number[];
        apis: {address: string}[];
        address: string;
      };
      const miss = (what: string) => misses.push(`${query}: ${what}`);
      if (found.code !== entry.code) miss(`found ${found.code}`);
      if (found.status.join() !== entry.status.join()) miss(`status ${found.status}, the page shows ${entry.status}`);
      const apis = found.apis.map((a) => a.address.slice(base.length));
      if (apis.join() !== entry.apis.join()) miss(`operations ${apis}, the page shows ${entry.apis}`);
      if (found.address !== `${base}${ERROR_CODES_PAGE}#${entry.code}`) miss(`address ${found.address}`);
    }
    // A message made from each template the page shows finds the code (or one whose template says as much).
    for (const template of entry.messages) {
      const message = template.replace(/<[^>]+>/g, 'orders-1001');
      const result = await call('lookup_error', {code_or_message: message});
      const code = (result.structuredContent as {code?: string} | undefined)?.code;
      if (code !== entry.code) misses.push(`"${message}": found ${code ?? result.content[0].text}`);
    }
  }
  expect(misses).toEqual([]);
  const message = await call('lookup_error', {code_or_message: 'state store orders-db is not found'});
  expect(message.structuredContent).toMatchObject({
    code: 'ERR_STATE_STORE_NOT_FOUND',
    matchedBy: 'message',
    status: [400],
  });
});

test('search_docs narrows by product and kind', async () => {
  const cli = await call('search_docs', {query: 'project create', kind: 'cli'});
  const results = cli.structuredContent!.results as {kind: string; path: string; address: string}[];
  expect(results.length).toBeGreaterThan(0);
  expect(results.every((r) => r.kind === 'cli')).toBe(true);
  expect(results[0].address.startsWith(base)).toBe(true);
  const conductor = await call('search_docs', {query: 'upgrade dapr', product: 'conductor'});
  const paths = (conductor.structuredContent!.results as {path: string}[]).map((r) => r.path);
  expect(paths.every((p) => p.startsWith('/conductor'))).toBe(true);
  expect(paths.slice(0, 3)).toContain('/conductor/how-to-guides/upgrade-dapr');
});

test('bad input: a tool error that says what was wrong and what exists instead', async () => {
  const cases: [tool: string, args: Record<string, unknown>, says: RegExp][] = [
    ['get_cli_command', {command: 'diagrid appid creat'}, /No command "diagrid appid creat".*diagrid appid create/],
    ['get_cli_command', {command: 'diagrid'}, /Name a command.*diagrid appid/],
    ['get_component', {type: 'state.redsi'}, /No component of type "state.redsi".*state\.redis/],
    ['get_component', {type: 'redis'}, /names 3 components: .*state\.redis/],
    [
      'fetch_page',
      {address: '/catalyst/api/save-stat'},
      /No page at \/catalyst\/api\/save-stat\b.*\/catalyst\/api\/save-state/,
    ],
    [
      'fetch_page',
      {address: '/catalyst/api/save-state', section: 'Nope'},
      /has no section "Nope".*"Responses" \(#responses\)/,
    ],
    [
      'search_docs',
      {query: 'state', product: 'nope'},
      /Expected 'catalyst' \| 'conductor'.*received 'nope' at product/,
    ],
    ['search_docs', {query: '   '}, /query is empty/],
    [
      'lookup_error',
      {code_or_message: 'ERR_STATE_STORE_NOT_FUND'},
      /No error code ERR_STATE_STORE_NOT_FUND .*Closest: ERR_STATE_STORE_NOT_FOUND/,
    ],
    [
      'lookup_error',
      {code_or_message: 'the sidecar fell over'},
      /No error code's message matches .*Pass the errorCode/,
    ],
    ['lookup_error', {code_or_message: ''}, /code_or_message/],
  ];
  for (const [tool, args, says] of cases) {
    const result = await call(tool, args);
    expect(result.isError, `${tool} ${JSON.stringify(args)}`).toBe(true);
    expect(result.content[0].text).toMatch(says);
  }
  // The server is still there.
  expect((await client.listTools()).tools.length).toBe(5);
});

test('a site that does not answer: a tool error naming it, and the server keeps running', async () => {
  // Port 1 (tcpmux): nothing listens there.
  const silent = `http://127.0.0.1:1`;
  const other = await connect(silent);
  try {
    const result = (await other.callTool({name: 'search_docs', arguments: {query: 'state'}})) as Result;
    expect(result.isError).toBe(true);
    expect(result.content[0].text).toContain(`${silent} does not answer`);
    expect((await other.listTools()).tools.length).toBe(5);
  } finally {
    await other.close();
  }
});
