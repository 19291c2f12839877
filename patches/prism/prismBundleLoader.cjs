/**
 * A bundler loader for prism-react-renderer's one built file
 * (`prism-react-renderer/dist/index.mjs`), used by patches/prism/prismLanguages.ts.
 *
 * That file holds three things: the Prism core, the grammars the package
 * bundles (markup, JavaScript and its relatives, YAML, JSON, Python, Go, C,
 * Rust, Swift and more, about 19 KiB gzip, most of a phone's time spent
 * evaluating it) and twenty colour themes; then the `Highlight` component.
 * Every page that renders Markdown evaluated all of it, although most pages
 * show only shell commands, whose grammar is not among them.
 *
 * - Without a query, in the browser build (`strip: true`): the module keeps
 *   the core, `Highlight` and the one theme `Highlight` falls back to; the
 *   bundled grammars and the other themes are left out. `themes` becomes a
 *   stand-in that throws when read (the site's themes are set in
 *   config/prism.ts, in Node).
 * - With `?bundled-grammars`, in both builds: a module holding exactly the
 *   bundled grammars' code, in the package's order, applied to the package's
 *   Prism. src/prism/bundled.ts imports it where a page needs one of them.
 * - The server build leaves the file itself as it is.
 *
 * The file is split at the comments its build tool writes before each
 * source file (`// src/prism-langs.ts`, `// src/themes/…`). If they are not
 * where this expects them (a new release of the package), the build stops
 * with an error that says so.
 */
'use strict';

const PACKAGE = 'prism-react-renderer/dist/index.mjs';
const GRAMMARS = 'src/prism-langs.ts';
const THEMES = 'src/themes/index.ts';
/** The theme `Highlight` uses when it is given none. */
const FALLBACK_THEME = 'src/themes/vsDark.ts';
const PRISM_LINE = 'var Prism = __toESM(require_prism());';

/**
 * The file's parts, each `{name, text}`: `name` is the source file the
 * build tool's comment names (`null` for what comes before the first).
 * @param {string} source
 */
function sections(source) {
  /** @type {{name: string | null, text: string}[]} */
  const parts = [];
  let current = {name: /** @type {string | null} */ (null), lines: /** @type {string[]} */ ([])};
  for (const line of source.split('\n')) {
    const marker = /^\/\/ (src\/\S+)$/.exec(line);
    if (marker) {
      parts.push({name: current.name, text: current.lines.join('\n')});
      current = {name: marker[1], lines: []};
    } else {
      current.lines.push(line);
    }
  }
  parts.push({name: current.name, text: current.lines.join('\n')});
  return parts;
}

/** @param {string} message */
function unexpected(message) {
  return new Error(
    `patches/prism/prismBundleLoader.cjs: ${PACKAGE} is not laid out as expected (${message}). ` +
      'A new release of prism-react-renderer may have changed its build; check the split in this file.',
  );
}

/**
 * The bundled grammars' code, without the line that creates `Prism`.
 * @param {string} source
 */
function grammarsOf(source) {
  const found = sections(source).filter((part) => part.name === GRAMMARS);
  if (found.length !== 1) throw unexpected(`${found.length} sections named ${GRAMMARS}`);
  const text = found[0].text.trim();
  if (!text.startsWith(`${PRISM_LINE}\n`)) throw unexpected(`${GRAMMARS} does not start with \`${PRISM_LINE}\``);
  const grammars = text.slice(PRISM_LINE.length + 1);
  if (!/Prism\.languages\.markup = /.test(grammars) || !/Prism\.languages\.python = /.test(grammars)) {
    throw unexpected(`${GRAMMARS} does not define the markup and python grammars`);
  }
  return grammars;
}

/**
 * The module without the bundled grammars and the themes `Highlight` does
 * not use.
 * @param {string} source
 */
function stripBundle(source) {
  grammarsOf(source);
  const parts = sections(source);
  const names = parts.map((part) => part.name);
  for (const name of [THEMES, FALLBACK_THEME]) {
    if (!names.includes(name)) throw unexpected(`no section named ${name}`);
  }
  if (!/export \{[^}]*themes_exports as themes/.test(source)) throw unexpected('no `themes` export');
  const out = [];
  for (const {name, text} of parts) {
    if (name === GRAMMARS) {
      out.push(
        `// ${name}: the Prism core only; the grammars come from src/prism/ (patches/prism/prismBundleLoader.cjs)`,
        PRISM_LINE,
      );
    } else if (name === THEMES) {
      out.push(
        `// ${name}: left out (patches/prism/prismBundleLoader.cjs)`,
        'var themes_exports = new Proxy({}, { get(_, name) {',
        '  throw new Error(`prism-react-renderer: themes.${String(name)} is left out of the browser build (patches/prism/prismBundleLoader.cjs); set code themes in config/prism.ts`);',
        '} });',
      );
    } else if (name?.startsWith('src/themes/') && name !== FALLBACK_THEME) {
      // Another theme: left out.
    } else {
      out.push(...(name ? [`// ${name}`] : []), text);
    }
  }
  return out.join('\n');
}

/**
 * A module that applies the bundled grammars to the package's Prism.
 * @param {string} source
 */
function grammarsModule(source) {
  return [
    '// The grammars prism-react-renderer bundles, in its order (patches/prism/prismBundleLoader.cjs).',
    "import { Prism } from 'prism-react-renderer';",
    grammarsOf(source),
  ].join('\n');
}

/**
 * @this {{resourceQuery: string, getOptions(): {strip?: boolean}}}
 * @param {string} source
 */
function loader(source) {
  if (/[?&]bundled-grammars(&|$)/.test(this.resourceQuery)) return grammarsModule(source);
  return this.getOptions().strip ? stripBundle(source) : source;
}

module.exports = loader;
module.exports.stripBundle = stripBundle;
module.exports.grammarsModule = grammarsModule;
