/**
 * Debian's Chromium, which Playwright drives here (it cannot download its own), with flags checked
 * on these machines. Two packages of the same Chromium build:
 * - `chromium`, the whole browser: Lighthouse and the benchmarks, which measure what a supporter's
 *   browser does;
 * - `chromium-headless-shell`, the same engine without the browser's window and UI layers, which is
 *   what Playwright itself runs for headless tests: the e2e suites. Measured on this machine with
 *   three specs (35 tests, two workers): 124 s of wall time in `chromium`, 89 s in the shell
 *   (docs/testing.md).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/** Debian's package for each of the two. */
export const CHROMIUM_PACKAGES: ReadonlyArray<{ path: string; name: string }> = [
  { path: CHROMIUM_PATH, name: 'chromium' },
  { path: HEADLESS_SHELL_PATH, name: 'chromium-headless-shell' },
];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
];
