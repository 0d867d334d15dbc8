/**
 * The match-day e2e's web server: the site exactly as `npm run serve` serves it, with the services
 * as two processes on PostgreSQL (DATABASE_URL, SERVICES_PROCESSES=2), in test mode, on a copy of
 * the e2e build at the match-day copy's ports (support/site-copy.ts), so it runs beside the main
 * suite. The database is a new one on CLUB_E2E_POSTGRES_URL's server (`npm test` passes its
 * throwaway server) or, when that is not set, on a throwaway server started here; the database and
 * the copied deployment go when the server stops.
 */
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgresCluster } from '@club/services/postgres-cluster';
import pg from 'pg';
import { copyDeployment } from '../../scripts/lib/deploy.ts';
import { MATCH_DAY_PROCESSES } from './match-day.ts';
import { MATCH_DAY_COPY, siteCopy } from './site-copy.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cluster = process.env.CLUB_E2E_POSTGRES_URL ? undefined : await startPostgresCluster();
const adminUrl = process.env.CLUB_E2E_POSTGRES_URL ?? cluster?.url ?? '';
const database = `club_e2e_${process.pid}_${Date.now()}`;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const copy = siteCopy(MATCH_DAY_COPY);
await copyDeployment(copy.deployDir, copy.offset);
await admin(`CREATE DATABASE ${database}`);
const url = new URL(adminUrl);
url.pathname = `/${database}`;

const serve = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/serve.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    ...copy.env,
    DATABASE_URL: url.toString(),
    SERVICES_PROCESSES: String(MATCH_DAY_PROCESSES),
    CLUB_SERVICES_TEST_MODE: '1',
  },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => serve.kill(signal));
serve.on('exit', async (code) => {
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => {});
  await cluster?.stop();
  await rm(copy.deployDir, { recursive: true, force: true });
  process.exit(code ?? 1);
});
