// knip: unused files, exports and dependencies, and packages the code uses
// without declaring them (npm run knip; npm test runs it). Its Docusaurus,
// Playwright, ESLint, Prettier, cspell and markdownlint plugins find what
// those tools load; the entries below are what Docusaurus and the scripts load
// by convention or by a path in a string, which knip cannot follow.
//
// Entries marked `!` are what the site build runs. `knip --strict` reads only
// those and counts only `dependencies` as installed: a package they import
// from devDependencies (other than for types) is reported as unlisted, and a
// dependency they do not use as unused (it belongs in devDependencies).
import type {KnipConfig} from 'knip';

/**
 * What `knip --strict` would miss: knip counts docusaurus.config.ts as a development file and
 * reads only the `start` script of package.json, so for that run the folders the config and
 * its plugins come from, and the build's prebuild (generate) and postbuild scripts, are named
 * here. In the full run they are reached from the config and package.json, and are not
 * entries, so their unused exports are reported.
 */
const buildRun = process.argv.includes('--strict');

const config: KnipConfig = {
  entry: [
    ...(buildRun
      ? [
          'config/**!',
          'patches/**!',
          // The docs MCP server's search (mcp/), which the site build never loads.
          '!patches/search-local/nodeSearch.mjs',
          'plugins/**!',
          'scripts/generate/index.mjs!',
          'scripts/postbuild/index.mjs!',
        ]
      : []),
    'sidebars*.ts!',
    // The clientModules docusaurus.config.ts names (knip's Docusaurus plugin reads plugins and themes only).
    'src/clientModules/*.ts!',
    'patches/docusaurus/idlePrefetch.ts!',
    // Theme components: Docusaurus resolves @theme/<Name> to these by their path.
    'src/theme/**/*.{ts,tsx}!',
    'patches/openapi/theme/**/*.{ts,tsx}!',
    // The docs pages, which import src/components, and the components the generated
    // component pages import (they are git-ignored, so knip does not read them).
    'docs-*/**/*.mdx!',
    'src/components/ComponentTable/index.tsx!',
    'src/components/ManifestTools/index.tsx!',
    // What plugins/projectSamples.ts puts in place of a Catalyst sample with placeholders.
    'src/components/ProjectValues/ProjectSample.tsx!',
    // The grammars each page imports (added by patches/prism/prismLanguages.ts), and its empty module.
    'src/prism/*.{ts,js}!',
    // Loaders and stand-ins the plugins hand to the bundler by file path.
    'patches/*/*.cjs!',
    'patches/*/stubs/*.js!',
    'patches/openapi/hydrationKey.mjs!',
    // What patches/docusaurus/mainBundle.ts puts in place of ComponentCreator in the route table.
    'patches/docusaurus/lazyRoutes.tsx!',
    // The modules patches/search-local/suggestionRows.ts puts in place of two of the search box's imports.
    'patches/search-local/theme/SearchBar/SuggestionTemplate.ts!',
    'patches/search-local/theme/SearchBar/searchOnePerPage.ts!',
    // Run by scripts/test.sh.
    'tests/unit/*.test.mjs',
    'scripts/check/boundary.mjs',
    'scripts/check/cli-usage.mjs',
    'scripts/check/component-yaml.mjs',
    // Run by hand, as the README says.
    'scripts/check/mdx.mjs',
    'scripts/check/citations.mjs',
  ],
  playwright: {config: ['playwright.config.ts', 'playwright.dev.config.ts']},
  // Debian's programs, which the scripts install when missing (scripts/test.sh, scripts/bench/load.mjs).
  ignoreBinaries: ['openssl', 'wrk'],
  // knip's Docusaurus plugin turns the theme '@easyops-cn/docusaurus-search-local' into this
  // name; Docusaurus tries the name as written first, and that package is in dependencies.
  ignoreDependencies: ['@easyops-cn/docusaurus-theme-docusaurus-search-local'],
  // Modules tests/unit/prism-grammars.test.mjs and prerender-markdown.test.mjs write while they run.
  ignoreUnresolved: [/\/node_modules\/\.cache\/(?:prism-grammars-test|openapi-markdown-test)\//],
};

export default config;
