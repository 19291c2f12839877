import React, {type ReactNode} from 'react';
import DocCard from '@theme-original/DocCard';
import type DocCardType from '@theme/DocCard';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import {useCardDescription} from '@site/src/components/CardDescriptions';

type Props = WrapperProps<typeof DocCardType>;

function DocLinkCard({docId, ...props}: Props & {docId: string}): ReactNode {
  const description = useCardDescription(docId, useLocation().pathname);
  return <DocCard {...props} item={{...props.item, docId: undefined, description}} />;
}

/**
 * Wrap: a card for a doc takes its description from the page's card
 * descriptions (src/components/CardDescriptions), because the docs version's
 * metadata no longer carries the table of docs the stock card looks a
 * description up in (patches/docusaurus/docs). The card gets the description and no doc
 * id, so it does not look it up. A card that names its own description keeps
 * it; category and external-link cards are the stock ones.
 */
export default function DocCardWrapper(props: Props): ReactNode {
  const {item} = props;
  if (item.type === 'link' && item.docId) {
    if (item.description !== undefined) return <DocCard {...props} item={{...item, docId: undefined}} />;
    return <DocLinkCard {...props} docId={item.docId} />;
  }
  return <DocCard {...props} />;
}
