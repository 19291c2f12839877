import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {reference} from '../../config/site';
import {addApiStylesheet} from './apiStylesheet.mjs';
import {dropUnusedCodeTabLogos} from './codeTabLogos.mjs';
import {languageTabs} from './options';
import {assertOneCodeTheme, HYDRATION_KEY_MODULES} from './hydrationKey.mjs';
import {SERVER_RENDERED_MODULES} from './renderedOnServer.mjs';

/**
 * The site's part of the OpenAPI integration (patches/openapi/README.md): a
 * theme whose components (theme/) load the OpenAPI theme on API pages only,
 * and the bundler rules below. Listed after the OpenAPI theme, so its
 * components shadow the theme's (`@theme-init/...` is the theme's own).
 *
 * The rules slim the OpenAPI theme's browser bundle (measured by `npm run bench`).
 * - postman-collection, which the API explorer uses to build requests and
 *   code samples, pulls in the whole faker library (with locale data) and
 *   iconv-lite's encoding tables; the explorer uses neither.
 * - postman-code-generators registers 34 code generators; the reference
 *   shows 11 (options.ts `languageTabs`).
 * - Several code generators carry their own copies of postman-collection,
 *   lodash, uuid and postman-url-encoder; one copy of each is enough.
 * - react-live compiles and evaluates the request-body editor's text, which
 *   needs sucrase and eval; the explorer only needs the editor, which the
 *   stand-in builds from use-editable (react-live's own dependency).
 * - crypto-js: the explorer needs its SHA1 only, not every cipher.
 * - pako: ApiItem inflates compressed `api` front matter with it; the pages
 *   carry JSON (options.ts `disableCompression`), so it never runs.
 * - The `url` polyfill (used by the C# RestSharp generator) brings qs with
 *   side-channel and object-inspect; nothing the explorer runs calls qs.
 * - rehype-raw (raw HTML in descriptions, with the parse5 HTML parser) is
 *   not needed: the OpenAPI descriptions contain no HTML.
 * - Docusaurus puts all CSS in one file; the theme's stylesheet (27 KB gzip,
 *   imported by the API pages only, see openapiTheme.ts) and the
 *   site's overrides of it (theme/ApiAwareDocItem/styles.css) get a CSS
 *   file of their own that loads with those pages.
 * The client build gets small stand-ins from stubs/; the server build
 * keeps the real packages. A stand-in does what the package does where the
 * explorer reaches it and throws, naming the package, where it was assumed
 * not to; patches/README.md lists every alias ("Aliases and stand-ins").
 *
 * The theme also shadows the classic theme's `Tabs` and `TabItem` with
 * variants tied to its own tab context (18 KB with their helpers). Its own
 * components and the generated API pages keep them; everywhere else
 * (`<SdkTabs>`, Tabs in guides)
 * `@theme/Tabs` and `@theme/TabItem` are the classic theme's, in both builds,
 * so a guide with tabs loads no OpenAPI theme code.
 */
export default function openApiIntegration(context: LoadContext): Plugin {
  // Where the OpenAPI theme's Tabs and TabItem stay: the theme itself and the API pages it renders.
  const apiTabsUsers = [
    path.join('node_modules', 'docusaurus-theme-openapi-docs') + path.sep,
    path.join(context.siteDir, reference('catalyst', 'api').outDir) + path.sep,
  ];
  const stubs = path.join(__dirname, 'stubs');
  assertOneCodeTheme(context.siteConfig.themeConfig);
  return {
    name: 'openapi-integration',
    getThemePath: () => path.join(__dirname, 'theme'),
    // The API pages' stylesheet in their HTML, so they are painted styled (apiStylesheet.mjs).
    async postBuild({outDir, siteConfig}) {
      const pages = addApiStylesheet(outDir, siteConfig.baseUrl);
      if (pages === 0) throw new Error('patches/openapi: no page of the build was rendered by the OpenAPI theme, so none links the API stylesheet');
    },
    // The theme's stylesheet without the code-tab logos of languages the reference does not show.
    configurePostCss(options) {
      options.plugins.push(dropUnusedCodeTabLogos(languageTabs.map((tab) => tab.logoClass)));
      return options;
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      const classicTabs = new NormalModuleReplacementPlugin(/^@theme\/(Tabs|TabItem)$/, (resource: {context: string; request: string}) => {
        const from = resource.context + path.sep;
        if (!apiTabsUsers.some((dir) => from.includes(dir))) {
          resource.request = resource.request.replace('@theme/', '@theme-init/');
        }
      });
      // `request`, as the modules in `folders` (under node_modules) import it, is `file` here.
      const asImportedBy = (request: RegExp, folders: string[], file: string) => {
        const dirs = folders.map((dir) => path.join('node_modules', ...dir.split('/')));
        return new NormalModuleReplacementPlugin(request, (resource: {context: string; request: string}) => {
          if (dirs.some((dir) => resource.context.endsWith(dir))) resource.request = path.join(__dirname, file);
        });
      };
      const keepHydratedNodes = asImportedBy(/^@docusaurus\/useIsBrowser$/, HYDRATION_KEY_MODULES, 'hydrationKey.mjs');
      const schemasOnTheServer = asImportedBy(/^@docusaurus\/BrowserOnly$/, SERVER_RENDERED_MODULES, 'renderedOnServer.mjs');
      if (isServer) return {plugins: [classicTabs, keepHydratedNodes, schemasOnTheServer]};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              apiStyles: {
                name: 'api-styles',
                type: 'css/mini-extract',
                test: /(docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/]styles\.scss|patches[\\/]openapi[\\/]theme[\\/]ApiAwareDocItem[\\/]styles\.css)$/,
                chunks: 'async',
                enforce: true,
                priority: 60,
              },
            },
          },
        },
        plugins: [
          classicTabs,
          keepHydratedNodes,
          schemasOnTheServer,
          // lib/index.js of postman-code-generators requires './assets/languages.js'.
          new NormalModuleReplacementPlugin(/assets[\\/]languages\.js$/, (resource: {context: string; request: string}) => {
            if (/postman-code-generators[\\/]lib$/.test(resource.context)) {
              resource.request = path.join(stubs, 'postman-languages.js');
            }
          }),
          // url.js requires 'qs'; nothing else in the client bundle does.
          new NormalModuleReplacementPlugin(/^qs$/, (resource: {context: string; request: string}) => {
            if (/[\\/]node_modules[\\/]url$/.test(resource.context)) {
              resource.request = path.join(stubs, 'qs.js');
            }
          }),
        ],
        resolve: {
          alias: {
            '@faker-js/faker/locale/en$': path.join(stubs, 'faker.js'),
            '@faker-js/faker$': path.join(stubs, 'faker.js'),
            'iconv-lite$': path.join(stubs, 'iconv-lite.js'),
            'react-live$': path.join(stubs, 'react-live.js'),
            'rehype-raw$': path.join(stubs, 'rehype-raw.js'),
            'crypto-js$': path.join(stubs, 'crypto-js.js'),
            pako$: path.join(stubs, 'pako.js'),
            'use-editable$': path.dirname(require.resolve('use-editable/package.json', {paths: [path.dirname(require.resolve('react-live/package.json'))]})),
            // One copy of each for all code generators: the project's own
            // (declared in package.json, which knip checks by these names).
            lodash: path.dirname(require.resolve('lodash/package.json')),
            'postman-collection': path.dirname(require.resolve('postman-collection/package.json')),
            'postman-url-encoder': path.dirname(require.resolve('postman-url-encoder/package.json')),
            uuid: path.dirname(require.resolve('uuid/package.json')),
          },
        },
      };
    },
  };
}
