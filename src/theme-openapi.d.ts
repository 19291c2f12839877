// The OpenAPI theme's own declaration of @theme/ApiItem sits in a module file,
// where TypeScript ignores it; this is the part of it we use.
declare module '@theme/ApiItem' {
  import type {ReactNode} from 'react';
  import type {Props} from '@theme/DocItem';

  export default function ApiItem(props: Props): ReactNode;
}
