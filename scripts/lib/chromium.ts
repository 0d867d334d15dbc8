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

/**
 * The e2e suites' flags: CHROMIUM_ARGS, and one renderer process at a time where Chromium can share
 * one. Without it Chromium starts two renderers for each new browser context, the page's and a spare
 * it keeps warm for the next navigation, which a test's context, closed after a few pages, never
 * uses: 12 renderer processes for six contexts on /news, 6 with it. Contexts still never share a
 * process. Measured on four specs (85 tests, two workers, 2026-11-28): 325 s and 599 busy
 * core-seconds without it, 287 s and 525 with it (docs/testing.md). The benchmarks keep
 * CHROMIUM_ARGS: they measure the browser a supporter runs.
 */
export const TEST_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--renderer-process-limit=1'];
