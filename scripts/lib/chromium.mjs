// Chromium for everything that drives a browser: the Playwright suite
// (playwright.config.ts) and the benchmarks with their Lighthouse runs
// (scripts/bench/). One Chromium release, in two builds, and one set of flags.

/** Debian's Chromium, or the binary CHROME_PATH names: the browser readers run. */
export const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Debian's headless shell of the same Chromium (package chromium-headless-shell),
 * or the binary CHROME_HEADLESS_SHELL_PATH names. It is what Playwright runs by
 * default for headless tests: the same Blink and V8 without the browser's own
 * window, about a third faster per page here. The end-to-end tests of what a
 * page does use it; what the browser itself fetches is measured in CHROME.
 */
export const HEADLESS_SHELL = process.env.CHROME_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

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
