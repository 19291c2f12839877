import {defineConfig, devices} from '@playwright/test';
import {CHROME_ARGS, HEADLESS_SHELL} from './scripts/lib/chromium.mjs';

/**
 * Tests of the writers' loop under `npm start` (tests/dev/). The specs share
 * one dev server in a copy of the site (the `dev` fixture of
 * tests/dev/devServer.ts), so there is no webServer here and the specs run
 * one at a time, in one worker.
 */
export default defineConfig({
  testDir: './tests/dev',
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 120_000,
  use: {
    trace: 'off',
    launchOptions: {
      executablePath: HEADLESS_SHELL,
      args: CHROME_ARGS,
    },
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
});
