#!/usr/bin/env node
// Post-build step: the CLI commands and the component catalogue as JSON, for
// the docs MCP server (mcp/), which reads only what the build publishes:
//   - /mcp/cli.json: every command of each product's CLI reference, with its
//     usage, arguments, flags, examples and page, and the global flags;
//   - /mcp/components.json: every component with its fields (as the page's
//     tables and manifest tools list them), its example manifest and page;
//   - /mcp/errors.json: every error code of the error codes reference with its
//     statuses, the operations that return it and their pages, what it means,
//     what to do, the runtime's message templates and its entry's address.
// They are read with the generators' own loaders (scripts/lib/cli-data.mjs,
// scripts/lib/component-data.mjs, scripts/lib/errors.mjs), so they say what the pages say. Served
// like every other file (deploy/nginx.conf: no-cache, the security headers);
// the precompression step, later in scripts/postbuild/index.mjs, writes their .gz.
//
//   node scripts/postbuild/mcp-data.mjs [buildDir]        (default: build/)
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {routeOf} from '../generate/cli.mjs';
import {allCommands, CLI_PRODUCTS, loadCliTree} from '../lib/cli-data.mjs';
import {componentRoute, componentYaml, manifestSpec} from '../generate/components.mjs';
import {loadComponents, manifestRules} from '../lib/component-data.mjs';
import {ERRORS_ROUTE} from '../generate/errors.mjs';
import {repoRoot} from '../lib/data.mjs';
import {loadErrors} from '../lib/errors.mjs';

/** Where the files go inside the build, and their names. */
const MCP_DIR = 'mcp';
const CLI_FILE = 'cli.json';
const COMPONENTS_FILE = 'components.json';
const ERRORS_FILE = 'errors.json';

/**
 * A flag as published: the data's own fields, nothing derived.
 * @param {import('../lib/cli-data.mjs').Flag} flag
 */
function flagOf(flag) {
  return {
    name: `--${flag.name}`,
    ...(flag.shorthand && {shorthand: `-${flag.shorthand}`}),
    type: flag.type ?? '',
    required: Boolean(flag.required),
    ...(flag.default !== undefined && flag.default !== '' && {default: String(flag.default)}),
    ...(flag.values && {values: flag.values}),
    ...(flag.deprecated && {deprecated: flag.deprecated.trim()}),
    ...(flag.hidden && {hidden: true}),
    description: flag.description.trim(),
  };
}

/**
 * Every product's CLI reference as the MCP server reads it.
 * @param {{root?: string}} [options]
 */
export function cliData({root = repoRoot} = {}) {
  return {
    products: Object.entries(CLI_PRODUCTS).map(([product, conf]) => {
      const tree = loadCliTree(product, {root});
      return {
        product,
        label: conf.label,
        version: tree.cli.version.number,
        page: conf.routeBase,
        globalFlags: tree.globalFlags.map(flagOf),
        commands: [...allCommands(tree)].map((cmd) => ({
          command: cmd.words.join(' '),
          ...(cmd.aliases.length > 0 && {aliases: cmd.aliases.map((a) => [...cmd.words.slice(0, -1), a].join(' '))}),
          summary: cmd.summary.trim(),
          ...(cmd.description && {description: cmd.description.trim()}),
          ...(cmd.usage && {usage: cmd.usage.trim()}),
          args: cmd.args.map((a) => ({
            name: a.name,
            required: a.required,
            ...(a.repeatable && {repeatable: true}),
            description: a.description.trim(),
          })),
          flags: [...cmd.flags].sort((a, b) => a.name.localeCompare(b.name)).map(flagOf),
          examples: cmd.examples.map((e) => ({comment: e.comment.trim(), command: e.command.trim()})),
          subcommands: cmd.subcommands.map((s) => s.words.join(' ')),
          ...(cmd.hidden && {hidden: true}),
          ...(cmd.deprecated && {deprecated: cmd.deprecated.trim()}),
          ...(cmd.namedOnly && {namedOnly: true}),
          ...(cmd.unsourcedSubcommands && {unsourcedSubcommands: true}),
          page: routeOf(cmd, conf),
        })),
      };
    }),
  };
}

/**
 * The component catalogue as the MCP server reads it: the fields as the
 * page's manifest tools get them (`manifestSpec`), without the page's rules.
 * @param {{root?: string}} [options]
 */
export function componentsData({root = repoRoot} = {}) {
  const {components} = loadComponents({root});
  const rules = manifestRules(root);
  return {
    components: components.map((c) => {
      const {rules: _rules, exampleName: _name, ...spec} = manifestSpec(c, rules);
      return {
        ...spec,
        category: c.category,
        status: c.data.status,
        summary: c.data.summary.trim(),
        manifest: componentYaml(c),
        page: componentRoute(c),
      };
    }),
  };
}

/**
 * The error codes reference as the MCP server reads it: each entry as the page shows it, its
 * group's title, and the address of its entry (the page + `#` + the code).
 * @param {{root?: string}} [options]
 */
export function errorsData({root = repoRoot} = {}) {
  const {groups, errors} = loadErrors({root});
  const titles = new Map(groups.map((g) => [g.id, g.title]));
  return {
    page: ERRORS_ROUTE,
    errors: errors.map((e) => ({
      code: e.code,
      api: titles.get(e.group) ?? e.group,
      status: e.status,
      apis: e.apis,
      meaning: e.meaning.trim(),
      action: e.action.trim(),
      messages: e.messages ?? [],
      page: `${ERRORS_ROUTE}#${e.code}`,
    })),
  };
}

/**
 * Writes the files into `buildDir`; returns a one-line summary.
 * @param {string} buildDir
 */
export function writeMcpData(buildDir) {
  const dir = path.join(buildDir, MCP_DIR);
  mkdirSync(dir, {recursive: true});
  const cli = cliData();
  const {components} = componentsData();
  writeFileSync(path.join(dir, CLI_FILE), `${JSON.stringify(cli)}\n`);
  writeFileSync(path.join(dir, COMPONENTS_FILE), `${JSON.stringify({components})}\n`);
  const errors = errorsData();
  writeFileSync(path.join(dir, ERRORS_FILE), `${JSON.stringify(errors)}\n`);
  const commands = cli.products.reduce((n, p) => n + p.commands.length, 0);
  return `/${MCP_DIR}/${CLI_FILE} (${commands} commands), /${MCP_DIR}/${COMPONENTS_FILE} (${components.length} components), /${MCP_DIR}/${ERRORS_FILE} (${errors.errors.length} error codes)`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    console.log(`[mcp-data] ${writeMcpData(path.resolve(process.argv[2] ?? path.join(repoRoot, 'build')))}`);
  } catch (error) {
    console.error(`[mcp-data] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
