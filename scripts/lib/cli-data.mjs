// The `diagrid` CLI command trees of data/cli/<product>/ and Diagrid's public
// index of CLI pages (data/cli/diagrid-index.yaml), loaded and checked: the
// schema (data/schemas/cli.schema.json), then what a schema cannot say (paths
// and parents, flag names, source keys). A problem stops with a DataError
// naming the file and the field. scripts/generate/cli.mjs renders the pages
// from what this returns; the usage check and the MCP data read it too.
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {DataError, loadYaml, repoRoot, validate} from './data.mjs';
import {referencesOf} from './products.mjs';
import {checkSourceKeys, loadSources} from './sources.mjs';

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
 * @param {import('./products.mjs').Product} product
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
export function diagridPageOf(index, product, words) {
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
 * @param {Map<string, import('./sources.mjs').Source>} table
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
