import path from 'node:path';
import { startServer } from '../../services/src/start.ts';
import { PORTS } from './apps.ts';
import { ROOT } from './deploy.ts';

/** Starts the local back end on its fixed port, persisting under services/.data unless told otherwise. */
export function startServices(options: { dataDir?: string; testMode?: boolean } = {}) {
  return startServer({
    port: PORTS.services,
    dataDir: options.dataDir ?? process.env.CLUB_SERVICES_DATA ?? path.join(ROOT, 'services/.data'),
    testMode: options.testMode ?? process.env.CLUB_SERVICES_TEST_MODE === '1',
  });
}
