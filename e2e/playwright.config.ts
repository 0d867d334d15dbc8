/**
 * Playwright drives the composed site (shell + four remotes + services) in Debian's Chromium.
 * The site must already be built into .deploy/ (`npm run test:e2e` builds first); this config only
 * serves it. All specs share one server, so they run in two phases (projects, the second after the
 * first whatever its outcome):
 * - 'site': the specs that change nothing another spec sees, two at a time (two workers);
 * - 'site-serial': one at a time, the specs that move the services' test clock, inject faults,
 *   read or clear the collectors, play on the accounts whose devices are counted, or release a
 *   remote (SERIAL_SPECS), and the tests of other specs that do so, tagged SERIAL
 *   (support/serial.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from '../scripts/lib/chromium.ts';
import { E2E_JUDGE_ENVIRONMENT } from './support/judge.ts';
import { SERIAL } from './support/serial.ts';
import { PROMOS_SEEN } from './support/visitor.ts';

const e2eDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(e2eDir, '..');
const isCI = Boolean(process.env.CI);

// A fresh services database per run, so accounts and sessions made by one run never leak into the
// next. The config is also loaded by each worker; they inherit the variable and reuse the folder.
const DATA_ENV = 'CLUB_E2E_SERVICES_DATA';
if (!process.env[DATA_ENV]) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'club-e2e-services-'));
  process.env[DATA_ENV] = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

/**
 * The specs that change or read what the services hold for everyone: the test clock (matches,
 * account-purchase, live-player, player-resume), injected faults (matches, footer-and-adverts),
 * the collectors (footer-and-adverts, routing, security, video-player) and the devices watching on
 * an account (live-player, video-player, player-resume, audio-player); and release, which changes
 * the live deployment and puts it back. Run beside another spec, each could fail it or be failed by
 * it, so they run one at a time, after the others. A spec with only a test or two of that kind
 * tags those tests SERIAL instead (content-pages and consent-search-promos: a fault, the
 * analytics collector), and its other tests run in the first phase.
 */
const SERIAL_SPECS = [
  'account-purchase',
  'audio-player',
  'footer-and-adverts',
  'live-player',
  'matches',
  'player-resume',
  'release',
  'routing',
  'security',
  'video-player',
];
/** The second phase's project, the first's teardown. */
const SERIAL_PHASE = 'site-serial';
const specFiles = (names: string[]) => new RegExp(`/(${names.join('|')})\\.spec\\.ts$`);
/** Tagged tests, by their title (Playwright matches `grep` against the file, the titles and the tags). */
const TAGGED_SERIAL = new RegExp(SERIAL);
/** Every test of a serial spec, by the file name that starts its title. */
const IN_SERIAL_SPEC = new RegExp(`(^|[\\s/])(${SERIAL_SPECS.join('|')})\\.spec\\.ts\\s`);

const chromium = {
  browserName: 'chromium' as const,
  headless: true,
  launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS },
};

export default defineConfig({
  testDir: path.join(e2eDir, 'tests'),
  outputDir: path.join(e2eDir, 'test-results'),
  fullyParallel: false,
  // Two cores: a browser and the servers for each of two specs at a time; measured in docs/testing.md.
  workers: 2,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: path.join(e2eDir, 'playwright-report'), open: 'never' }]],
  use: {
    baseURL: 'http://localhost:3000',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    // Recording a trace of every test to keep only the failures' cost about a quarter of the suite's
    // CPU (the browser's screencast and snapshots, measured in docs/testing.md); a trace is recorded
    // when a failed test is run again (CI's retry), or on demand: `--trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // Every spec starts with the seeded promos seen, so the modal promo never covers the page under test.
    storageState: PROMOS_SEEN,
  },
  // A project's `teardown` runs after it has finished, even when some of its tests failed (a
  // dependent project would be skipped). A teardown cannot have a teardown of its own (Playwright
  // then runs neither), so there are two phases.
  projects: [
    {
      name: 'site',
      testIgnore: specFiles(SERIAL_SPECS),
      grepInvert: TAGGED_SERIAL,
      use: chromium,
      teardown: SERIAL_PHASE,
    },
    { name: SERIAL_PHASE, grep: [IN_SERIAL_SPEC, TAGGED_SERIAL], workers: 1, use: chromium },
  ],
  webServer: {
    command: 'npx tsx scripts/serve.ts',
    cwd: repoRoot,
    url: 'http://localhost:3000',
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      CLUB_SERVICES_DATA: process.env[DATA_ENV] ?? '',
      CLUB_SERVICES_TEST_MODE: '1',
      // The release judge decides in seconds (support/judge.ts).
      ...E2E_JUDGE_ENVIRONMENT,
    },
  },
});
