import React, {type ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type {WrapperProps} from '@docusaurus/types';
import PageActions from '@site/src/components/PageActions';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

/**
 * Wrap: the breadcrumbs, then the page actions (Copy page, View as Markdown,
 * Open in ChatGPT and Claude, the OpenAPI download on API pages). Both the stock doc layout and the
 * OpenAPI theme's API layout render DocBreadcrumbs, so every doc page gets them.
 */
export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  return (
    <>
      <DocBreadcrumbs {...props} />
      <PageActions />
    </>
  );
}
