/**
 * Playwright drives the composed site (shell + four remotes + services) in Debian's Chromium.
 * The site must already be built into .deploy/ (`npm run test:e2e` builds first); this config only
 * serves it. One worker: the machine has two cores, and release.spec.ts changes the live deployment,
 * so it runs alone, in its own project after everything else.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.ts';
import { E2E_JUDGE_ENVIRONMENT } from './support/judge.ts';
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

const chromium = {
  browserName: 'chromium' as const,
  headless: true,
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
};

export default defineConfig({
  testDir: path.join(e2eDir, 'tests'),
  outputDir: path.join(e2eDir, 'test-results'),
  fullyParallel: false,
  workers: 1,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: path.join(e2eDir, 'playwright-report'), open: 'never' }]],
  use: {
    baseURL: 'http://localhost:3000',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Every spec starts with the seeded promos seen, so the modal promo never covers the page under test.
    storageState: PROMOS_SEEN,
  },
  projects: [
    { name: 'site', testIgnore: /release\.spec\.ts$/, use: chromium },
    // Projects run in order with one worker; this one changes what is live and puts it back.
    { name: 'release', testMatch: /release\.spec\.ts$/, use: chromium },
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
