// The one door for patches (patches/README.md, scripts/check/boundary-rules.mjs): the
// site passes, and each kind of crossing, planted in a scratch copy of the
// layout, is reported with its file and line.
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {
  describe as describeViolations,
  findViolations,
  listedThemeComponents,
} from '../../scripts/check/boundary-rules.mjs';
import {repoRoot} from '../../scripts/lib/data.mjs';

const PACKAGES = new Set(['@docusaurus/core', 'prism-react-renderer', 'docusaurus-theme-openapi-docs']);
const isPackage = (/** @type {string} */ name) => PACKAGES.has(name);

/**
 * A scratch site with the given files.
 * @param {import('node:test').TestContext} t
 * @param {Record<string, string>} files
 */
function site(t, files) {
  const root = mkdtempSync(path.join(tmpdir(), 'boundary-test-'));
  t.after(() => rmSync(root, {recursive: true, force: true}));
  const all = {
    'patches/README.md':
      '# Patches\n\n## Theme components\n\n| Component | Kind |\n| --- | --- |\n| `Listed` | wrap |\n| `Footer/Logo` | copy |\n',
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

test("the site's code outside patches/ reaches inside no dependency, and every theme component is listed", () => {
  const violations = findViolations({root: repoRoot});
  assert.deepEqual(violations, [], describeViolations(violations));
});

test('each kind of crossing is reported with its file and line', (t) => {
  const root = site(t, {
    'src/planted.ts': [
      "import type {Foo} from '@docusaurus/core/lib/client/exports';",
      "import routes from '@generated/routes';",
      "import Original from '@theme-init/ApiExplorer';",
      "const grammars = require('prism-react-renderer/dist/index.mjs?bundled-grammars');",
      'declare const __webpack_require__: {e: (id: string) => Promise<void>};',
      'const styles = `docusaurus-theme-openapi-docs/lib/theme/${"styles"}.scss`;',
    ].join('\n'),
    'plugins/loader.cjs': "module.exports = {test: 'x', use: require.resolve('@docusaurus/core/lib/webpack/x')};\n",
    'src/theme/Unlisted/index.tsx': 'export default function Unlisted() { return null; }\n',
    'src/css/planted.css': [
      '/* [class*="inComment_"] is not a rule */',
      '.navbar [class*="dropdownMenu_"] {}',
      "a[class^='hit'], b[ class$= x_ ] {}",
    ].join('\n'),
  });
  const found = findViolations({root, isPackage}).map(({file, line, problem}) => `${file}:${line} ${problem}`);
  assert.deepEqual(found, [
    'plugins/loader.cjs:1 names a private path of @docusaurus/core (@docusaurus/core/lib/webpack/x)',
    `src/css/planted.css:2 matches part of a class name ([class*="dropdownMenu_"]), which reaches a package's CSS-module classes`,
    "src/css/planted.css:3 matches part of a class name ([class^='hit']), which reaches a package's CSS-module classes",
    "src/css/planted.css:3 matches part of a class name ([ class$= x_ ]), which reaches a package's CSS-module classes",
    'src/planted.ts:1 names a private path of @docusaurus/core (@docusaurus/core/lib/client/exports)',
    "src/planted.ts:2 names Docusaurus's generated module @generated/routes",
    "src/planted.ts:3 names a theme's own component past the swizzle chain (@theme-init/ApiExplorer)",
    'src/planted.ts:4 names a private path of prism-react-renderer (prism-react-renderer/dist/index.mjs?bundled-grammars)',
    "src/planted.ts:5 uses the bundler's runtime (__webpack_require__)",
    'src/planted.ts:6 names a private path of docusaurus-theme-openapi-docs (docusaurus-theme-openapi-docs/lib/theme/)',
    'src/theme/Unlisted/index.tsx:1 replaces or wraps the theme component Unlisted, which patches/README.md does not list',
  ]);
  assert.match(describeViolations(findViolations({root, isPackage})), /^src\/planted\.ts:3: .*patches\//m);
});

test('what is allowed: the door itself, tests, comments, the site own paths, listed components', (t) => {
  const root = site(t, {
    'patches/docusaurus/prefetch.ts':
      "import routes from '@generated/routes';\ndeclare const __webpack_require__: unknown;\n",
    'patches/docusaurus/theme/Footer/Logo.tsx': 'export default function Logo() { return null; }\n',
    'tests/unit/sensor.test.mjs': "const file = require.resolve('@docusaurus/core/lib/client/exports');\n",
    'src/commented.ts':
      "// Docusaurus's @generated/routes and __webpack_require__.gca, and '@docusaurus/core/lib/x'\nexport {};\n",
    'src/site-paths.ts': [
      "import data from '@site/src/lib/data';",
      "import lib from '../scripts/lib/data.mjs';",
      "const file = 'scripts/lib/data.mjs';",
      // A folder named like a package that is not installed.
      "const other = 'not-a-package/lib/x';",
      "import Original from '@theme-original/DocItem';",
    ].join('\n'),
    'src/theme/Listed/index.tsx': "export {default} from '@site/patches/x';\n",
    'src/theme/Listed/helper.ts': 'export const x = 1;\n',
    'src/theme/Listed/styles.module.css': '.x {}\n',
    // Public class names matched whole, and a partial match inside the door.
    'src/css/site.css': "html[class~='plugin-x'] .a, .docs-doc-id-x {}\n",
    'patches/search-local/rows.css': "[class*='suggestion_'] {}\n",
  });
  assert.deepEqual(findViolations({root, isPackage}), []);
});

test('the theme table is read from its section, and a README without one is an error', (t) => {
  assert.deepEqual(
    [
      ...listedThemeComponents(
        '## Theme components\n\n| A | B |\n| --- | --- |\n| `Logo`, `Footer/Logo` | x `Not` |\n',
      ),
    ],
    ['Logo', 'Footer/Logo'],
  );
  assert.throws(
    () => findViolations({root: site(t, {'patches/README.md': '# Patches\n'}), isPackage}),
    /patches\/README\.md has no "## Theme components" section/,
  );
});
