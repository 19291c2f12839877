import path from 'node:path';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {remarkPrismLanguages} from './patches/prism/prismLanguages';
import {rehypeProjectSamples} from './plugins/projectSamples';
import {rehypeTableTabStops} from './plugins/tableTabStops';
import {rehypeSearchTerms} from './plugins/searchTerms.mjs';
import {remarkErrorCodeLinks} from './plugins/errorCodeLinks.mjs';

import {footer} from './config/footer';
import {navbar} from './config/navbar';
import {codeTheme} from './config/prism';
import {languageTabs, openApiOptions} from './patches/openapi/options';
import {searchOptions} from './config/search';
import {sidebarItemsGenerator} from './config/sidebarItems';
import {parseFrontMatter} from './config/pageSources';
import {editUrlBase, gtagId, products, reference, strict} from './config/site';
import {LLMS_TXT} from './config/readerFormats.mjs';
import {vcsFor} from './config/vcs';

const brokenLinkPolicy = strict ? 'throw' : 'warn';

/** Catalyst's error codes reference: every page links the codes it names to their entries there. */
const errorCodes = reference('catalyst', 'errors');
const errorCodeLinks = {
  codesFile: path.join(__dirname, errorCodes.source),
  route: `/${products.find((p) => p.id === 'catalyst')!.routeBasePath}/${errorCodes.dir}`,
  skip: errorCodes.outDir,
};

/** Options every docs instance shares. */
const sharedDocsOptions = {
  editUrl: editUrlBase,
  showLastUpdateTime: true,
  lastVersion: 'current',
  sidebarItemsGenerator,
  versions: {current: {label: 'Next'}},
  beforeDefaultRemarkPlugins: [remarkPrismLanguages],
  // Names shown only in code reach the search index (plugins/searchTerms.mjs).
  // The component pages' tables list every field their manifest shows.
  rehypePlugins: [rehypeTableTabStops, [rehypeSearchTerms, {skip: [reference('catalyst', 'components').outDir]}]],
} satisfies DocsOptions;

const config: Config = {
  title: 'Diagrid Docs',
  tagline: 'Build, run and operate Dapr applications with Catalyst and Conductor',
  favicon: 'img/favicon.svg',
  url: 'https://docs.diagrid.io',
  baseUrl: '/',
  // Clean URLs: /catalyst/concepts/appids is built as catalyst/concepts/appids.html.
  trailingSlash: false,
  organizationName: 'diagridio',
  projectName: 'docs',

  future: {v4: true, faster: true, experimental_vcs: vcsFor(__dirname)},

  onBrokenLinks: brokenLinkPolicy,
  onBrokenAnchors: brokenLinkPolicy,
  onDuplicateRoutes: brokenLinkPolicy,
  markdown: {
    mermaid: false,
    parseFrontMatter,
    hooks: {onBrokenMarkdownLinks: brokenLinkPolicy},
  },

  // Every page, the not-found page too, points agents that read its HTML to
  // llms.txt. `describedby` (IANA's link relations: a resource that describes
  // this one), not `alternate`: llms.txt indexes the site, it is not this page
  // in another format (the page's twin is its `alternate`, src/theme/Root.tsx).
  headTags: [
    {
      tagName: 'link',
      attributes: {
        rel: 'describedby',
        type: 'text/plain',
        href: LLMS_TXT,
        title: 'llms.txt',
      },
    },
  ],

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en'}},
  },

  presets: [
    [
      'classic',
      {
        // Every docs instance, Conductor's (the default) too, is added below with the site's docs plugin.
        docs: false,
        blog: false,
        pages: {
          beforeDefaultRemarkPlugins: [remarkPrismLanguages],
          rehypePlugins: [rehypeTableTabStops, rehypeSearchTerms],
        },
        // The site's styles, then the rules that reach the search plugin's own classes (a patch).
        theme: {customCss: ['./src/css/custom.css', './patches/search-local/searchRows.css']},
        sitemap: {changefreq: 'weekly', priority: 0.5, ignorePatterns: ['/tags/**', '**/tags/**']},
        gtag: gtagId ? {trackingID: gtagId, anonymizeIP: true} : undefined,
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // The stock docs plugin, with card descriptions only on the pages that show cards (patches/docusaurus/docs).
    ...products.map((p) => [
      './patches/docusaurus/docs/index.ts',
      {
        ...sharedDocsOptions,
        id: p.id,
        path: p.path,
        routeBasePath: p.routeBasePath,
        sidebarPath: p.sidebarPath,
        // Catalyst renders its generated API pages with the OpenAPI theme, which
        // is loaded on demand so guide pages never download it.
        ...(p.id === 'catalyst'
          ? {
              docItemComponent: '@theme/ApiAwareDocItem',
              remarkPlugins: [[remarkErrorCodeLinks, errorCodeLinks]],
              // Samples the reader's project values can fill (plugins/projectSamples.ts), after the search terms.
              rehypePlugins: [...sharedDocsOptions.rehypePlugins, rehypeProjectSamples],
            }
          : {}),
      } satisfies DocsOptions,
    ]),
    ['docusaurus-plugin-openapi-docs', openApiOptions],
    'docusaurus-plugin-sass',
    './patches/docusaurus/firstPaint.ts',
    './patches/prism/prismLanguages.ts',
    // Styles of components loaded on demand stay out of the global stylesheet.
    './plugins/lazyStyles.ts',
    './plugins/codeTheme.ts',
    './plugins/bundleComposition.ts',
    './plugins/chunkFileNames.ts',
    './patches/docusaurus/mainBundle.ts',
    // The search dropdown's rows: led by the page, one per page (patches/search-local/suggestionRows.ts).
    './patches/search-local/suggestionRows.ts',
    // `npm start` only: regenerates the reference pages a changed file in data/ or openapi/ feeds.
    './plugins/regenerate.ts',
    // `npm start` only: search, from an index built in the background (patches/search-local/devSearch.ts).
    './patches/search-local/devSearch.ts',
  ],

  clientModules: [
    './src/clientModules/chunkLoadFailure.ts',
    './src/clientModules/progressSpinner.ts',
    './src/clientModules/scrollableTables.ts',
    './src/clientModules/anchorJumps.ts',
    './patches/docusaurus/idlePrefetch.ts',
  ],

  themes: [
    // The OpenAPI theme, then the site's components and bundler rules for it (patches/openapi/README.md).
    './patches/openapi/openapiTheme.ts',
    './patches/openapi/index.ts',
    ['@easyops-cn/docusaurus-search-local', searchOptions],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    colorMode: {defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: true},
    announcementBar: {
      // Say only what a public source shows (the quickstarts' README: S_QS_README).
      id: 'catalyst-quickstarts-dev-run',
      content:
        'The Catalyst quickstarts now run with one command, <code>diagrid dev run</code>. <a href="/catalyst/quickstarts">Pick a quickstart</a>.',
      isCloseable: true,
      // Colours come from the palettes in src/css/custom.css.
      backgroundColor: 'var(--site-announcement-bg)',
      textColor: 'var(--site-announcement-fg)',
    },
    docs: {sidebar: {hideable: true, autoCollapseCategories: true}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar,
    footer,
    prism: {
      // One theme for both modes: its colours are CSS variables (config/prism.ts, plugins/codeTheme.ts).
      theme: codeTheme,
      darkTheme: codeTheme,
      // Every grammar, prism-react-renderer's own included, loads in the browser
      // with the pages that use it (src/prism/languages.ts, patches/prism/prismLanguages.ts).
      additionalLanguages: [],
    },
    languageTabs,
  } satisfies Preset.ThemeConfig,
};

export default config;
