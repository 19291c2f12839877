#!/usr/bin/env node
// Generates the `diagrid` CLI reference pages for Catalyst and Conductor from
// one command-tree source: data/cli/<product>/*.yaml (one file per top-level
// command group) plus data/cli/<product>/_cli.yaml (the CLI and its global
// flags). Which products have a CLI, where their data is and where their
// pages go: config/products.json (`references.cli`).
//
//   node scripts/generate/cli.mjs
//
// Only pages whose content changed are written, and pages of commands no
// longer in the data are deleted; the output folders are gitignored.
// Edit the YAML, never the output. The data is loaded and checked by
// scripts/lib/cli-data.mjs; this file renders it.
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {allCommands, CLI_PRODUCTS, diagridPageOf, loadCliTree} from '../lib/cli-data.mjs';
import {DataError, repoRoot} from '../lib/data.mjs';
import {writeGenerated} from '../lib/generated.mjs';
import {
  codeBlock,
  fieldTable,
  frontMatter,
  generatedNotice,
  inlineCode,
  mdx,
  mdxCell,
  table,
} from '../lib/markdown.mjs';
import {editUrlBase} from '../lib/products.mjs';

/**
 * @typedef {import('../lib/cli-data.mjs').Flag} Flag
 * @typedef {import('../lib/cli-data.mjs').Arg} Arg
 * @typedef {import('../lib/cli-data.mjs').Example} Example
 * @typedef {import('../lib/cli-data.mjs').Command} Command
 * @typedef {import('../lib/cli-data.mjs').CliTree} CliTree
 * @typedef {import('../lib/cli-data.mjs').CliProduct} CliProduct
 * @typedef {import('../lib/cli-data.mjs').CliConf} CliConf
 */

const GENERATOR = 'scripts/generate/cli.mjs';

/* -------------------------------------------------------------------------- */
/* Rendering                                                                   */
/* -------------------------------------------------------------------------- */

/**
 * Markdown from the data as MDX page text, without surrounding blank lines.
 * @param {unknown} text
 */
function prose(text) {
  return mdx(text).trim();
}

/**
 * Plain text for frontmatter descriptions (no Markdown code marks).
 * @param {string} text
 */
function plain(text) {
  return String(text).replaceAll('`', '').trim();
}

/** @param {string} text */
const code = (text) => inlineCode(text);
/** @param {string} text inline code in a table cell */
const cellCode = (text) => inlineCode(text, {table: true});

/**
 * The site path of a command's page.
 * @param {Command} cmd
 * @param {CliConf} conf
 */
export function routeOf(cmd, conf) {
  return cmd.words.length === 1 ? conf.routeBase : `${conf.routeBase}/${cmd.words.slice(1).join('/')}`;
}

/** @param {Command} cmd */
function outFileOf(cmd) {
  const parts = cmd.words.slice(1);
  return cmd.subcommands.length ? path.join(...parts, 'index.mdx') : `${path.join(...parts)}.mdx`;
}

/** @param {Flag} flag */
function flagCell(flag) {
  return flag.shorthand
    ? `${cellCode(`-${flag.shorthand}`)}, ${cellCode(`--${flag.name}`)}`
    : cellCode(`--${flag.name}`);
}

/**
 * The flags in three columns, as the component pages' field tables: the flag
 * with its *required* mark, the type, and the description followed by the
 * accepted values and the default, laid out as one block per flag on a phone.
 * @param {Flag[]} flags
 */
function flagsTable(flags) {
  const rows = [...flags]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((f) => {
      let desc = f.description.trim();
      if (f.values) desc += ` Accepted values: ${f.values.map((v) => code(v)).join(', ')}.`;
      if (f.deprecated) desc = `**Deprecated.** ${f.deprecated.trim()} ${desc}`;
      if (f.hidden) desc += ' Not listed by `--help`.';
      if (f.default !== undefined && f.default !== '') desc += ` Default: ${code(String(f.default))}.`;
      return [f.required ? `${flagCell(f)} *required*` : flagCell(f), f.type ?? '', mdxCell(desc)];
    });
  return fieldTable(['Flag', 'Type', 'Description'], rows);
}

/** @param {Arg[]} args */
function argsTable(args) {
  const rows = args.map((a) => [
    cellCode(`<${a.name}>${a.repeatable ? '...' : ''}`),
    a.required ? 'Yes' : 'No',
    mdxCell(a.description),
  ]);
  return table(['Argument', 'Required', 'Description'], rows);
}

/**
 * @param {Command} cmd
 * @param {CliConf} conf
 */
function commandsTable(cmd, conf) {
  const rows = [...cmd.subcommands]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((s) => [
      `[${cellCode(s.words.join(' '))}](${routeOf(s, conf)})`,
      `${mdxCell(s.summary)}${s.hidden ? ' *(hidden)*' : ''}`,
    ]);
  return table(['Command', 'Description'], rows);
}

/** @param {Example[]} examples */
function examplesBlock(examples) {
  return codeBlock(examples.map((e) => `# ${e.comment.trim()}\n${e.command.trim()}`).join('\n\n'), 'bash');
}

/**
 * @param {Command} cmd
 * @param {CliConf} conf
 */
function keywordsFor(cmd, conf) {
  const full = cmd.words.join(' ');
  const list = [full];
  for (const alias of cmd.aliases) list.push([...cmd.words.slice(0, -1), alias].join(' '));
  if (cmd.words.length > 2) list.push(cmd.words.slice(0, 2).join(' '));
  list.push(...(cmd.keywords ?? []));
  list.push(`${conf.label} CLI`);
  return [...new Set(list)];
}

/**
 * Alphabetical sidebar position of a command among its siblings.
 * @param {Command & {parent: Command}} cmd
 * @param {number} offset
 */
function positionOf(cmd, offset) {
  const siblings = [...cmd.parent.subcommands].map((s) => s.name).sort((a, b) => a.localeCompare(b));
  return siblings.indexOf(cmd.name) + 1 + offset;
}

/**
 * What a reader must know before using a hidden or deprecated command.
 * @param {Command & {parent: Command}} cmd
 * @param {CliTree} tree
 */
function statusNotice(cmd, tree) {
  const version = tree.cli.version.number;
  const lines = [];
  if (cmd.hidden) {
    lines.push(
      `${code(cmd.words.join(' '))} is hidden in CLI ${version}: ${code(`${cmd.parent.words.join(' ')} --help`)} does not list it, but it still runs.`,
    );
  }
  if (cmd.noCurrentForm) lines.push('The guides on this site use it for now.');
  if (cmd.deprecated) lines.push(`**Deprecated.** ${cmd.deprecated.trim()}`);
  return lines.length ? [':::note', '', ...lines.map(prose), '', ':::', ''] : [];
}

/**
 * The Commands section of a group whose data lists only some of its
 * subcommands, or none: the CLI's own help lists them all.
 * @param {Command} cmd
 */
function helpListsCommands(cmd) {
  const full = cmd.words.join(' ');
  return [
    '## Commands',
    '',
    `${code(`${full} --help`)} lists every command of the group and its flags:`,
    '',
    codeBlock(`${full} --help`, 'bash'),
    '',
  ];
}

/**
 * @param {Command & {parent: Command}} cmd
 * @param {CliTree} tree
 * @param {CliConf} conf
 * @param {number} rootOffset
 */
function renderCommand(cmd, tree, conf, rootOffset) {
  const full = cmd.words.join(' ');
  const diagridPage = diagridPageOf(tree.index, tree.product, cmd.words);
  const isGroup = cmd.subcommands.length > 0 || Boolean(cmd.unsourcedSubcommands);
  const fm = {
    title: full,
    sidebar_label: cmd.name,
    sidebar_position: positionOf(cmd, cmd.words.length === 2 ? rootOffset : 0),
    description: plain(cmd.summary),
    keywords: keywordsFor(cmd, conf),
    slug: isGroup ? `${conf.slugBase}/${cmd.words.slice(1).join('/')}` : undefined,
    custom_edit_url: editUrlBase + cmd.file,
    sources: [
      ...new Set([
        ...cmd.source,
        ...cmd.flags.flatMap((f) => f.source ?? []),
        ...(diagridPage ? tree.index.source : []),
      ]),
    ],
  };
  const out = [
    frontMatter(fm),
    '',
    generatedNotice(GENERATOR, cmd.file),
    '',
    prose(cmd.summary),
    '',
    ...statusNotice(cmd, tree),
  ];

  out.push('## Usage', '');
  if (cmd.usage) out.push(codeBlock(cmd.usage, 'bash'), '');
  if (cmd.namedOnly) {
    out.push(
      `Run it with ${code('--help')} for its usage line, arguments and flags:`,
      '',
      codeBlock(`${full} --help`, 'bash'),
      '',
    );
  }
  if (cmd.aliases.length) {
    const forms = cmd.aliases.map((a) => code([...cmd.words.slice(0, -1), a].join(' ')));
    out.push(`Also available as ${forms.join(' and ')}.`, '');
  }
  if (cmd.description) out.push('## Description', '', prose(cmd.description), '');
  if (cmd.unsourcedSubcommands) out.push(...helpListsCommands(cmd));
  if (cmd.subcommands.length)
    out.push(...(cmd.unsourcedSubcommands ? [] : ['## Commands', '']), commandsTable(cmd, conf), '');
  if (cmd.examples.length) out.push('## Examples', '', examplesBlock(cmd.examples), '');

  // A command whose data lists no flags of its own: a group or a namedOnly
  // command (whose usage section already sends the reader to --help) gets no
  // Flags section, any other command one line that does.
  if (cmd.flags.length) out.push('## Flags', '', flagsTable(cmd.flags), '');
  else if (!cmd.namedOnly && !isGroup)
    out.push('## Flags', '', `${code(`${full} --help`)} lists the flags of your release.`, '');

  out.push('## Global flags', '', 'These flags work with every command.', '', flagsTable(tree.globalFlags), '');
  if (cmd.args.length) out.push('## Arguments', '', argsTable(cmd.args), '');

  // See also: the command's group, its subcommands and its siblings, all
  // pages of this site. Diagrid's index (diagridPage) is a source, not a link.
  out.push('## See also', '');
  const parent = cmd.parent;
  const parentLabel = parent.words.length === 1 ? `${conf.label} CLI reference` : code(parent.words.join(' '));
  out.push(
    `- [${parentLabel}](${routeOf(parent, conf)}): ${mdxCell(parent.words.length === 1 ? 'every command group at a glance.' : parent.summary)}`,
  );
  const byName = (/** @type {Command} */ a, /** @type {Command} */ b) => a.name.localeCompare(b.name);
  const siblings = parent.words.length === 1 ? [] : parent.subcommands.filter((s) => s.name !== cmd.name);
  for (const other of [...[...cmd.subcommands].sort(byName), ...[...siblings].sort(byName)]) {
    out.push(`- [${code(other.words.join(' '))}](${routeOf(other, conf)}): ${mdxCell(other.summary)}`);
  }
  out.push('');
  return out.join('\n');
}

/**
 * @param {CliTree} tree
 * @param {CliConf} conf
 * @param {number} position
 */
function renderIndex(tree, conf, position) {
  const {cli} = tree;
  const fm = {
    title: cli.title,
    sidebar_label: 'All commands',
    sidebar_position: position,
    description: plain(cli.summary),
    keywords: ['diagrid CLI', `${conf.label} CLI`, 'command reference', 'diagrid commands'],
    slug: conf.slugBase,
    custom_edit_url: editUrlBase + tree.file,
    sources: [...new Set([...cli.source, ...cli.version.source])],
  };
  const out = [
    frontMatter(fm),
    '',
    generatedNotice(GENERATOR, `${path.posix.dirname(tree.file)}/*.yaml`),
    '',
    prose(cli.summary),
    '',
  ];
  if (cli.description) out.push(prose(cli.description), '');
  out.push(
    `This reference describes \`diagrid\` ${cli.version.number}. Commands that ${cli.version.number} hides from \`--help\` but still runs are marked *(hidden)*. Run \`diagrid version\` to see which release you have, and \`diagrid <command> --help\` for what your release offers.`,
    '',
  );
  out.push('## Usage', '', codeBlock('diagrid <command> [subcommand] [flags]', 'bash'), '');
  out.push('## Command groups', '', commandsTable(tree, conf), '');
  out.push('## Global flags', '', 'These flags work with every command.', '', flagsTable(tree.globalFlags), '');
  if (cli.notes?.length) out.push('## Conventions', '', ...cli.notes.map((n) => `${prose(n)}\n`));
  return out.join('\n');
}

/**
 * Every page of one product's reference: path inside its folder -> content.
 * @param {CliTree} tree
 * @param {CliConf} conf
 * @returns {Map<string, string>}
 */
function renderCliPages(tree, conf) {
  // The index first, then the command groups in alphabetical order.
  const pages = new Map([['index.mdx', renderIndex(tree, conf, 1)]]);
  for (const cmd of allCommands(tree))
    pages.set(outFileOf(cmd).split(path.sep).join('/'), renderCommand(cmd, tree, conf, 1));
  return pages;
}

/**
 * How many commands of Diagrid's public index have a page in this tree, and
 * which do not.
 * @param {CliTree} tree
 * @returns {{listed: number, withPage: number, missing: string[]}}
 */
export function indexCoverage(tree) {
  const ours = new Set([...allCommands(tree)].map((c) => c.words.slice(1).join(' ')));
  const listed = tree.index.products[tree.product] ?? [];
  const missing = listed.filter((words) => !ours.has(words));
  return {listed: listed.length, withPage: listed.length - missing.length, missing};
}

/**
 * Validates the data and brings every product's pages up to date: writes the
 * pages whose content changed, deletes the ones no longer produced. Returns
 * the number of pages per product, every page (`files`, absolute paths) and
 * what changed (`written`, `removed`, repository paths).
 * @param {{root?: string, outRoot?: string, products?: string[]}} [options]
 */
export function generateCli({root = repoRoot, outRoot = root, products = Object.keys(CLI_PRODUCTS)} = {}) {
  // Load and render everything before writing anything, so bad data never
  // leaves the site without its reference pages.
  const built = products.map((product) => {
    const tree = loadCliTree(product, {root});
    const conf = CLI_PRODUCTS[tree.product];
    return {product, conf, pages: renderCliPages(tree, conf), coverage: indexCoverage(tree)};
  });
  /** @type {{pages: number, byProduct: Record<string, number>, files: string[], written: string[], removed: string[], coverage: Record<string, ReturnType<typeof indexCoverage>>}} */
  const result = {pages: 0, byProduct: {}, files: [], written: [], removed: [], coverage: {}};
  for (const {product, conf, pages, coverage} of built) {
    result.coverage[product] = coverage;
    const {written, removed} = writeGenerated(conf.outDir, pages, {root, outRoot});
    result.files.push(...[...pages.keys()].map((rel) => path.join(outRoot, conf.outDir, rel)));
    result.written.push(...written.map((rel) => `${conf.outDir}/${rel}`));
    result.removed.push(...removed.map((rel) => `${conf.outDir}/${rel}`));
    result.byProduct[product] = pages.size;
    result.pages += pages.size;
  }
  return result;
}

/**
 * One line for the generation output: the index's commands with a page,
 * in all and per product, and the first few without one.
 * @param {Record<string, {listed: number, withPage: number, missing: string[]}>} coverage
 */
export function coverageLine(coverage) {
  const entries = Object.entries(coverage);
  const listed = entries.reduce((n, [, c]) => n + c.listed, 0);
  const withPage = entries.reduce((n, [, c]) => n + c.withPage, 0);
  const parts = entries.map(([p, c]) => `${p} ${c.withPage} of ${c.listed}`).join(', ');
  const missing = entries.flatMap(([p, c]) => c.missing.map((m) => `${p}: diagrid ${m}`));
  const tail = missing.length
    ? `; without a page: ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? `, and ${missing.length - 10} more` : ''}`
    : '';
  return `generate-cli: Diagrid's public CLI index: ${withPage} of ${listed} commands have a page (${parts})${tail}`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const {byProduct, pages, written, removed, coverage} = generateCli();
    const parts = Object.entries(byProduct).map(([p, n]) => `${n} ${p}`);
    console.log(
      `generate-cli: ${pages} CLI reference pages (${parts.join(', ')}); ${written.length} written, ${removed.length} removed`,
    );
    console.log(coverageLine(coverage));
  } catch (err) {
    if (err instanceof DataError) {
      console.error(`generate-cli: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
}
