// Declarations of dependencies' private modules that Node code imports (the search index
// trimming, and the stand-in tests that compare with the real packages). Behind the one door for
// patches (patches/README.md): tests/unit/upstream-copies.test.mjs holds the hash of each file
// declared here, so an upgrade that changes one fails there, naming it.

declare module '@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex.js' {
  /** One entry of a search index part, as the plugin writes it. */
  export type SearchDocument = {i: number; t: string; u: string; h?: string; s?: string; p?: number};
  export function buildIndex(
    documents: SearchDocument[][],
    options: {language: string[]; removeDefaultStopWordFilter: string[]; removeDefaultStemmer: boolean},
  ): {documents: SearchDocument[]; index: unknown}[];
}

declare module 'postman-code-generators/lib/assets/languages.js' {
  /** The code generators postman-code-generators registers. */
  const languages: {type: string; lang: string; variant: string; syntax_mode: string; main: unknown}[];
  export = languages;
}

declare module 'postman-collection/lib/superstring/dynamic-variables.js' {
  /** Postman's dynamic variables ({{$guid}}, {{$randomCity}}…), each with its generator. */
  const variables: Record<string, {description: string; generator: () => unknown}>;
  export = variables;
}
