/**
 * Imported by every generated API page (patches/openapi/options.ts adds the import), so
 * ApiItem, the OpenAPI theme's styles and the repairs to its markup travel in
 * the API pages' chunks and are loaded with the page, before hydration, like
 * any other page code.
 */
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';
import './styles.css';
import React, {type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import ApiItem from '@theme/ApiItem';
import {primeExplorerFromStorage} from '@site/patches/openapi/projectExplorer.mjs';
import type {Props} from '@theme/DocItem';
import {PrerenderedMarkdownContext, type PrerenderedMarkdown} from '../Markdown/prerendered';
import {useApiMarkupRepairs} from './accessibleMarkup';
import {apiItemRegistry} from './apiItemRegistry';

/**
 * ApiItem with the page's pre-rendered descriptions (the `apiMarkdown`
 * export that `npm run generate` adds to each operation page; Docusaurus
 * puts a page module's named exports on `content`) available to
 * theme/Markdown.
 */
function RepairedApiItem(props: Props): ReactNode {
  useApiMarkupRepairs();
  // ApiItem inflates a compressed operation with pako, which the browser build replaces
  // (patches/openapi/stubs/pako.js), and swallows the error: stop here instead.
  const {api} = props.content.frontMatter as {api?: unknown};
  if (api !== undefined && (typeof api !== 'object' || api === null)) {
    throw new Error(
      `API page ${props.content.metadata.id}: its \`api\` front matter is not a JSON object. The pages are generated with ` +
        '`disableCompression` (patches/openapi/options.ts); regenerate them with `npm run generate`.',
    );
  }
  const {apiMarkdown} = props.content as typeof props.content & {apiMarkdown?: PrerenderedMarkdown};
  return (
    <PrerenderedMarkdownContext.Provider value={apiMarkdown}>
      <ApiItem {...props} />
    </PrerenderedMarkdownContext.Provider>
  );
}

apiItemRegistry.ApiItem = RepairedApiItem;

// The reader's project endpoint and API token (patches/openapi/projectExplorer.mjs), where the explorer
// reads its server and credentials when a page's store is made: a tab opened on an API page
// has the values in localStorage but not yet in its session.
if (ExecutionEnvironment.canUseDOM) primeExplorerFromStorage();
