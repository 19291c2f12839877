#!/usr/bin/env node
// Benchmark of the docs MCP server (mcp/).
//   npm run bench:mcp                 builds, serves with nginx, measures
//   npm run bench:mcp -- --no-build   measures the existing build/
//   npm run bench:mcp -- --runs=9     runs per site (default 5)
// For the build folder and the same build served by nginx, each run starts a
// fresh server (`node mcp/server.mjs --site …`) with the SDK's client over
// stdio and measures:
//   - startup: from starting the process to the answer to `initialize`;
//   - each tool's first call, which reads what it needs from the site (the
//     search indexes, the sitemap, the CLI and component JSON), and a second
//     call of the same tool with other input, once that is loaded.
// Times are medians of the runs. It prints figures; it does not fail on them.
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {buildUnlessSkipped, printTable, serveBuild} from './common.mjs';
import {median} from './stats.mjs';
import {repoRoot} from '../lib/data.mjs';

const runsArg = process.argv.find((a) => a.startsWith('--runs='));
const RUNS = runsArg ? Math.max(1, Number(runsArg.slice('--runs='.length))) : 5;

/** Each tool's first call, then a later one with other input: [label, tool, first arguments, later arguments]. */
const CALLS = /** @type {const} */ ([
  ['search_docs, all areas', 'search_docs', {query: 'redisHost'}, {query: 'save state'}],
  [
    'search_docs, Catalyst',
    'search_docs',
    {query: 'dead letter topic', product: 'catalyst'},
    {query: 'appid create', product: 'catalyst'},
  ],
  [
    'fetch_page',
    'fetch_page',
    {address: '/catalyst/api/save-state'},
    {address: '/conductor/faq', section: 'Do you support SSO?'},
  ],
  ['get_cli_command', 'get_cli_command', {command: 'diagrid dev run'}, {command: 'appid create'}],
  ['get_component', 'get_component', {type: 'state.redis'}, {type: 'pubsub.kafka'}],
]);

/**
 * One run: a fresh server for `site`; the times in ms.
 * @param {string} site
 */
async function run(site) {
  const started = performance.now();
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [path.join(repoRoot, 'mcp', 'server.mjs'), '--site', site],
    cwd: repoRoot,
    stderr: 'ignore',
  });
  const client = new Client({name: 'bench-mcp', version: '1.0.0'});
  await client.connect(transport);
  /** @type {Record<string, number>} */
  const times = {startup: performance.now() - started};
  try {
    for (const [label, tool, first, later] of CALLS) {
      for (const [when, args] of /** @type {const} */ ([
        ['first', first],
        ['later', later],
      ])) {
        const t0 = performance.now();
        const result = await client.callTool({name: tool, arguments: {...args}});
        times[`${label} ${when}`] = performance.now() - t0;
        if (result.isError) throw new Error(`${tool} ${JSON.stringify(args)}: ${JSON.stringify(result.content)}`);
      }
    }
  } finally {
    await client.close();
  }
  return times;
}

async function main() {
  buildUnlessSkipped();
  const {base, stop} = await serveBuild();
  try {
    const sites = [
      ['build folder', path.join(repoRoot, 'build')],
      ['nginx', base],
    ];
    /** @type {Record<string, Record<string, number[]>>} */
    const bySite = {};
    for (let i = 0; i < RUNS; i++) {
      // The sites in turn, so that both see the same machine.
      for (const [label, site] of sites) {
        const times = await run(site);
        bySite[label] ??= {};
        for (const [key, ms] of Object.entries(times)) (bySite[label][key] ??= []).push(ms);
      }
    }
    const keys = Object.keys(bySite[sites[0][0]]);
    console.log(`\nDocs MCP server, medians of ${RUNS} runs (ms):\n`);
    printTable(
      ['Measure', ...sites.map(([label]) => label)],
      keys.map((key) => [key, ...sites.map(([label]) => median(bySite[label][key]).toFixed(1))]),
    );
  } finally {
    await stop();
  }
}

await main();
