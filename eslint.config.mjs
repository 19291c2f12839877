// ESLint for the site's code, scripts and tests (npm run lint; npm test runs it).
// JavaScript's and typescript-eslint's recommended rules everywhere, React's
// hook rules for the React code, and SonarJS's rule against a condition whose
// branches are all the same. Layout is Prettier's (prettier.config.mjs), so no
// rule here is about it. typescript-eslint's rules that need type information
// are left out: they more than doubled the time, and npm run typecheck runs
// the compiler itself.
import js from '@eslint/js';
import {defineConfig, globalIgnores} from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import sonarjs from 'eslint-plugin-sonarjs';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import {GENERATED_DIRS} from './scripts/lib/products.mjs';

/** Code that runs in the browser: React code, client modules and the browser build's stand-ins. */
const BROWSER = [
  'src/**',
  'patches/*/theme/**',
  'patches/*/stubs/**',
  'patches/docusaurus/idlePrefetch.ts',
  'patches/openapi/projectExplorer.mjs',
];

export default defineConfig(
  globalIgnores([
    'build/',
    '.docusaurus/',
    '.api-staging/',
    '.dev-site/',
    '.dev-search/',
    'test-results/',
    'bench-results/',
    'playwright-report/',
    // The generated reference folders (the OpenAPI plugin writes a sidebar.ts there), read
    // from config/products.json as .gitignore lists them.
    ...GENERATED_DIRS,
  ]),
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    plugins: {sonarjs},
    linterOptions: {reportUnusedDisableDirectives: 'error'},
    rules: {
      'sonarjs/no-all-duplicated-branches': 'error',
      // A checkout path may have a space in it, which a file URL writes as %20.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[property.name='pathname'][object.callee.name='URL'][object.arguments.0.object.type='MetaProperty']",
          message: 'new URL(import.meta.url).pathname is wrong where the path has a space (%20): use fileURLToPath.',
        },
        {
          selector:
            "BinaryExpression[operator=/^[!=]==?$/][left.object.type='MetaProperty'][left.property.name='url'][right.type='TemplateLiteral']",
          message:
            'Comparing import.meta.url with a `file://` string fails where the path has a space: compare paths from fileURLToPath.',
        },
      ],
      // @ts-ignore with its reason: where a file may or may not exist when the type check runs
      // (tests/unit/prism-grammars.test.mjs), @ts-expect-error would fail whenever it does.
      '@typescript-eslint/ban-ts-comment': ['error', {'ts-ignore': 'allow-with-description'}],
      // A leading underscore marks a parameter kept for its position, and `{omitted, ...rest}`
      // is how the code drops a property before passing the rest on.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true},
      ],
    },
  },
  {
    files: BROWSER,
    languageOptions: {globals: globals.browser},
  },
  {
    files: ['*.{ts,mjs,cjs}', 'config/**', 'mcp/**', 'patches/**', 'plugins/**', 'scripts/**', 'tests/**'],
    ignores: BROWSER,
    languageOptions: {globals: globals.node},
  },
  // The functions the search benchmark hands to the page run there.
  {
    files: ['scripts/bench/search.mjs'],
    languageOptions: {globals: globals.browser},
  },
  {
    files: ['src/**/*.{ts,tsx}', 'patches/*/theme/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      // React Compiler rules; the site is not compiled with it. TabItem sets and reads its
      // "shown once" latch during render on purpose (a state would render each panel twice).
      'react-hooks/refs': 'off',
      // Also a React Compiler rule: the effects it flags set state after commit on purpose (the
      // search box's swap waits for the real box's first effects; the explorer's fallback without
      // IntersectionObserver; the search page clearing its results when the query empties).
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  // webpack loaders (.cjs) and the stand-ins the browser build swaps in (.js, CommonJS or ES
  // modules like the packages they replace; webpack takes both): require() is how CommonJS imports.
  {
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs'},
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: {globals: globals.commonjs},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // Each grammar is a CommonJS module that registers itself on the global Prism when it
    // runs, so it is required inside the function that runs it once Prism is set up.
    files: ['src/prism/**', 'patches/prism/bundledGrammars.ts'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // Declarations of untyped packages: `any` is what those functions return (as JSON.parse does).
    files: ['**/*.d.ts'],
    rules: {'@typescript-eslint/no-explicit-any': 'off'},
  },
);
