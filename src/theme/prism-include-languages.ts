/**
 * Replaces Docusaurus's prism-include-languages (no original to wrap: it is
 * a function the theme calls once with its Prism). The theme's version
 * evaluates every grammar in `prism.additionalLanguages` in main.js, on every
 * page. Here `additionalLanguages` stays empty: the grammars live in
 * src/prism/, the server build registers them all (the import of
 * '@site/src/prism/all' is an empty module in the browser build, see
 * patches/prism/prismLanguages.ts), and each page's chunk imports the ones its
 * code blocks use.
 */
import '@site/src/prism/all';

export default function prismIncludeLanguages(_prism: unknown): void {}
