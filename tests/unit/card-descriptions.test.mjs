// The docs plugin's routes with card descriptions moved from the version
// metadata, which every page loads, to the pages that draw cards
// (patches/docusaurus/docs/cardDescriptions.mjs).
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {
  cardDescriptionsByPath,
  drawsCards,
  withCardDescriptions,
} from '../../patches/docusaurus/docs/cardDescriptions.mjs';

/** @param {string} id @param {string} description */
const doc = (id, description) => ({id, title: id.toUpperCase(), description, sidebar: 'main'});
/** @param {string} docId */
const link = (docId) => ({type: 'link', href: `/v/${docId}`, label: docId, docId, unlisted: false});

/** A version as the docs plugin passes it to its routes (toVersionMetadataProp). */
function version() {
  return {
    pluginId: 'p',
    version: 'current',
    label: 'Next',
    banner: null,
    badge: false,
    noIndex: false,
    className: 'docs-version-current',
    isLast: true,
    docs: {
      cat: doc('cat', 'The category page.'),
      a: doc('a', 'About a.'),
      b: doc('b', ''),
      c: doc('c', 'About c.'),
      d: doc('d', 'About d.'),
    },
    docsSidebars: {
      main: [
        {
          type: 'category',
          label: 'Cat',
          href: '/v/cat',
          collapsed: true,
          collapsible: true,
          items: [
            link('a'),
            link('b'),
            {type: 'link', href: 'https://dapr.io', label: 'Dapr'},
            {
              type: 'category',
              label: 'Generated',
              href: '/v/category/generated',
              collapsed: true,
              collapsible: true,
              items: [link('c')],
            },
            {type: 'category', label: 'No link', collapsed: true, collapsible: true, items: [link('d')]},
          ],
        },
        link('d'),
      ],
    },
  };
}

/** The route tree the docs plugin adds (lib/routes.js): root, version, DocRoot, pages. */
function routes(v = version()) {
  const page = (/** @type {string} */ id) => ({
    path: `/v/${id}`,
    component: '@theme/DocItem',
    exact: true,
    modules: {content: `@site/docs/${id}.md`},
    sidebar: 'main',
  });
  return {
    path: '/v',
    exact: false,
    component: '@theme/DocsRoot',
    routes: [
      {
        path: '/v',
        exact: false,
        component: '@theme/DocVersionRoot',
        props: {version: v},
        routes: [
          {
            path: '/v',
            exact: false,
            component: '@theme/DocRoot',
            routes: [
              ...['cat', 'a', 'b', 'c', 'd'].map(page),
              {
                path: '/v/category/generated',
                component: '@theme/DocCategoryGeneratedIndexPage',
                exact: true,
                props: {
                  categoryGeneratedIndex: {
                    title: 'Generated',
                    slug: '/category/generated',
                    permalink: '/v/category/generated',
                    navigation: {},
                  },
                },
                sidebar: 'main',
              },
            ],
          },
        ],
      },
    ],
  };
}

/**
 * @param {import('@docusaurus/types').RouteConfig} route
 * @returns {Map<string, import('@docusaurus/types').RouteConfig>}
 */
function byPath(route, found = new Map()) {
  if (route.exact) found.set(route.path, route);
  for (const child of route.routes ?? []) byPath(child, found);
  return found;
}

/** @param {import('@docusaurus/types').RouteConfig} route */
const versionOf = (route) => /** @type {any} */ (route.routes?.[0]?.props)?.version;

test('the version metadata keeps its sidebars and everything else, with an empty table of docs', () => {
  const rewritten = withCardDescriptions(routes(), new Set());
  const {docs, ...rest} = versionOf(rewritten);
  const {docs: _before, ...restBefore} = version();
  assert.deepEqual(docs, {});
  assert.deepEqual(rest, restBefore);
});

test("a category page that draws cards gets its docs' descriptions, and only those", () => {
  const pages = byPath(withCardDescriptions(routes(), new Set(['/v/cat'])));
  assert.deepEqual(pages.get('/v/cat')?.props, {cardDescriptions: {a: 'About a.', b: ''}});
  assert.deepEqual(pages.get('/v/cat')?.modules, {content: '@site/docs/cat.md'});
  // A generated index always draws its cards.
  assert.deepEqual(/** @type {any} */ (pages.get('/v/category/generated')?.props)?.cardDescriptions, {c: 'About c.'});
  for (const id of ['a', 'b', 'c', 'd']) assert.equal(pages.get(`/v/${id}`)?.props, undefined, id);
});

test('a category page whose source draws no cards gets nothing: each route prop costs every page an entry in main.js', () => {
  const pages = byPath(withCardDescriptions(routes(), new Set()));
  assert.equal(pages.get('/v/cat')?.props, undefined);
});

test('the descriptions by category link', () => {
  assert.deepEqual(Object.fromEntries(cardDescriptionsByPath(/** @type {any} */ (version()))), {
    '/v/cat': {a: 'About a.', b: ''},
    '/v/category/generated': {c: 'About c.'},
  });
});

test('the routes given are not changed', () => {
  const before = routes();
  const copy = structuredClone(before);
  withCardDescriptions(before, new Set(['/v/cat']));
  assert.deepEqual(before, copy);
});

test('routes without version metadata come back as they were', () => {
  const tags = {
    path: '/v/tags',
    exact: true,
    component: '@theme/DocTagsListPage',
    props: {tags: [{label: 'x', permalink: '/v/tags/x', description: 'kept', count: 1}]},
  };
  assert.deepEqual(withCardDescriptions(tags, new Set(['/v/tags'])), tags);
});

test('a sidebar link to a doc the version does not have is an error naming the plugin and the doc', () => {
  const v = version();
  delete (/** @type {Record<string, unknown>} */ (v.docs).b);
  assert.throws(() => withCardDescriptions(routes(v), new Set()), /docs plugin "p": the sidebar links to doc "b"/);
});

test('a source draws cards when it uses DocCardList or DocCard', () => {
  assert.equal(drawsCards("import DocCardList from '@theme/DocCardList';\n\n<DocCardList />"), true);
  assert.equal(drawsCards("import DocCard from '@theme/DocCard';"), true);
  assert.equal(drawsCards('# Doc cards\n\nThe cards on a DocCardLists page.'), false);
});
