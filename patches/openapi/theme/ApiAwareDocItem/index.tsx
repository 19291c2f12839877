import React, {type ReactNode} from 'react';
import DocItem from '@theme/DocItem';
import type {Props} from '@theme/DocItem';
import {apiItemRegistry} from './apiItemRegistry';

/**
 * The docItemComponent of the Catalyst docs instance.
 *
 * Pages generated from the OpenAPI file carry `api` (operations) or `schema`
 * front matter and render with the OpenAPI theme's ApiItem; every other page
 * renders with the stock DocItem. ApiItem (explorer, Redux store, code
 * generators: about 2 MB of script) is not imported here: each generated API
 * page imports ./register, which puts it in the registry. So the OpenAPI
 * theme's code ships only in the API pages' own chunks, is preloaded with
 * them, and guide pages never download it.
 */
function isApiPage(props: Props): boolean {
  const frontMatter = props.content.frontMatter as Record<string, unknown>;
  return Boolean(frontMatter.api || frontMatter.schema);
}

export default function ApiAwareDocItem(props: Props): ReactNode {
  if (!isApiPage(props)) {
    return <DocItem {...props} />;
  }
  const {ApiItem} = apiItemRegistry;
  if (!ApiItem) {
    throw new Error(
      `API page ${props.content.metadata.id} did not register the OpenAPI theme. Regenerate the API reference with \`npm run generate\`.`,
    );
  }
  return <ApiItem {...props} />;
}
