import React, {type ReactNode} from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import type {WrapperProps} from '@docusaurus/types';
import {CardDescriptionsProvider, type CardDescriptions} from '@site/src/components/CardDescriptions';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType> & {cardDescriptions?: CardDescriptions};

/** Wrap: provides the route's card descriptions (plugins/docs) to the generated index's cards. */
export default function DocCategoryGeneratedIndexPageWrapper({cardDescriptions, ...props}: Props): ReactNode {
  return (
    <CardDescriptionsProvider value={cardDescriptions}>
      <DocCategoryGeneratedIndexPage {...props} />
    </CardDescriptionsProvider>
  );
}
