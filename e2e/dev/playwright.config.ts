/**
 * The content team's own loop, checked in Chromium: `npm run dev -- mfe-content` (the shell and
 * the other remotes from development builds, mfe-content on its dev server), an edit to the remote,
 * and the page's automatic reload. Apart from the site suite because it serves a dev session
 * instead of the production build, on ports of its own (support/site-copy.ts), so it can run beside
 * that suite (`npm test` runs it after).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { PORT_OFFSET_ENV } from '../../scripts/lib/apps.ts';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from '../../scripts/lib/chromium.ts';
import { DEV_RELOAD_PORT_OFFSET, DEV_RELOAD_PORTS } from '../support/site-copy.ts';
import { PROMOS_SEEN } from '../support/visitor.ts';

const devDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(devDir, '../..');

const DATA_ENV = 'CLUB_E2E_DEV_SERVICES_DATA';
if (!process.env[DATA_ENV]) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'club-e2e-dev-services-'));
  process.env[DATA_ENV] = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

export default defineConfig({
  testDir: devDir,
  outputDir: path.join(repoRoot, 'e2e/test-results/dev'),
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${DEV_RELOAD_PORTS.shell}`,
    trace: 'retain-on-failure',
    storageState: PROMOS_SEEN,
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'npx tsx scripts/dev.ts mfe-content',
    cwd: repoRoot,
    // The remote's dev server answers once its first compilation is done; the shell is up before it.
    url: `http://localhost:${DEV_RELOAD_PORTS['mfe-content']}/mf-manifest.json`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      [PORT_OFFSET_ENV]: String(DEV_RELOAD_PORT_OFFSET),
      // Development builds of the shell and the other remotes, apart from a developer's .deploy-dev.
      CLUB_DEV_DEPLOY_DIR: '.deploy-test-dev',
      CLUB_SERVICES_DATA: process.env[DATA_ENV] ?? '',
      CLUB_SERVICES_TEST_MODE: '1',
    },
  },
});
