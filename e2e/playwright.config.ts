/**
 * Playwright drives the composed site (shell + four remotes + services) in Debian's Chromium.
 * The site must already be built into CLUB_DEPLOY_DIR (.deploy/ by default; `npm run test:e2e` and
 * `npm test` build into .deploy-test/ first); this config only serves it. Each worker has a copy
 * of the whole site of its own (support/site-copy.ts, started by support/serve-copies.ts): its own
 * ports, deployment and services data, so a spec that moves the services' test clock, injects a
 * fault, reads the collectors, counts an account's devices or releases a remote runs beside any
 * other.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from '../scripts/lib/chromium.ts';
import { ALL_COPIES_UP, DATA_ENV, SITE_COPIES } from './support/site-copy.ts';
import { PROMOS_SEEN } from './support/visitor.ts';

const e2eDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(e2eDir, '..');
const isCI = Boolean(process.env.CI);

// A fresh services database per run, so accounts and sessions made by one run never leak into the
// next. The config is also loaded by each worker; they inherit the variable and reuse the folder.
if (!process.env[DATA_ENV]) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'club-e2e-services-'));
  process.env[DATA_ENV] = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

const chromium = {
  browserName: 'chromium' as const,
  headless: true,
  launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS },
};

export default defineConfig({
  testDir: path.join(e2eDir, 'tests'),
  outputDir: path.join(e2eDir, 'test-results'),
  fullyParallel: false,
  // One worker per copy of the site; measured in docs/testing.md.
  workers: SITE_COPIES,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: path.join(e2eDir, 'playwright-report'), open: 'never' }]],
  use: {
    // The worker's own copy of the site is the base URL (support/test.ts).
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
  projects: [{ name: 'site', use: chromium }],
  webServer: {
    command: 'npx tsx e2e/support/serve-copies.ts',
    cwd: repoRoot,
    wait: { stdout: new RegExp(ALL_COPIES_UP.replaceAll('.', '\\.')) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
