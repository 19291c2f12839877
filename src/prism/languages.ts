/**
 * The Prism grammars a page loads in the browser, and the code-fence names
 * that mean them.
 *
 * Docusaurus evaluates prism-react-renderer's bundled grammars (markup,
 * JavaScript and its relatives, YAML, JSON, Python, Go and a dozen more) and
 * every `additionalLanguages` grammar in the browser on every page that can
 * render code (C# alone is ~85 ms of a phone's main thread). Here the server
 * build has them all, so the HTML is highlighted, and in the browser a
 * page's chunk imports the grammars its code blocks use (the remark step in
 * patches/prism/prismLanguages.ts), before the page renders, so hydration sees the
 * same tokens as the server did. The browser build's prism-react-renderer
 * has the Prism core and no grammar (patches/prism/prismBundleLoader.cjs).
 */
export const lazyLanguages = {
  // Not bundled by prism-react-renderer.
  bash: ['bash', 'sh', 'shell', 'console'],
  csharp: ['csharp', 'cs', 'dotnet'],
  java: ['java'],
  powershell: ['powershell', 'ps1', 'pwsh'],
  http: ['http'],
  // Bundled by prism-react-renderer, and changed by none of its other grammars, so
  // Prism's own file gives the same grammar (tests/unit/prism-grammars.test.mjs).
  // clike only comes before the grammars built on it: the package's JavaScript grammar
  // changes its own clike, so a `clike` fence gets the bundled set.
  clike: [],
  yaml: ['yaml', 'yml'],
  json: ['json', 'webmanifest'],
  python: ['python', 'py'],
  go: ['go'],
} as const;

export type LazyLanguage = keyof typeof lazyLanguages;

/**
 * The module that brings every other bundled grammar at once, in the
 * package's order (src/prism/bundled.ts): the remark step imports it for a
 * fence in any language prism-react-renderer's Prism knows that is not in
 * `lazyLanguages`, and before any other grammar.
 */
export const BUNDLED = 'bundled';
