import React, {type ReactNode} from 'react';
import DocItem from '@theme-original/DocItem';
import type DocItemType from '@theme/DocItem';
import type {WrapperProps} from '@docusaurus/types';
import {CardDescriptionsProvider, type CardDescriptions} from '@site/src/components/CardDescriptions';

type Props = WrapperProps<typeof DocItemType> & {cardDescriptions?: CardDescriptions};

/** Wrap: provides the route's card descriptions (plugins/docs) to the page's cards. */
export default function DocItemWrapper({cardDescriptions, ...props}: Props): ReactNode {
  return (
    <CardDescriptionsProvider value={cardDescriptions}>
      <DocItem {...props} />
    </CardDescriptionsProvider>
  );
}
