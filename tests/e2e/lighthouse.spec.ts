import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {expect, test} from './fixtures';
import {BENCH_PAGES} from '../../scripts/lib/bench-pages.mjs';
import {CHROME, chromeLauncherFlags} from '../../scripts/lib/chromium.mjs';

/**
 * Lighthouse accessibility must score 1.0 once per page template: every page
 * the benchmark measures, in the default (dark) colour mode, as a phone
 * (Lighthouse's default) and, for the API page, on a desktop screen too, where
 * its explorer is on screen and loaded. Failing audits are listed in the
 * failure message. Both colour modes of every page type are audited by axe
 * (tests/e2e/accessibility.spec.ts), which Lighthouse runs inside; auditing
 * each template once more in the light mode would repeat that.
 */
const pages = (BENCH_PAGES as {path: string}[]).map((p) => p.path);

type Run = {label: string; path: string; mode: 'dark' | 'light'; desktop: boolean};
const mode = 'dark' as const;
const runs: Run[] = [
  ...pages.map((path) => ({label: `${path} (${mode}, phone)`, path, mode, desktop: false})),
  {label: `/catalyst/api/save-state (${mode}, desktop)`, path: '/catalyst/api/save-state', mode, desktop: true},
];

const DESKTOP = {
  formFactor: 'desktop' as const,
  screenEmulation: {mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false},
};

test.describe('Lighthouse accessibility', () => {
  test.describe.configure({mode: 'serial'});

  for (const run of runs) {
    test(`scores 1.0 on ${run.label}`, async ({baseURL}) => {
      test.setTimeout(90_000);
      const chrome = await chromeLauncher.launch({
        chromePath: CHROME,
        chromeFlags: chromeLauncherFlags(),
      });
      try {
        const address = new URL(run.path, baseURL);
        address.searchParams.set('docusaurus-theme', run.mode);
        const url = address.href;
        const result = await lighthouse(
          url,
          {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['accessibility']},
          run.desktop
            ? {extends: 'lighthouse:default', settings: {...DESKTOP, onlyCategories: ['accessibility']}}
            : undefined,
        );
        const lhr = result!.lhr;
        expect(lhr.runtimeError, `Lighthouse could not audit ${url}`).toBeUndefined();
        const failing = lhr.categories.accessibility.auditRefs
          .map((ref) => lhr.audits[ref.id])
          .filter((audit) => audit.score !== null && audit.score < 1)
          .map((audit) => {
            const items = (audit.details as {items?: {node?: {selector?: string}}[]} | undefined)?.items ?? [];
            return `${audit.id}: ${audit.title} (${items
              .map((i) => i.node?.selector)
              .filter(Boolean)
              .slice(0, 3)
              .join(' | ')})`;
          });
        expect(failing, `failing accessibility audits on ${url}`).toEqual([]);
        expect(lhr.categories.accessibility.score).toBe(1);
      } finally {
        await chrome.kill();
      }
    });
  }
});
