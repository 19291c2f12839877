#!/usr/bin/env node
// Generates the `diagrid` CLI reference pages for Catalyst and Conductor from
// one command-tree source: data/cli/<product>/*.yaml (one file per top-level
// command group) plus data/cli/<product>/_cli.yaml (the CLI and its global
// flags). Which products have a CLI, where their data is and where their
// pages go: config/products.json (`references.cli`).
//
//   node scripts/generate-cli.mjs
//
// Only pages whose content changed are written, and pages of commands no
// longer in the data are deleted; the output folders are gitignored.
// Edit the YAML, never the output.
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {DataError, loadYaml, repoRoot, validate} from './lib/data.mjs';
import {writeGenerated} from './lib/generated.mjs';
import {codeBlock, fieldTable, frontMatter, generatedNotice, inlineCode, mdx, mdxCell, table} from './lib/markdown.mjs';
import {editUrlBase, referencesOf} from './lib/products.mjs';
import {checkSourceKeys, loadSources} from './lib/sources.mjs';

const GENERATOR = 'scripts/generate-cli.mjs';

/**
 * The command tree as written in data/cli/ (see data/schemas/cli.schema.json).
 * @typedef {object} Flag
 * @property {string} name
 * @property {string} [shorthand]
 * @property {string} [type]
 * @property {string | number | boolean} [default]
 * @property {boolean} [required]
 * @property {string[]} [values]
 * @property {string} description
 * @property {string} [deprecated]
 * @property {boolean} [hidden]
 * @property {string[]} [source]
 *
 * @typedef {{name: string, required: boolean, repeatable?: boolean, description: string}} Arg
 * @typedef {{command: string, comment: string}} Example
 *
 * @typedef {object} CommandData
 * @property {string} name
 * @property {string[]} [aliases]
 * @property {string} summary
 * @property {string} [description]
 * @property {string} [usage] required unless `namedOnly`
 * @property {string[]} [keywords]
 * @property {Arg[]} [args]
 * @property {Flag[]} [flags]
 * @property {Example[]} [examples]
 * @property {CommandData[]} [subcommands]
 * @property {string[]} source
 * @property {boolean} [hidden]
 * @property {string} [deprecated]
 * @property {boolean} [unsourcedSubcommands]
 * @property {boolean} [noCurrentForm]
 * @property {boolean} [namedOnly]
 *
 * @typedef {object} CliData data/cli/<product>/_cli.yaml
 * @property {'diagrid'} name
 * @property {CliProduct} product
 * @property {string} title
 * @property {string} summary
 * @property {string} [description]
 * @property {string[]} [notes]
 * @property {Flag[]} globalFlags
 * @property {string[]} source
 * @property {{number: string, source: string[]}} version
 */

/**
 * A command after loading: every list present, with its parent, its words
 * (["diagrid", "appid", "create"]) and its repo-relative data file.
 * @typedef {Omit<CommandData, 'aliases' | 'args' | 'flags' | 'examples' | 'subcommands'> & {
 *   aliases: string[], args: Arg[], flags: Flag[], examples: Example[], subcommands: Command[],
 *   parent: Command | null, words: string[], file: string,
 * }} Command
 */

/**
 * The root of a product's tree: `diagrid` itself, with the CLI file and
 * Diagrid's public index of command pages.
 * @typedef {Command & {cli: CliData, product: CliProduct, globalFlags: Flag[], index: CliIndex}} CliTree
 */

/**
 * A CLI product's name: the route of its docs set (`catalyst`, `conductor`),
 * also the `product` of its _cli.yaml.
 * @typedef {string} CliProduct
 */

/**
 * Where a product's tree lives (`dataDir`) and where its pages go: `outDir`
 * in the repository, `routeBase` on the site, `slugBase` inside the docs set.
 * @typedef {{label: string, dataDir: string, outDir: string, routeBase: string, slugBase: string}} CliConf
 */

/**
 * The CLI product of a product area, or null when it has no CLI reference.
 * @param {import('./lib/products.mjs').Product} product
 * @returns {CliProduct | null}
 */
export function cliProductOf(product) {
  return product.references?.cli ? product.routeBasePath : null;
}

/**
 * Every product with a CLI reference (config/products.json), by name.
 * @type {Record<CliProduct, CliConf>}
 */
export const CLI_PRODUCTS = Object.fromEntries(
  referencesOf('cli').map((r) => [
    r.product.routeBasePath,
    {label: r.product.label, dataDir: r.source, outDir: r.outDir, routeBase: r.route, slugBase: r.slug},
  ]),
);

const SCHEMA = 'data/schemas/cli.schema.json';
export const INDEX_FILE = 'data/cli/diagrid-index.yaml';

/**
 * Diagrid's public CLI reference index (data/cli/diagrid-index.yaml): the
 * commands the live portal has a page for, per product, as word lists
 * without `diagrid` ("call state get"), and the base of those pages' addresses.
 * @typedef {{file: string, source: string[], pageBase: string, products: Record<string, string[]>}} CliIndex
 */

/**
 * Loads and checks the index: a source, an https page base, and per product
 * a list of distinct command paths of lower-case words.
 * @param {{root?: string}} [options]
 * @returns {CliIndex}
 */
export function loadCliIndex({root = repoRoot} = {}) {
  const own = path.join(root, INDEX_FILE);
  const file = existsSync(own) ? own : path.join(repoRoot, INDEX_FILE);
  const raw = loadYaml(file);
  if (!raw || typeof raw !== 'object')
    throw new DataError(file, '', 'expected a mapping with source, pageBase and products');
  checkSourceKeys(raw.source, {file, where: 'source', table: loadSources({root})});
  if (typeof raw.pageBase !== 'string' || !/^https:\/\/\S+[^/]$/.test(raw.pageBase)) {
    throw new DataError(file, 'pageBase', 'must be an https address without a trailing slash');
  }
  if (!raw.products || typeof raw.products !== 'object')
    throw new DataError(file, 'products', 'expected a mapping of product to command list');
  for (const [product, list] of Object.entries(raw.products)) {
    if (!Array.isArray(list)) throw new DataError(file, `products.${product}`, 'expected a list of commands');
    const seen = new Set();
    list.forEach((entry, i) => {
      if (typeof entry !== 'string' || !/^[a-z][a-z0-9-]*( [a-z][a-z0-9-]*)*$/.test(entry)) {
        throw new DataError(
          file,
          `products.${product}.${i}`,
          `expected command words such as "call state get", found ${JSON.stringify(entry)}`,
        );
      }
      if (seen.has(entry)) throw new DataError(file, `products.${product}.${i}`, `"${entry}" is listed twice`);
      seen.add(entry);
    });
  }
  return {file: rel(root, file), source: raw.source, pageBase: raw.pageBase, products: raw.products};
}

/**
 * Diagrid's own reference page for a command of the index, or null when the
 * index does not list it.
 * @param {CliIndex} index
 * @param {string} product
 * @param {string[]} words the command's words, `diagrid` first
 */
function diagridPageOf(index, product, words) {
  const own = words.slice(1);
  return index.products[product]?.includes(own.join(' '))
    ? `${index.pageBase}/${product}/cli-reference/${own.join('/')}`
    : null;
}

/**
 * @param {string} name
 * @returns {name is CliProduct}
 */
function isCliProduct(name) {
  return Object.hasOwn(CLI_PRODUCTS, name);
}

/* -------------------------------------------------------------------------- */
/* Loading and validation                                                      */
/* -------------------------------------------------------------------------- */

/**
 * @param {string} root
 * @param {string} file
 */
function rel(root, file) {
  return path.relative(root, file).split(path.sep).join('/');
}

/** @param {string} root */
function schemaFile(root) {
  const own = path.join(root, SCHEMA);
  return existsSync(own) ? own : path.join(repoRoot, SCHEMA);
}

/**
 * Follows a dotted field path ("subcommands.0.flags.2.type") into `data`.
 * @param {unknown} data
 * @param {string} fieldPath
 */
function walk(data, fieldPath) {
  const parts = fieldPath && fieldPath !== '(root)' ? fieldPath.split('.') : [];
  /** @type {{key: string, value: unknown}[]} */
  const trail = [];
  let node = data;
  for (const part of parts) {
    if (node == null || typeof node !== 'object') break;
    node = /** @type {Record<string, unknown>} */ (node)[part];
    trail.push({key: part, value: node});
  }
  return trail;
}

/**
 * Turns a schema error's field path into a command path, so a writer sees
 * `diagrid appid create --name` rather than `subcommands.0.flags.1`.
 * @param {unknown} data
 * @param {string} fieldPath
 * @param {boolean} isCliFile
 */
function describeField(data, fieldPath, isCliFile) {
  /** The `name` of a command, flag or argument in the raw data, if it has one. */
  const nameOf = (/** @type {unknown} */ node) => {
    const name = node && typeof node === 'object' ? /** @type {{name?: unknown}} */ (node).name : undefined;
    return typeof name === 'string' ? name : undefined;
  };
  const trail = walk(data, fieldPath);
  const words = ['diagrid'];
  const fileName = nameOf(data);
  if (!isCliFile && fileName) words.push(fileName);
  /** @type {string[]} */
  let rest = [];
  /** @type {unknown} */
  let lastValue;
  for (let i = 0; i < trail.length; i++) {
    const {key, value} = trail[i];
    if (key === 'subcommands' && trail[i + 1]) {
      words.push(nameOf(trail[i + 1].value) ?? `subcommands[${trail[i + 1].key}]`);
      i++;
      rest = [];
      continue;
    }
    if ((key === 'flags' || key === 'globalFlags') && trail[i + 1]) {
      const flag = nameOf(trail[i + 1].value);
      rest = [flag ? `--${flag}` : `${key}[${trail[i + 1].key}]`];
      i++;
      continue;
    }
    if ((key === 'args' || key === 'examples') && trail[i + 1]) {
      const item = nameOf(trail[i + 1].value);
      rest = [key === 'args' && item ? `<${item}>` : `${key}[${trail[i + 1].key}]`];
      i++;
      continue;
    }
    rest.push(key);
    lastValue = value;
  }
  return {where: [...words, ...rest].join(' '), value: lastValue, last: trail.at(-1)?.key};
}

/**
 * @param {unknown} data
 * @param {string} root
 * @param {string} file
 * @param {boolean} isCliFile
 */
function schemaCheck(data, root, file, isCliFile) {
  try {
    validate(data, schemaFile(root), file);
  } catch (err) {
    if (!(err instanceof DataError)) throw err;
    const {where, value, last} = describeField(data, err.where, isCliFile);
    let problem = err.problem;
    if (last === 'type' && problem.startsWith('must be equal to one of')) {
      problem = `unknown flag type ${JSON.stringify(value)} (allowed: ${problem.split(': ')[1]})`;
    }
    if (problem === 'must NOT be valid')
      problem = 'a namedOnly command carries no flags, args or examples (no public source shows them)';
    if (problem === 'missing required field "usage"')
      problem = 'needs a usage line (or namedOnly: true when public sources show only its name)';
    throw new DataError(file, where, problem);
  }
}

/**
 * Checks a JSON-Schema-valid command tree for what a schema cannot express:
 * duplicate flag names and shorthands (also against the global flags) and
 * duplicate subcommand names or aliases.
 * @param {CommandData} cmd
 * @param {string[]} words
 * @param {Flag[]} globals
 * @param {string} file
 */
function semanticCheck(cmd, words, globals, file) {
  const full = words.join(' ');
  const longs = new Map(globals.map((f) => [f.name, 'global flag']));
  const shorts = new Map(globals.filter((f) => f.shorthand).map((f) => [f.shorthand, `global flag --${f.name}`]));
  for (const flag of cmd.flags ?? []) {
    const where = `${full} --${flag.name}`;
    if (longs.has(flag.name)) {
      const clash = longs.get(flag.name);
      throw new DataError(
        file,
        where,
        `duplicate flag "--${flag.name}"${clash === 'global flag' ? ' (already a global flag)' : ''}`,
      );
    }
    longs.set(flag.name, 'flag');
    if (flag.shorthand) {
      if (shorts.has(flag.shorthand)) {
        throw new DataError(
          file,
          where,
          `duplicate shorthand "-${flag.shorthand}" (already used by ${shorts.get(flag.shorthand)})`,
        );
      }
      shorts.set(flag.shorthand, `--${flag.name}`);
    }
    if (flag.type === 'bool' && flag.default !== undefined && typeof flag.default !== 'boolean') {
      throw new DataError(
        file,
        where,
        `default of a bool flag must be true or false, not ${JSON.stringify(flag.default)}`,
      );
    }
  }
  const args = new Set();
  for (const arg of cmd.args ?? []) {
    if (args.has(arg.name)) throw new DataError(file, `${full} <${arg.name}>`, `duplicate argument "${arg.name}"`);
    args.add(arg.name);
  }
  const names = new Map();
  for (const sub of cmd.subcommands ?? []) {
    for (const word of [sub.name, ...(sub.aliases ?? [])]) {
      if (names.has(word)) {
        throw new DataError(
          file,
          `${full} ${sub.name}`,
          `duplicate subcommand name "${word}" (already used by "${full} ${names.get(word)}")`,
        );
      }
      names.set(word, sub.name);
    }
  }
  if (cmd.subcommands?.length && cmd.args?.length) {
    throw new DataError(file, full, 'a command group cannot take arguments; give them to its subcommands');
  }
  const expectedStart = `${full} `;
  if (cmd.usage !== undefined && cmd.usage !== full && !cmd.usage.startsWith(expectedStart)) {
    throw new DataError(file, full, `usage must start with "${full}", found ${JSON.stringify(cmd.usage)}`);
  }
  for (const sub of cmd.subcommands ?? []) semanticCheck(sub, [...words, sub.name], globals, file);
}

/**
 * Checks that every command names known sources and that every flag's own
 * sources, if it has any, are known too (a flag without `source` inherits its
 * command's). Errors name the file and the command path.
 * @param {CommandData} cmd
 * @param {string[]} words
 * @param {string} file
 * @param {Map<string, import('./lib/sources.mjs').Source>} table
 */
function sourceCheck(cmd, words, file, table) {
  const full = words.join(' ');
  checkSourceKeys(cmd.source, {file, where: `${full} source`, table});
  for (const flag of cmd.flags ?? []) {
    if (flag.source !== undefined) checkSourceKeys(flag.source, {file, where: `${full} --${flag.name} source`, table});
  }
  if (cmd.unsourcedSubcommands && !cmd.description) {
    throw new DataError(
      file,
      full,
      'a group with unsourcedSubcommands needs a description that tells readers how to list them',
    );
  }
  for (const sub of cmd.subcommands ?? []) sourceCheck(sub, [...words, sub.name], file, table);
}

/**
 * Adds parent links, word paths and the source file to every node.
 * @param {CommandData} data
 * @param {Command} parent
 * @param {string} file
 * @returns {Command}
 */
function decorate(data, parent, file) {
  const subcommands = data.subcommands ?? [];
  /** @type {Command} */
  const cmd = Object.assign(data, {
    parent,
    words: [...parent.words, data.name],
    file,
    aliases: data.aliases ?? [],
    flags: data.flags ?? [],
    args: data.args ?? [],
    examples: data.examples ?? [],
    subcommands: [],
  });
  cmd.subcommands = subcommands.map((sub) => decorate(sub, cmd, file));
  return cmd;
}

/**
 * Loads and validates one product's command tree.
 * Returns a root node `{name: 'diagrid', words: ['diagrid'], flags: [],
 * subcommands: [groups...], cli, product}`; every node has `parent`, `words`
 * (["diagrid", "appid", "create"]) and `file` (repo-relative data file).
 * @param {string} product
 * @param {{root?: string}} [options]
 * @returns {CliTree}
 */
export function loadCliTree(product, {root = repoRoot} = {}) {
  if (!isCliProduct(product)) throw new Error(`unknown CLI product "${product}"`);
  const conf = CLI_PRODUCTS[product];
  const dir = path.join(root, conf.dataDir);
  const cliFile = path.join(dir, '_cli.yaml');
  const raw = loadYaml(cliFile);
  schemaCheck(raw, root, cliFile, true);
  /** @type {CliData} */
  const cli = raw;
  const sources = loadSources({root});
  checkSourceKeys(cli.source, {file: cliFile, where: 'diagrid source', table: sources});
  checkSourceKeys(cli.version.source, {file: cliFile, where: 'diagrid version.source', table: sources});
  for (const f of cli.globalFlags) {
    if (f.source !== undefined)
      checkSourceKeys(f.source, {file: cliFile, where: `diagrid --${f.name} source`, table: sources});
  }
  if (cli.product !== product) {
    throw new DataError(
      cliFile,
      'product',
      `expected "${product}" for a file under ${conf.dataDir}, found "${cli.product}"`,
    );
  }
  const gShorts = new Set();
  const gLongs = new Set();
  for (const f of cli.globalFlags) {
    if (gLongs.has(f.name)) throw new DataError(cliFile, `diagrid --${f.name}`, `duplicate flag "--${f.name}"`);
    if (f.shorthand && gShorts.has(f.shorthand))
      throw new DataError(cliFile, `diagrid --${f.name}`, `duplicate shorthand "-${f.shorthand}"`);
    gLongs.add(f.name);
    if (f.shorthand) gShorts.add(f.shorthand);
  }

  /** @type {CliTree} */
  const rootNode = {
    name: 'diagrid',
    words: ['diagrid'],
    aliases: [],
    flags: [],
    args: [],
    examples: [],
    subcommands: [],
    summary: cli.summary,
    source: cli.source,
    usage: 'diagrid [command]',
    file: rel(root, cliFile),
    parent: null,
    cli,
    product,
    globalFlags: cli.globalFlags,
    index: loadCliIndex({root}),
  };

  const files = readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f) && f !== '_cli.yaml')
    .sort();
  if (files.length === 0) throw new DataError(dir, '', 'no command group files found');
  const seen = new Map();
  for (const name of files) {
    const file = path.join(dir, name);
    const raw = loadYaml(file);
    schemaCheck(raw, root, file, false);
    /** @type {CommandData} */
    const data = raw;
    const base = name.replace(/\.ya?ml$/, '');
    if (data.name !== base) {
      throw new DataError(
        file,
        `diagrid ${data.name}`,
        `a group file must be named after its command: expected ${data.name}.yaml`,
      );
    }
    semanticCheck(data, ['diagrid', data.name], cli.globalFlags, file);
    sourceCheck(data, ['diagrid', data.name], file, sources);
    for (const word of [data.name, ...(data.aliases ?? [])]) {
      if (seen.has(word)) {
        throw new DataError(
          file,
          `diagrid ${data.name}`,
          `duplicate subcommand name "${word}" (already used in ${seen.get(word)})`,
        );
      }
      seen.set(word, rel(root, file));
    }
    const group = decorate(data, rootNode, rel(root, file));
    rootNode.subcommands.push(group);
  }
  for (const cmd of allCommands(rootNode)) {
    if (cmd.namedOnly && !diagridPageOf(rootNode.index, product, cmd.words)) {
      throw new DataError(
        path.join(root, cmd.file),
        cmd.words.join(' '),
        `namedOnly rests on Diagrid's public index, which does not list this command (${INDEX_FILE})`,
      );
    }
  }
  return rootNode;
}

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
 * Every command below `node`, each with its parent.
 * @param {Command} node
 * @returns {Generator<Command & {parent: Command}>}
 */
export function* allCommands(node) {
  for (const sub of node.subcommands) {
    yield {...sub, parent: node};
    yield* allCommands(sub);
  }
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
