// The OpenAPI theme's own declaration of @theme/ApiItem sits in a module file,
// where TypeScript ignores it; this is the part of it we use.
declare module '@theme/ApiItem' {
  import type {ReactNode} from 'react';
  import type {Props} from '@theme/DocItem';

  export default function ApiItem(props: Props): ReactNode;
}

declare module '@theme-init/ApiExplorer/Response' {
  import type {ReactNode} from 'react';

  export default function Response(props: Record<string, unknown>): ReactNode;
}

declare module '@theme/ApiItem/hooks' {
  export function useTypedSelector<T>(selector: (state: any) => T): T;
  export function useTypedDispatch(): (action: unknown) => void;
}

declare module '@theme/ApiExplorer/Server/slice' {
  export function setServer(serverJson: string): unknown;
}

declare module '@theme-init/ApiExplorer' {
  import type {ComponentType} from 'react';

  const ApiExplorer: ComponentType<{item: unknown; infoPath?: string}>;
  export default ApiExplorer;
}

declare module '@theme/SkeletonLoader' {
  import type {ComponentType} from 'react';

  const SkeletonLoader: ComponentType<{size?: 'sm' | 'md' | 'lg'}>;
  export default SkeletonLoader;
}

declare module '@theme-init/Markdown' {
  import type {ReactNode} from 'react';

  export default function Markdown(props: {children?: string}): ReactNode;
}

declare module '@theme/utils/tabsUtils' {
  export function useTabs(): {selectedValue: string; lazy?: boolean};
}

declare module 'docusaurus-theme-openapi-docs/lib/theme/TabItem' {
  import type {ReactNode} from 'react';

  export default function TabItem(props: {children?: ReactNode; className?: string; value: string}): ReactNode;
}

/** The theme's global stylesheet, which register.tsx imports so it loads with API pages only. */
declare module 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';

declare module '@theme-init/ApiExplorer/CodeTabs' {
  import type {ReactNode} from 'react';

  export default function CodeTabs(props: {children?: ReactNode; [prop: string]: unknown}): ReactNode;
}

declare module '@theme/ApiExplorer/Response/slice' {
  export function clearResponse(): unknown;
  export function clearCode(): unknown;
  export function clearHeaders(): unknown;
  export function setResponse(value: string): unknown;
}
