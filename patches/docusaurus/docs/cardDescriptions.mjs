// Card descriptions where the cards are.
//
// The docs plugin hands every page of a docs version the version's metadata:
// its sidebars, and a table of every doc with its title and description
// (`version.docs`). One component reads that table: `DocCard`, the cards that
// `<DocCardList>` draws for a sidebar category's items, which looks up a
// doc's description there (`useDocById`). On Catalyst the table was 8.4 of
// the 11.9 KiB (gzip) of version metadata that every page downloads.
//
// `withCardDescriptions` rewrites the routes the docs plugin adds: the version
// metadata keeps its sidebars and leaves the table empty, and each page that
// draws cards and is a sidebar category's link (a generated index, or a doc
// that uses `DocCardList`) gets the descriptions of that category's docs as
// the route prop `cardDescriptions`. `src/theme/DocCard` hands the card its
// description and no doc id, so the stock card does not look the doc up.
// Only pages that draw cards get them: each route prop is an entry in the
// route table that every page loads (main.js).

/**
 * @typedef {import('@docusaurus/types').RouteConfig} RouteConfig
 * @typedef {import('@docusaurus/plugin-content-docs').PropVersionMetadata} PropVersionMetadata
 * @typedef {import('@docusaurus/plugin-content-docs').PropSidebarItem} PropSidebarItem
 * @typedef {{[docId: string]: string}} CardDescriptions
 * @typedef {Map<string, CardDescriptions>} DescriptionsByPath
 */

/**
 * @param {unknown} props
 * @returns {PropVersionMetadata | undefined}
 */
function versionOf(props) {
  const version = /** @type {{version?: PropVersionMetadata} | undefined} */ (props)?.version;
  return version?.docs && version.docsSidebars ? version : undefined;
}

/**
 * The descriptions each category's page shows on its cards: for every
 * category with a link, its items that are docs, by doc id.
 * @param {PropVersionMetadata} version
 * @returns {DescriptionsByPath}
 */
export function cardDescriptionsByPath(version) {
  /** @type {DescriptionsByPath} */
  const byPath = new Map();
  /** @param {PropSidebarItem[]} items */
  const visit = (items) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.href) {
        const descriptions = byPath.get(item.href) ?? {};
        for (const child of item.items) {
          if (child.type !== 'link' || !child.docId) continue;
          const doc = version.docs[child.docId];
          if (!doc)
            throw new Error(
              `docs plugin "${version.pluginId}": the sidebar links to doc "${child.docId}", which version "${version.version}" does not have`,
            );
          descriptions[child.docId] = doc.description ?? '';
        }
        byPath.set(item.href, descriptions);
      }
      visit(item.items);
    }
  };
  for (const sidebar of Object.values(version.docsSidebars)) visit(sidebar);
  return byPath;
}

/**
 * @param {PropVersionMetadata} version
 * @returns {PropVersionMetadata}
 */
function withoutDocTable(version) {
  return {...version, docs: {}};
}

/**
 * Whether a doc's source draws cards: it uses the theme's `DocCardList` or `DocCard`.
 * @param {string} source MDX or Markdown
 */
export function drawsCards(source) {
  return /\bDocCard(List)?\b/.test(source);
}

/**
 * @param {RouteConfig} route
 * @param {DescriptionsByPath | undefined} byPath the enclosing version's, if any
 * @param {ReadonlySet<string>} docPagesWithCards
 * @returns {RouteConfig}
 */
function rewrite(route, byPath, docPagesWithCards) {
  const version = versionOf(route.props);
  let props = route.props;
  if (version) {
    byPath = cardDescriptionsByPath(version);
    props = {...props, version: withoutDocTable(version)};
  }
  const cardDescriptions = byPath?.get(route.path);
  const showsCards = Boolean(props?.categoryGeneratedIndex) || docPagesWithCards.has(route.path);
  if (cardDescriptions && route.exact && showsCards) props = {...props, cardDescriptions};
  return {
    ...route,
    ...(props && {props}),
    ...(route.routes && {routes: route.routes.map((child) => rewrite(child, byPath, docPagesWithCards))}),
  };
}

/**
 * A route the docs plugin adds, with the card descriptions moved from its
 * versions' metadata to the pages that show them. Routes without version
 * metadata come back unchanged.
 * @param {RouteConfig} route
 * @param {ReadonlySet<string>} docPagesWithCards the permalinks of the docs whose source draws cards
 * @returns {RouteConfig}
 */
export function withCardDescriptions(route, docPagesWithCards) {
  return rewrite(route, undefined, docPagesWithCards);
}
