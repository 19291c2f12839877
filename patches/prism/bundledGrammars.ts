/**
 * Registers every grammar prism-react-renderer bundles, in the package's order, on the global
 * Prism: the `?bundled-grammars` module that prismBundleLoader.cjs splits out of the package's
 * one file (`dist/index.mjs`).
 */
export function registerBundledGrammars(): void {
  require('prism-react-renderer/dist/index.mjs?bundled-grammars');
}
