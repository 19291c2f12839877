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
      matchData: {metadata: Record<string, Record<string, unknown>>};
    }
    interface TermOptions {
      presence?: number;
      wildcard?: number;
      editDistance?: number;
    }
    class Query {
      static presence: {OPTIONAL: number; REQUIRED: number; PROHIBITED: number};
      static wildcard: {NONE: number; LEADING: number; TRAILING: number};
      term(term: string, options?: TermOptions): Query;
    }
    class Index {
      static load(serialised: unknown): Index;
      search(query: string): Result[];
      query(build: (query: Query) => void): Result[];
    }
    /** The English stop-word filter: the word, or undefined for a stop word. */
    function stopWordFilter(token: string): string | undefined;
  }
  export = lunr;
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
