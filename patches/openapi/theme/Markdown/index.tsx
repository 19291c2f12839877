import React, {lazy, Suspense, useContext, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {markdownElements} from '../../markdownTree.mjs';
import {PrerenderedMarkdownContext} from './prerendered';

/** The theme's renderer (react-markdown and its parser), in a chunk of its own that loads only if needed. */
const RuntimeMarkdown = lazy(() => import('@theme-init/Markdown'));

/** Texts already reported, so each is reported once (tests/e2e/api-explorer.spec.ts watches for the message). */
const reported = new Set<string>();

/**
 * The OpenAPI theme's Markdown component, which its parameter, schema,
 * response and example views call with each description, for text that
 * `npm run generate` already rendered: the page carries the result
 * (patches/openapi/prerenderMarkdown.mjs) and this draws it, so the browser
 * parses no Markdown and API pages do not load the parser.
 *
 * A text the page does not carry (the generator missed a kind of text, or
 * the page is older than the OpenAPI file under `npm start`) is rendered by
 * the theme's own component, loaded on demand. In the production build the
 * server render throws instead, naming the text, so no page ships that
 * needs the parser for its first paint.
 */
export default function Markdown({children}: {children?: string}): ReactNode {
  const prerendered = useContext(PrerenderedMarkdownContext);
  if (typeof children !== 'string' || children === '') return null;
  const tree = prerendered?.[children];
  if (tree) return markdownElements(tree);
  if (!ExecutionEnvironment.canUseDOM) {
    const excerpt = children.length > 80 ? `${children.slice(0, 80)}…` : children;
    throw new Error(
      `The OpenAPI theme renders Markdown that \`npm run generate\` did not pre-render: "${excerpt}". ` +
        'Run `npm run generate`; if this persists, patches/openapi/prerenderMarkdown.mjs (markdownTexts) does not collect this kind of text yet.',
    );
  }
  if (!reported.has(children)) {
    reported.add(children);
    console.warn(`Markdown not pre-rendered, loading the parser for: ${JSON.stringify(children.slice(0, 80))}`);
  }
  return (
    <Suspense fallback={null}>
      <RuntimeMarkdown>{children}</RuntimeMarkdown>
    </Suspense>
  );
}
