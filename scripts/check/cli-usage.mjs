#!/usr/bin/env node
// Checks every `diagrid ...` command line in the docs against the documented
// command trees (data/cli/<product>/*.yaml). A command or flag that the tree
// does not know is reported as `<file>:<line>: <problem>`, so a guide can
// never show a command the reference does not document.
//
//   node scripts/check/cli-usage.mjs          # prints problems, exits 1 if any
//
// What counts as a command line: inside fenced code blocks of any language,
// a simple command whose first word is `diagrid`, also after a `$ ` prompt,
// inside `$(...)` or backticks, after `&&`, `||`, `|` or `;`, after
// `VAR=value` assignments, and with `\` line continuations joined.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {DataError, repoRoot} from '../lib/data.mjs';
import {GENERATED_DIRS, products} from '../lib/products.mjs';
import {filesUnder, isSourceFolder} from '../lib/files.mjs';
import {fencedBlocks} from '../lib/markdown.mjs';
import {CLI_PRODUCTS, cliProductOf, loadCliTree} from '../lib/cli-data.mjs';

/** @typedef {import('../lib/cli-data.mjs').Command} Command */
/** @typedef {import('../lib/cli-data.mjs').CliTree} CliTree */
/** @typedef {import('../lib/cli-data.mjs').Flag} Flag */
/**
 * What resolving a command line gives: the command and the flags used, or a
 * problem; `command` is null for lines that name no single command.
 * @typedef {{ok: true, command: Command | null, flags?: Flag[]} | {ok: false, problem: string}} Resolved
 */

/**
 * Folders scanned, relative to the repo root, and the CLI product their
 * commands belong to (null: any): each docs folder, each CLI's data folder,
 * then the rest of data/.
 * @type {{dir: string, product: string | null}[]}
 */
export const SCAN_DIRS = [
  ...products.map((p) => ({dir: p.path, product: cliProductOf(p)})),
  ...Object.entries(CLI_PRODUCTS).map(([product, conf]) => ({dir: conf.dataDir, product})),
  {dir: 'data', product: null},
];

/* -------------------------------------------------------------------------- */
/* Finding command lines                                                       */
/* -------------------------------------------------------------------------- */

/**
 * Returns the logical lines inside fenced code blocks of a Markdown/MDX
 * text: `{line, text}` with backslash continuations joined and `line` the
 * 1-based number of the first physical line.
 * @param {string} text
 */
export function codeBlockLines(text) {
  const lines = text.split('\n');
  /** @type {{line: number, text: string}[]} */
  const out = [];
  for (const block of fencedBlocks(lines)) {
    /** @type {{line: number, text: string} | null} */
    let pending = null;
    for (let i = block.open + 1; i < (block.close ?? lines.length); i++) {
      const raw = lines[i];
      const continued = /(^|[^\\])\\\s*$/.test(raw);
      const body = continued ? raw.replace(/\\\s*$/, ' ') : raw;
      if (pending) pending.text += body;
      else pending = {line: i + 1, text: body};
      if (!continued) {
        out.push(pending);
        pending = null;
      }
    }
    if (pending) out.push(pending);
  }
  return out;
}

const PLACEHOLDER = /^<[A-Za-z][^<>\n]*>/;

/**
 * A small shell-like parser: splits a line into simple commands (arrays of
 * words) at `|`, `||`, `&&`, `;` and `&`, drops redirections and comments,
 * respects quotes and collects commands nested in `$(...)` and backticks.
 * `<placeholder>` text is kept as part of a word, not read as a redirection.
 * @param {string} src
 * @returns {string[][]}
 */
export function parseShell(src) {
  /** @type {string[][]} */
  const commands = [];
  let i = 0;

  /** @param {boolean} untilParen */
  function parseSeq(untilParen) {
    /** @type {string[]} */
    let words = [];
    /** @type {string | null} */
    let word = null;
    let skipNext = false; // the next word is a redirection target
    const endWord = () => {
      if (word !== null) {
        if (skipNext) skipNext = false;
        else words.push(word);
      }
      word = null;
    };
    const endCommand = () => {
      endWord();
      if (words.length) commands.push(words);
      words = [];
    };
    const add = (/** @type {string} */ s) => {
      word = (word ?? '') + s;
    };
    while (i < src.length) {
      const c = src[i];
      if (untilParen && c === ')') {
        i++;
        break;
      }
      if (/\s/.test(c)) {
        endWord();
        i++;
      } else if (c === '#' && word === null) {
        i = src.length; // comment to end of line
      } else if (c === '|' || c === ';' || c === '&') {
        if (c === '&' && src[i - 1] === '>') {
          i++;
          continue;
        }
        endCommand();
        while (src[i] === '|' || src[i] === '&' || src[i] === ';') i++;
      } else if (c === '<' && PLACEHOLDER.test(src.slice(i))) {
        const [ph] = /** @type {RegExpMatchArray} */ (src.slice(i).match(PLACEHOLDER));
        add(ph);
        i += ph.length;
      } else if (c === '>' || c === '<') {
        // Redirection: a file descriptor number just before it is not a word.
        if (word !== null && /^\d+$/.test(word)) word = null;
        endWord();
        while (src[i] === '>' || src[i] === '<') i++;
        if (src[i] === '&') {
          i++;
          while (/\d/.test(src[i] ?? '')) i++;
        } else if (src[i] === '(') {
          // Process substitution <(...) / >(...)
          i++;
          parseSeq(true);
          add('<(...)');
        } else {
          skipNext = true;
        }
      } else if (c === "'") {
        const end = src.indexOf("'", i + 1);
        add(end === -1 ? src.slice(i + 1) : src.slice(i + 1, end));
        i = end === -1 ? src.length : end + 1;
      } else if (c === '"') {
        i++;
        let s = '';
        while (i < src.length && src[i] !== '"') {
          if (src[i] === '\\' && i + 1 < src.length) {
            s += src[i + 1];
            i += 2;
          } else if (src[i] === '$' && src[i + 1] === '(') {
            i += 2;
            parseSeq(true);
            s += '$(...)';
          } else if (src[i] === '`') {
            const end = src.indexOf('`', i + 1);
            commands.push(...parseShell(end === -1 ? src.slice(i + 1) : src.slice(i + 1, end)));
            s += '`...`';
            i = end === -1 ? src.length : end + 1;
          } else {
            s += src[i++];
          }
        }
        i++;
        add(s);
      } else if (c === '$' && src[i + 1] === '(') {
        i += 2;
        parseSeq(true);
        add('$(...)');
      } else if (c === '`') {
        const end = src.indexOf('`', i + 1);
        commands.push(...parseShell(end === -1 ? src.slice(i + 1) : src.slice(i + 1, end)));
        add('`...`');
        i = end === -1 ? src.length : end + 1;
      } else if (c === '(' || c === ')' || c === '{' || c === '}') {
        // Subshells and groups: boundaries between commands.
        if (word === null) {
          endCommand();
          i++;
        } else {
          add(c);
          i++;
        }
      } else if (c === '\\' && i + 1 < src.length) {
        add(src[i + 1]);
        i += 2;
      } else {
        add(c);
        i++;
      }
    }
    endCommand();
  }

  parseSeq(false);
  return commands;
}

/**
 * The `diagrid` invocations on one logical line, as word arrays without `diagrid`.
 * @param {string} lineText
 */
export function diagridCommands(lineText) {
  const text = lineText.replace(/^\s*(?:\$|>|PS>|PS [^>]*>)\s+/, '');
  const found = [];
  for (const words of parseShell(text)) {
    let k = 0;
    while (k < words.length && /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[k])) k++;
    if (/^(sudo|time|exec|command|watch)$/.test(words[k] ?? '')) k++;
    if (words[k] === 'diagrid') found.push(words.slice(k + 1));
  }
  return found;
}

/* -------------------------------------------------------------------------- */
/* Resolving against a tree                                                    */
/* -------------------------------------------------------------------------- */

/** @param {string} w */
const isNotation = (w) => /^[<[]/.test(w) || w === '...' || w === '|';

/**
 * @param {Command} node
 * @param {string} word
 */
function findChild(node, word) {
  return node.subcommands.find((s) => s.name === word || s.aliases.includes(word));
}

/**
 * @param {Command} node
 * @returns {Generator<Flag>}
 */
function* subtreeFlags(node) {
  yield* node.flags;
  for (const sub of node.subcommands) yield* subtreeFlags(sub);
}

/**
 * @param {Flag[]} flags
 * @param {string} token
 */
function lookupFlag(flags, token) {
  if (token.startsWith('--')) {
    const name = token.slice(2).split('=')[0];
    return flags.find((f) => f.name === name);
  }
  return flags.find((f) => f.shorthand === token[1]);
}

/**
 * Checks the words after `diagrid` against a command tree. Returns
 * `{ok: true, command}` or `{ok: false, problem}`.
 * @param {CliTree} tree
 * @param {string[]} words
 * @returns {Resolved}
 */
export function resolveCommand(tree, words) {
  const globals = tree.globalFlags;
  /** @type {Command} */
  let node = tree;
  /** @type {string[]} */
  const flagTokens = [];
  let positional = 0;
  let unresolvable = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (w === '--') break;
    if (w.startsWith('-') && w.length > 1 && !/^-\d/.test(w)) {
      flagTokens.push(w);
      if (!w.includes('=')) {
        // Does the flag take a value? Look at every command below this point.
        const flag = lookupFlag([...subtreeFlags(node), ...globals], w);
        const shortWithValue = !w.startsWith('--') && w.length > 2;
        if (flag && flag.type !== 'bool' && !shortWithValue) i++;
      }
      continue;
    }
    if (positional === 0 && (node.subcommands.length || node.unsourcedSubcommands) && !unresolvable) {
      if (w === 'help' && node === tree) {
        unresolvable = true; // `diagrid help <command>`: cobra's built-in help
        continue;
      }
      if (isNotation(w)) {
        unresolvable = true; // `diagrid <group> <command>`: a pattern, not a command
        continue;
      }
      const child = findChild(node, w);
      if (child) {
        node = child;
        continue;
      }
      const at = node.words.join(' ');
      if (node.unsourcedSubcommands) {
        return {
          ok: false,
          problem: `unsourced command "${at} ${w}" (no public source documents the subcommands of "${at}")`,
        };
      }
      if (node === tree)
        return {ok: false, problem: `unknown command "diagrid ${w}" (no such ${tree.product} command group)`};
      const known = node.subcommands
        .map((s) => s.name)
        .sort()
        .join(', ');
      return {ok: false, problem: `unknown command "${at} ${w}" ("${at}" has: ${known})`};
    }
    positional++;
  }
  if (unresolvable) return {ok: true, command: null};

  const own = [...node.flags, ...globals];
  const full = node.words.join(' ');
  /** @type {Flag[]} */
  const used = [];
  for (const token of flagTokens) {
    if (token.startsWith('--')) {
      const name = token.slice(2).split('=')[0];
      if (!name || isNotation(name)) continue;
      const flag = lookupFlag(own, token);
      if (!flag) return {ok: false, problem: `undocumented flag "--${name}" for "${full}"`};
      used.push(flag);
      continue;
    }
    // Short flags: -x, -xVALUE, -x=VALUE, or combined booleans -abc.
    const body = token.slice(1).split('=')[0];
    for (let k = 0; k < body.length; k++) {
      const flag = own.find((f) => f.shorthand === body[k]);
      if (!flag) return {ok: false, problem: `undocumented flag "-${body[k]}" for "${full}"`};
      used.push(flag);
      if (flag.type !== 'bool') break; // the rest is its value
    }
  }
  if (node.namedOnly && positional > 0) {
    return {ok: false, problem: `undocumented arguments for "${full}" (public sources show only its name)`};
  }
  return {ok: true, command: node, flags: used};
}

/**
 * Guides teach the current CLI: a hidden command (one the described release
 * leaves out of --help) or a deprecated flag is reported with what to use
 * instead. The reference's own examples may still show them.
 * @param {Resolved} result
 */
export function currentFormProblem(result) {
  if (!result.ok || !result.command) return null;
  for (let node = result.command; node.parent && !result.command.noCurrentForm; node = node.parent) {
    if (node.hidden)
      return `"${node.words.join(' ')}" is hidden in the CLI release this site describes; use the current command (see its reference page)`;
  }
  const old = (result.flags ?? []).find((f) => f.deprecated);
  if (old) return `deprecated flag "--${old.name}" for "${result.command.words.join(' ')}": ${old.deprecated}`;
  return null;
}

/* -------------------------------------------------------------------------- */
/* Scanning files                                                              */
/* -------------------------------------------------------------------------- */

/** @param {string} name */
const isPage = (name) => !name.startsWith('.') && /\.mdx?$/.test(name);

/**
 * Generated reference pages document hidden commands on purpose (their own
 * usage lines); only hand-written pages must teach the current forms.
 * @param {string} relPath
 */
function isGeneratedReference(relPath) {
  return GENERATED_DIRS.some((d) => relPath.startsWith(d));
}

/**
 * Loads both command trees (or the ones given).
 * @param {{root?: string}} [options]
 * @returns {Record<string, CliTree>}
 */
export function loadTrees({root = repoRoot} = {}) {
  return Object.fromEntries(Object.keys(CLI_PRODUCTS).map((p) => [p, loadCliTree(p, {root})]));
}

/** @param {string} relPath */
function productOf(relPath) {
  for (const {dir, product} of SCAN_DIRS) {
    if (relPath === dir || relPath.startsWith(`${dir}/`)) return product;
  }
  return null;
}

/**
 * Checks one line of words against the tree(s) of a product (null = either).
 * @param {Record<string, CliTree>} trees
 * @param {string | null} product
 * @param {string[]} words
 * @returns {Resolved}
 */
function checkWords(trees, product, words) {
  const names = product ? [product] : Object.keys(trees);
  const results = names.map((p) => ({p, r: resolveCommand(trees[p], words)}));
  const good = results.find(({r}) => r.ok);
  if (good) return good.r;
  const [first] = results;
  if (results.length === 1 || first.r.ok) return first.r;
  return {
    ok: false,
    problem: `${first.r.problem}; not valid for ${results
      .slice(1)
      .map(({p}) => p)
      .join(' or ')} either`,
  };
}

/**
 * Scans the docs and data folders under `root` and returns the problems as
 * `<file>:<line>: <problem>` strings (file relative to `root`). Trees come
 * from `treeRoot` (default: `root`).
 * @param {{root?: string, treeRoot?: string, trees?: Record<string, CliTree>}} [options]
 */
export function checkCliUsage({root = repoRoot, treeRoot = root, trees = loadTrees({root: treeRoot})} = {}) {
  /** @type {string[]} */
  const problems = [];
  const seen = new Set();
  let lines = 0;
  for (const {dir} of SCAN_DIRS) {
    for (const file of filesUnder(path.join(root, dir), isPage, isSourceFolder)) {
      const rel = path.relative(root, file).split(path.sep).join('/');
      if (seen.has(rel)) continue;
      seen.add(rel);
      const product = productOf(rel);
      for (const {line, text} of codeBlockLines(readFileSync(file, 'utf8'))) {
        for (const words of diagridCommands(text)) {
          lines++;
          const r = checkWords(trees, product, words);
          const problem = r.ok ? (isGeneratedReference(rel) ? null : currentFormProblem(r)) : r.problem;
          if (problem) problems.push(`${rel}:${line}: ${problem}`);
        }
      }
    }
  }

  // The examples in the data files must run the command they illustrate.
  for (const [product, tree] of Object.entries(trees)) {
    /**
     * @param {Command} node
     * @returns {Generator<Command>}
     */
    const walk = function* (node) {
      for (const sub of node.subcommands) {
        yield sub;
        yield* walk(sub);
      }
    };
    for (const cmd of walk(tree)) {
      for (const ex of cmd.examples) {
        const source = path.join(treeRoot, cmd.file);
        const text = existsSync(source) ? readFileSync(source, 'utf8') : '';
        const idx = text.indexOf(ex.command.slice(0, 40));
        const line = idx === -1 ? 1 : text.slice(0, idx).split('\n').length;
        const found = diagridCommands(ex.command);
        if (!found.length) {
          problems.push(`${cmd.file}:${line}: example for "${cmd.words.join(' ')}" does not run diagrid`);
          continue;
        }
        for (const words of found) {
          lines++;
          const r = checkWords(trees, product, words);
          if (!r.ok) problems.push(`${cmd.file}:${line}: ${r.problem}`);
        }
        const first = checkWords(trees, product, found[0]);
        if (first.ok && first.command && first.command !== cmd) {
          problems.push(
            `${cmd.file}:${line}: example for "${cmd.words.join(' ')}" runs "${first.command.words.join(' ')}"`,
          );
        }
      }
    }
  }
  return {problems, lines};
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const {problems, lines} = checkCliUsage();
    for (const p of problems) console.error(p);
    console.log(`check-cli-usage: ${lines} diagrid command lines checked, ${problems.length} problem(s)`);
    process.exit(problems.length ? 1 : 0);
  } catch (err) {
    if (err instanceof DataError) {
      console.error(`check-cli-usage: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
}
