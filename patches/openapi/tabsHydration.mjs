// `@docusaurus/useIsBrowser` as the tab components see it (the classic
// theme's Tabs and the OpenAPI theme's tab sets, TAB_MODULES below;
// patches/openapi/index.ts points their import here, in both builds).
//
// Those components use it for one thing only: `key={String(isBrowser)}`
// ("remount tabs after hydration", a workaround for facebook/docusaurus#5653).
// The key turns from "false" to "true" right after hydration, so React throws
// away every tab set it has just hydrated and builds it again: on an API page
// that is the request body, the responses and their tabs, a long task and a
// relayout after the page has appeared. The workaround dates from before the
// tabs applied a stored or query-string choice themselves: they now sync it in
// a layout effect after hydration (useTabsContextValue in
// @docusaurus/theme-common), so the server's tab is hydrated and the reader's
// stored choice is selected before the next paint without the remount.
//
// This hook answers as the server does, so the key never changes.
// tests/unit/tabs-hydration.test.mjs checks that each of those modules still
// uses the hook for the key alone; tests/e2e/sdk-tabs.spec.ts and
// tests/e2e/api-explorer.spec.ts check that the tab sets keep their nodes
// through hydration and that a stored choice is still applied.

/**
 * The folders (under node_modules) of the modules whose `useIsBrowser` is
 * this hook: the classic theme's Tabs and the OpenAPI theme's tab sets.
 */
export const TAB_MODULES = [
  '@docusaurus/theme-classic/lib/theme/Tabs',
  ...['Tabs', 'ApiTabs', 'MimeTabs', 'SchemaTabs', 'DiscriminatorTabs', 'OperationTabs', 'ApiExplorer/CodeTabs'].map(
    (name) => `docusaurus-theme-openapi-docs/lib/theme/${name}`,
  ),
];

/** @returns {false} */
export default function useIsBrowserForTabKey() {
  return false;
}
