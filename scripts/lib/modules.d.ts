// Types for the parts of untyped packages that scripts/ and tests/unit/ use
// (checked by `npm run typecheck`, tsconfig.scripts.json). Only what the code
// calls is declared; a new use of these packages adds its line here.

declare module 'js-yaml' {
  /** A YAML syntax error: `mark` says where. */
  export class YAMLException extends Error {
    reason: string;
    mark?: {line: number; column: number};
  }
  /** The parsed document: as JSON.parse, unchecked until validated. */
  export function load(text: string, options?: {filename?: string}): any;
  export function dump(value: unknown, options?: {lineWidth?: number; noRefs?: boolean}): string;
  const yaml: {load: typeof load; dump: typeof dump; YAMLException: typeof YAMLException};
  export default yaml;
}

declare module 'lunr' {
  namespace lunr {
    interface Result {
      ref: string;
      score: number;
    }
    class Index {
      static load(serialised: unknown): Index;
      search(query: string): Result[];
    }
  }
  export = lunr;
}

declare module '@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex.js' {
  /** One entry of a search index part, as the plugin writes it. */
  export type SearchDocument = {i: number; t: string; u: string; h?: string; s?: string; p?: number};
  export function buildIndex(
    documents: SearchDocument[][],
    options: {language: string[]; removeDefaultStopWordFilter: string[]; removeDefaultStemmer: boolean},
  ): {documents: SearchDocument[]; index: unknown}[];
}

declare module 'crypto-js' {
  /** A hash; toString() gives it in hex. */
  export function SHA1(message: string): {toString(): string};
  const CryptoJS: {SHA1: typeof SHA1};
  export default CryptoJS;
}

declare module 'react-dom/server' {
  export function renderToStaticMarkup(element: import('react').ReactElement): string;
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
