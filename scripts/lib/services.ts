import path from 'node:path';
import { DATABASE_URL_ENV, processesFrom, startServices as start } from '@club/services';
import { PORTS, siteOriginsAt } from './apps.ts';
import { ROOT } from './deploy.ts';

/**
 * Starts the local back end on its fixed port: on PGlite, persisting under services/.data unless
 * told otherwise; with DATABASE_URL on that PostgreSQL server, as SERVICES_PROCESSES processes.
 */
export async function startServices(options: { dataDir?: string; testMode?: boolean } = {}) {
  return start({
    port: PORTS.services,
    siteOrigins: siteOriginsAt(PORTS),
    dataDir: options.dataDir ?? process.env.CLUB_SERVICES_DATA ?? path.join(ROOT, 'services/.data'),
    testMode: options.testMode ?? process.env.CLUB_SERVICES_TEST_MODE === '1',
    databaseUrl: process.env[DATABASE_URL_ENV] || undefined,
    processes: processesFrom(),
  });
}
