// `@docusaurus/BrowserOnly` as the OpenAPI theme's parameter, request-body
// and response-schema sections see it (SERVER_RENDERED_MODULES below;
// patches/openapi/index.ts points their import here, in both builds).
//
// The theme wraps each of those sections in BrowserOnly, so the server's
// HTML holds a pulsing skeleton where the parameters and schemas go: a
// reader without scripts and a coding assistant reading the HTML never see
// them, and in the browser they are built in one long task right after
// hydration, moving what follows them. Nothing in them needs the
// browser: they render the operation from the page's front matter, and the
// Redux state they read (the chosen media type) is the server's until
// hydration ends, as for every other part of the page. So they render
// everywhere, and hydration adopts the server's markup.
//
// tests/unit/rendered-on-server.test.mjs checks that each module still
// renders its section through BrowserOnly and nothing else of the
// browser; tests/e2e/api-explorer.spec.ts that the HTML of an API page has
// its parameters and schemas, and that the browser hydrates them. (Their
// text stays out of the search index, config/search.ts.)
/** The folders (under node_modules) of the modules whose `BrowserOnly` is this component. */
export const SERVER_RENDERED_MODULES = ['ParamsDetails', 'RequestSchema', 'ResponseSchema'].map(
  (name) => `docusaurus-theme-openapi-docs/lib/theme/${name}`,
);

/**
 * Renders its content on the server and in the browser alike; `fallback` is never needed.
 * @param {{children?: () => import('react').ReactNode, fallback?: import('react').ReactNode}} props
 * @returns {import('react').ReactNode}
 */
export default function RenderedEverywhere({children}) {
  return children?.() ?? null;
}
