import {defineConfig, devices} from '@playwright/test';
import {CHROME, CHROME_ARGS, HEADLESS_SHELL} from './scripts/lib/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);

/**
 * End-to-end tests run against the production build served by nginx with
 * deploy/nginx.conf, as it is deployed. Chromium comes from Debian's packages;
 * its paths and flags are scripts/lib/chromium.mjs, shared with Lighthouse and
 * the benchmarks. What a page does is tested in the headless shell; what the
 * browser itself fetches (byte budgets, third-party requests) is measured in
 * the full Chromium readers run, as the benchmarks measure: the shell asks for
 * no favicon, for one.
 */
const IN_FULL_CHROMIUM = ['budgets.spec.ts', 'privacy.spec.ts'];

/** A desktop Chrome of Debian's build at `executablePath`, with the shared flags. */
const chromiumBuild = (executablePath: string) => ({
  ...devices['Desktop Chrome'],
  channel: undefined,
  launchOptions: {executablePath, args: CHROME_ARGS},
});

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  // One more worker than a two-core machine has cores: for about a twentieth of
  // the run, two workers leave the CPU idle (pages throttled to a quarter of the
  // CPU, smooth scrolls and timers running out), and a third fills it.
  workers: process.env.CI ? 3 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
  },
  // Full Chromium first: the byte budgets run in order in one worker (tests/e2e/budgets.spec.ts),
  // and a chain that long ends the run late if it starts last.
  projects: [
    {name: 'chromium-full', testMatch: IN_FULL_CHROMIUM, use: chromiumBuild(CHROME)},
    {name: 'chromium', testIgnore: IN_FULL_CHROMIUM, use: chromiumBuild(HEADLESS_SHELL)},
  ],
  webServer: {
    command: 'node scripts/serve/nginx.mjs',
    env: {PORT: String(port)},
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
