/**
 * The match-day e2e (issue 25): the same built site, its services run as two processes on a
 * PostgreSQL server (support/serve-on-postgres.ts), and only the specs of match-day/. `npm test`
 * runs it beside the main suite, on the same build and the run's throwaway PostgreSQL server: it
 * serves a copy of its own (site-copy.ts MATCH_DAY_COPY), on ports of its own.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';
import { MATCH_DAY_COPY, SITE_COPY_ENV, siteCopy } from './support/site-copy.ts';

const e2eDir = path.dirname(fileURLToPath(import.meta.url));
const site = base.projects?.[0];
// The workers, started after the config is read, inherit this and drive the match-day copy.
process.env[SITE_COPY_ENV] = String(MATCH_DAY_COPY);

export default defineConfig({
  ...base,
  testDir: path.join(e2eDir, 'match-day'),
  outputDir: path.join(e2eDir, 'test-results', 'match-day'),
  reporter: [
    ['list'],
    ['html', { outputFolder: path.join(e2eDir, 'playwright-report', 'match-day'), open: 'never' }],
  ],
  // One spec at a time: both share the account's devices and the services' clock.
  workers: 1,
  projects: [{ name: 'match-day', use: site?.use ?? {} }],
  webServer: {
    command: 'npx tsx e2e/support/serve-on-postgres.ts',
    cwd: path.resolve(e2eDir, '..'),
    url: `http://localhost:${siteCopy(MATCH_DAY_COPY).ports.shell}`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
