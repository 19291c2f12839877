import {defineConfig, devices} from '@playwright/test';
import {CHROME, CHROME_ARGS} from './scripts/lib/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);

/**
 * End-to-end tests run against the production build served by nginx with
 * deploy/nginx.conf, as it is deployed. Chromium comes from Debian's package;
 * its path and flags are scripts/lib/chromium.mjs, shared with Lighthouse and
 * the benchmarks.
 */
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: CHROME,
      args: CHROME_ARGS,
    },
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
  webServer: {
    command: 'node scripts/serve/nginx.mjs',
    env: {PORT: String(port)},
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
