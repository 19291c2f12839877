// `@docusaurus/useIsBrowser` as the tab sets and code blocks see it (the
// classic theme's Tabs and CodeBlock and the OpenAPI theme's copies of them,
// HYDRATION_KEY_MODULES below; patches/openapi/index.ts points their import
// here, in both builds).
//
// Those components use it for one thing only: `key={String(isBrowser)}`.
// The key turns from "false" to "true" right after hydration, so React throws
// away every tab set and code block it has just hydrated and builds it again:
// a long task and a relayout after the page has appeared (on an API page the
// request body and the responses, on a guide every code block). This hook
// answers as the server does, so the key never changes. Why the remount is
// not needed here:
// - Tabs: the key is a workaround for facebook/docusaurus#5653 from before
//   the tabs applied a stored or query-string choice themselves; they now
//   sync it in a layout effect after hydration (useTabsContextValue in
//   @docusaurus/theme-common), so the server's tab is hydrated and the
//   reader's stored choice is selected before the next paint.
// - Code blocks: the key repaints them in the reader's colour mode, because
//   the server renders them with the default mode's Prism theme. This site
//   gives Prism one theme for both modes whose colours are CSS
//   (config/prism.ts), so the server's code blocks are right in either mode;
//   `assertOneCodeTheme` stops the build if that ever stops being so.
//
// tests/unit/hydration-key.test.mjs checks that each of those modules still
// uses the hook for the key alone; tests/e2e/sdk-tabs.spec.ts,
// api-explorer.spec.ts and code-highlighting.spec.ts check that tab sets and
// code blocks keep their nodes through hydration, that a stored choice is
// still applied, and that code has its colours in both modes.

/**
 * The folders (under node_modules) of the modules whose `useIsBrowser` is
 * this hook.
 */
export const HYDRATION_KEY_MODULES = [
  '@docusaurus/theme-classic/lib/theme/Tabs',
  '@docusaurus/theme-classic/lib/theme/CodeBlock',
  ...[
    'Tabs',
    'ApiTabs',
    'MimeTabs',
    'SchemaTabs',
    'DiscriminatorTabs',
    'OperationTabs',
    'ApiExplorer/CodeTabs',
    'ApiExplorer/ApiCodeBlock',
  ].map((name) => `docusaurus-theme-openapi-docs/lib/theme/${name}`),
];

/**
 * Code blocks may keep their server-rendered nodes only while Prism has one
 * theme for both colour modes: throws, saying so, when `themeConfig.prism`
 * gives a dark theme of its own.
 * @param {{prism?: {theme?: unknown, darkTheme?: unknown}}} themeConfig
 */
export function assertOneCodeTheme(themeConfig) {
  const {theme, darkTheme} = themeConfig.prism ?? {};
  // Compared as data: Docusaurus validates the theme config into copies. (This module is
  // also the browser's `useIsBrowser`, so it imports nothing from Node.)
  if (darkTheme !== undefined && JSON.stringify(darkTheme) !== JSON.stringify(theme)) {
    throw new Error(
      'patches/openapi/hydrationKey.mjs: code blocks are no longer rebuilt after hydration, which is right only ' +
        'when Prism has one theme for both colour modes (config/prism.ts `codeTheme`), but themeConfig.prism.darkTheme ' +
        'differs from themeConfig.prism.theme. Give both the same theme, or take the CodeBlock modules out of HYDRATION_KEY_MODULES.',
    );
  }
}

/** @returns {false} */
export default function useIsBrowserAsOnTheServer() {
  return false;
}
