// Modules of @easyops-cn/docusaurus-search-local that patches/search-local/theme/SearchBar/LazySearchBar.tsx
// imports by path (the package ships them as JavaScript without declarations).
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/LoadingRing/LoadingRing' {
  import type {ReactNode} from 'react';

  export default function LoadingRing(props: {className?: string}): ReactNode;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap' {
  export interface Keymap {
    key: string;
    ctrl: boolean;
    alt: boolean;
    shift: boolean;
    meta: boolean;
  }
  export function parseKeymap(keymap: string): Keymap;
  export function matchesKeymap(event: KeyboardEvent, keymap: Keymap): boolean;
  export function getKeymapHints(keymap: string, isMac: boolean): string[];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform' {
  export function isMacPlatform(): boolean;
}

// Modules of the plugin's search page that the copy of it (theme/SearchPage/index.jsx) imports by path.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchPage/SearchPage.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/hooks/useSearchQuery' {
  export default function useSearchQuery(): {
    searchValue: string;
    searchContext: string;
    searchVersion: string;
    updateSearchPath: (searchValue: string) => void;
    updateSearchContext: (context: string) => void;
  };
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker' {
  import type {SearchResult} from '@easyops-cn/docusaurus-search-local/dist/client/shared/interfaces';

  export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
  export function searchByWorker(
    baseUrl: string,
    searchContext: string,
    input: string,
    limit: number,
  ): Promise<SearchResult[]>;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/shared/interfaces' {
  export enum SearchDocumentType {
    Title = 0,
    Heading = 1,
    Description = 2,
    Keywords = 3,
    Content = 4,
    AskAI = 5,
  }
  /**
   * One indexed section: i id, t text, u URL, h hash, s its page's title, b breadcrumbs; and `v`,
   * which scripts/postbuild/search-indexes.mjs adds: the length of the text the page shows, before the names
   * it does not.
   */
  export interface SearchDocument {
    i: number;
    t: string;
    u: string;
    h?: string;
    s?: string;
    b?: string[];
    v?: number;
  }
  export type MetadataPosition = [number, number];
  export interface SearchResult {
    document: SearchDocument;
    type: SearchDocumentType;
    page: SearchDocument;
    tokens: string[];
    metadata: Record<string, Record<string, {position?: MetadataPosition[]}>>;
    isInterOfTree?: boolean;
    isLastOfTree?: boolean;
  }
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlight' {
  export function highlight(content: string, tokens: string[]): string;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed' {
  import type {MetadataPosition} from '@easyops-cn/docusaurus-search-local/dist/client/shared/interfaces';

  export function highlightStemmed(
    content: string,
    positions: MetadataPosition[],
    tokens: string[],
    maxLength?: number,
  ): string;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/getStemmedPositions' {
  import type {MetadataPosition, SearchResult} from '@easyops-cn/docusaurus-search-local/dist/client/shared/interfaces';

  export function getStemmedPositions(metadata: SearchResult['metadata'], field: string): MetadataPosition[];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/concatDocumentPath' {
  export function concatDocumentPath(pathItems: string[]): string;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/normalizeContextByPath' {
  export function normalizeContextByPath(context: unknown, currentLocale: string): {label: string; path: string};
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated' {
  export const Mark: unknown;
  export const searchContextByPaths: unknown[] | null | undefined;
  export const useAllContextsWithNoSearchContext: boolean;
}

// The dropdown's icons, which patches/search-local/theme/SearchBar/SuggestionTemplate.ts draws as the plugin's row did.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/icons' {
  export const iconTitle: string;
  export const iconHeading: string;
  export const iconContent: string;
  export const iconAction: string;
}
