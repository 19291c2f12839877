import React, {createContext, useContext, type ComponentType, type ReactNode} from 'react';

/** Doc descriptions by doc id, for the cards of the page (patches/docusaurus/docs/cardDescriptions.mjs). */
export type CardDescriptions = {readonly [docId: string]: string};

const Context = createContext<CardDescriptions | undefined>(undefined);

/**
 * Gives the page's cards their docs' descriptions. The docs plugin (patches/docusaurus/docs)
 * passes them as the route prop `cardDescriptions` to the pages that are a
 * sidebar category's link; the page components' wraps provide them here.
 */
function CardDescriptionsProvider({
  value,
  children,
}: {
  value: CardDescriptions | undefined;
  children: ReactNode;
}): ReactNode {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/**
 * A page component that provides its route prop `cardDescriptions` to its
 * cards: the wraps of the pages that can draw cards (src/theme/DocItem,
 * src/theme/DocCategoryGeneratedIndexPage) are made with it.
 */
export function withCardDescriptions<Props extends object>(Page: ComponentType<Props>) {
  return function PageWithCardDescriptions({
    cardDescriptions,
    ...props
  }: Props & {cardDescriptions?: CardDescriptions}): ReactNode {
    return (
      <CardDescriptionsProvider value={cardDescriptions}>
        <Page {...(props as Props)} />
      </CardDescriptionsProvider>
    );
  };
}

/**
 * The description of a doc on this page's cards. The version metadata no
 * longer carries descriptions, so a card whose doc the page was not given
 * would lose its text: that stops the build (and shows the error under
 * `npm start`), naming the page and the doc.
 */
export function useCardDescription(docId: string, pathname: string): string {
  const descriptions = useContext(Context);
  const description = descriptions?.[docId];
  if (description === undefined) {
    throw new Error(
      `${pathname} shows a card for the doc "${docId}", but the page has no description for it. ` +
        "Docs descriptions reach only the pages that are a sidebar category's link, for that category's docs " +
        '(patches/docusaurus/docs/cardDescriptions.mjs): list the doc in that category, or give the card item a `description`.',
    );
  }
  return description;
}
