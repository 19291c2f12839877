import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {lazyLanguages, type LazyLanguage} from '../src/prism/languages';

/**
 * Prism grammars per page (see src/prism/languages.ts).
 *
 * `remarkPrismLanguages` (a remark plugin of every docs instance and of the
 * pages plugin) adds `import '@site/src/prism/<lang>'` to a Markdown page
 * for each extra grammar its code fences use, so the grammar is in that
 * page's chunk and runs before the page renders.
 *
 * The `prismLanguages` site plugin makes '@site/src/prism/all' (imported by
 * src/theme/prism-include-languages.ts) an empty module in the browser build;
 * the server build keeps it and highlights every page.
 */
const byFence = new Map<string, LazyLanguage>(
  Object.entries(lazyLanguages).flatMap(([lang, names]) => names.map((name) => [name, lang as LazyLanguage])),
);

type Node = {type: string; lang?: string | null; children?: Node[]; value?: string; data?: unknown};

function importNode(lang: LazyLanguage): Node {
  const source = `@site/src/prism/${lang}`;
  return {
    type: 'mdxjsEsm',
    value: `import '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{type: 'ImportDeclaration', specifiers: [], source: {type: 'Literal', value: source, raw: `'${source}'`}}],
      },
    },
  };
}

/** The extra grammars a Markdown tree's code fences use. */
export function languagesUsed(tree: Node): LazyLanguage[] {
  const found = new Set<LazyLanguage>();
  const visit = (node: Node) => {
    if (node.type === 'code' && node.lang) {
      const lang = byFence.get(node.lang.toLowerCase());
      if (lang) found.add(lang);
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  return [...found].sort();
}

export function remarkPrismLanguages() {
  return (tree: Node) => {
    const langs = languagesUsed(tree);
    if (langs.length > 0) tree.children = [...langs.map(importNode), ...(tree.children ?? [])];
  };
}

const none = path.join(__dirname, '..', 'src', 'prism', 'none.js');
/** The classic theme's client module `prism-include-languages` (not the theme component of that name). */
const themeClientModule = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

export default function prismLanguages(): Plugin {
  return {
    name: 'prism-languages',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      // A resolve alias would lose to Docusaurus's own '@site' alias; this
      // swaps the request before it is resolved.
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      // One small chunk per grammar, shared by the pages that use it,
      // instead of a copy in each of their chunks.
      const cacheGroups = Object.fromEntries(
        Object.keys(lazyLanguages).map((lang) => [
          `prism-${lang}`,
          {
            name: `prism-${lang}`,
            test: new RegExp(`[\\\\/](?:src[\\\\/]prism[\\\\/]${lang}\\.ts|prismjs[\\\\/]components[\\\\/]prism-${lang}\\.js)$`),
            chunks: 'async' as const,
            enforce: true,
            priority: 50,
          },
        ]),
      );
      return {
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
