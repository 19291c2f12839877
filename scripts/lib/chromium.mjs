// Chromium for everything that drives a browser: the Playwright suite
// (playwright.config.ts) and the benchmarks with their Lighthouse runs
// (scripts/bench/). One binary and one set of flags,
// so that a test and a benchmark see the same browser.

/** Debian's Chromium, or the binary CHROME_PATH names. */
export const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Flags for every launch: no sandbox (Chromium will not start as root with
 * it), no GPU, and none of the browser's own traffic or first-run pages
 * (background networking, component updates, sync, QUIC), which would add
 * requests the tests and the byte counts do not expect.
 */
export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The flags for chrome-launcher (Lighthouse): the same, headless. Playwright
 * adds its own headless flag; chrome-launcher does not.
 * @returns {string[]}
 */
export function chromeLauncherFlags() {
  return ['--headless=new', ...CHROME_ARGS];
}
