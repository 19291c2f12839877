import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {Prism} from 'prism-react-renderer';
import {BUNDLED, lazyLanguages, type LazyLanguage} from '../../src/prism/languages';

/**
 * Prism grammars per page (see src/prism/languages.ts).
 *
 * `remarkPrismLanguages` (a remark plugin of every docs instance and of the
 * pages plugin) adds `import '@site/src/prism/<lang>'` to a Markdown page
 * for each grammar its code fences use, so the grammar is in that page's
 * chunk and runs before the page renders.
 *
 * In the browser build, prism-react-renderer comes without its bundled
 * grammars and its unused themes (patches/prism/prismBundleLoader.cjs), and
 * '@site/src/prism/all' (imported by src/theme/prism-include-languages.ts)
 * is an empty module; the server build keeps both as they are and
 * highlights every page.
 */
type PageGrammar = LazyLanguage | typeof BUNDLED;

const byFence = new Map<string, PageGrammar>(
  Object.entries(lazyLanguages).flatMap(([lang, names]) => names.map((name) => [name, lang as LazyLanguage])),
);

/**
 * The names prism-react-renderer's own grammars answer to (read here, in
 * Node, from the real package, before anything adds to it), less the plain
 * text ones of the Prism core.
 */
const bundledNames = new Set(
  Object.entries(Prism.languages)
    .filter(([name, grammar]) => typeof grammar === 'object' && !['plain', 'plaintext', 'text', 'txt'].includes(name))
    .map(([name]) => name),
);

/** The module a fence language needs in the browser, if any. */
export function grammarFor(fence: string): PageGrammar | undefined {
  const name = fence.toLowerCase();
  return byFence.get(name) ?? (bundledNames.has(name) ? BUNDLED : undefined);
}

type Node = {type: string; lang?: string | null; children?: Node[]; value?: string; data?: unknown};

function importNode(lang: PageGrammar): Node {
  const source = `@site/src/prism/${lang}`;
  return {
    type: 'mdxjsEsm',
    value: `import '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {type: 'ImportDeclaration', specifiers: [], source: {type: 'Literal', value: source, raw: `'${source}'`}},
        ],
      },
    },
  };
}

/**
 * The grammar modules a Markdown tree's code fences use, in import order:
 * the bundled set first (other grammars must not be there before it, as on
 * the server), then the others by name.
 */
export function languagesUsed(tree: Node): PageGrammar[] {
  const found = new Set<PageGrammar>();
  const visit = (node: Node) => {
    if (node.type === 'code' && node.lang) {
      const grammar = grammarFor(node.lang);
      if (grammar) found.add(grammar);
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  return [...found].sort((a, b) => Number(b === BUNDLED) - Number(a === BUNDLED) || a.localeCompare(b));
}

export function remarkPrismLanguages() {
  return (tree: Node) => {
    const langs = languagesUsed(tree);
    if (langs.length > 0) tree.children = [...langs.map(importNode), ...(tree.children ?? [])];
  };
}

const none = path.join(__dirname, '..', '..', 'src', 'prism', 'none.js');
/** The classic theme's client module `prism-include-languages` (not the theme component of that name). */
const themeClientModule = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
/** prism-react-renderer's one built file, which patches/prism/prismBundleLoader.cjs splits. */
const prismReactRenderer = /[\\/]prism-react-renderer[\\/]dist[\\/]index\.mjs$/;
const bundleLoader = path.join(__dirname, 'prismBundleLoader.cjs');

export default function prismLanguages(): Plugin {
  return {
    name: 'prism-languages',
    configureWebpack(_config, isServer, {currentBundler}) {
      // Both builds: `?bundled-grammars` is the package's grammars as a module of their own
      // (src/prism/bundled.ts, through bundledGrammars.ts). The browser build: the package without them.
      const rules = [{test: prismReactRenderer, use: [{loader: bundleLoader, options: {strip: !isServer}}]}];
      if (isServer) return {module: {rules}};
      // A resolve alias would lose to Docusaurus's own '@site' alias; this
      // swaps the request before it is resolved.
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      // One small chunk per grammar module, shared by the pages that use it,
      // instead of a copy in each of their chunks. The bundled grammars' module
      // has the package file's path and a query, which a RegExp test does not see.
      const grammarModule = (lang: PageGrammar) =>
        lang === BUNDLED
          ? (module: unknown) =>
              /[?&]bundled-grammars(&|$)|[\\/]src[\\/]prism[\\/]bundled\.ts$|[\\/]patches[\\/]prism[\\/]bundledGrammars\.ts$/.test(
                (module as {resource?: string}).resource ?? '',
              )
          : new RegExp(
              `[\\\\/](?:src[\\\\/]prism[\\\\/]${lang}\\.ts|prismjs[\\\\/]components[\\\\/]prism-${lang}\\.js)$`,
            );
      const modules: PageGrammar[] = [...(Object.keys(lazyLanguages) as LazyLanguage[]), BUNDLED];
      const cacheGroups = Object.fromEntries(
        modules.map((lang) => [
          `prism-${lang}`,
          {name: `prism-${lang}`, test: grammarModule(lang), chunks: 'async' as const, enforce: true, priority: 50},
        ]),
      );
      return {
        module: {rules},
        plugins: [
          new NormalModuleReplacementPlugin(/^@site\/src\/prism\/all$/, none),
          // The theme's client module calls prism-include-languages, which does
          // nothing in the browser (above), with prism-react-renderer's Prism.
          // Importing it put prism-react-renderer (Prism and its bundled
          // grammars, about 130 KB before minification) into main.js, evaluated
          // on every page; without it, the library loads with the code block
          // component, on the pages that render Markdown.
          new NormalModuleReplacementPlugin(themeClientModule, none),
        ],
        optimization: {splitChunks: {cacheGroups}},
      };
    },
  };
}
