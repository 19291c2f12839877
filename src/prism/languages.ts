/**
 * Prism grammars beyond those prism-react-renderer bundles (python, go,
 * json, yaml, markup, javascript…), and the fence names that mean them.
 *
 * Docusaurus evaluates every `additionalLanguages` grammar in main.js on
 * every page (C# alone is ~85 ms of a phone's main thread). Here the server
 * build registers them all, so the HTML is highlighted, and in the browser a
 * page's chunk imports the grammars its code blocks use
 * (the remark step in plugins/prismLanguages.ts), before the page renders, so hydration
 * sees the same tokens as the server did.
 */
export const lazyLanguages = {
  bash: ['bash', 'sh', 'shell', 'console'],
  csharp: ['csharp', 'cs', 'dotnet'],
  java: ['java'],
  powershell: ['powershell', 'ps1', 'pwsh'],
  http: ['http'],
} as const;

export type LazyLanguage = keyof typeof lazyLanguages;
