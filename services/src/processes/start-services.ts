// The one way to start the services with their deployment settings, for the CLI (main.ts) and the
// site's serve script: on PGlite (the default) one server in this process, as ever; on a
// PostgreSQL server (DATABASE_URL) a supervisor and SERVICES_PROCESSES workers behind one port.
import type { Clock } from '../lib/clock.ts';
import { requireStartSettings, type StartServerOptions, startServer } from '../start.ts';
import { startSupervisor } from './supervisor.ts';

export const PROCESSES_ENV = 'SERVICES_PROCESSES';
export const DATABASE_URL_ENV = 'DATABASE_URL';
/** More processes than this on one machine only fight over its cores. */
export const MAX_PROCESSES = 64;

/** A deployment setting the services cannot start with; the message says what to do. */
export class ServicesSettingsError extends Error {
  override name = 'ServicesSettingsError';
}

/** Several processes were asked for without a database server to share. */
export class ProcessesNeedPostgresError extends ServicesSettingsError {
  override name = 'ProcessesNeedPostgresError';
  constructor(processes: number) {
    super(
      `${PROCESSES_ENV}=${processes} needs PostgreSQL: the embedded database (PGlite) has one owner, ` +
        `one process. Set ${DATABASE_URL_ENV}=postgres://user@host:port/database (README, "Running on ` +
        `PostgreSQL"), or leave ${PROCESSES_ENV} unset for one process.`,
    );
  }
}

/** SERVICES_PROCESSES as a count (1 when unset); throws with what is wrong otherwise. */
export function processesFrom(env: Record<string, string | undefined> = process.env): number {
  const raw = env[PROCESSES_ENV];
  if (raw === undefined || raw.trim() === '') return 1;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > MAX_PROCESSES) {
    throw new ServicesSettingsError(
      `${PROCESSES_ENV} must be a whole number from 1 to ${MAX_PROCESSES}, got '${raw}'`,
    );
  }
  return count;
}

export interface RunningServices {
  url: string;
  /** The services' clock (the test clock in test mode), as the site's server reads it. */
  clock: Clock;
  processes: number;
  database: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export async function startServices(
  options: StartServerOptions & { processes?: number },
): Promise<RunningServices> {
  const processes = options.processes ?? 1;
  if (!options.databaseUrl) {
    if (processes > 1) throw new ProcessesNeedPostgresError(processes);
    const server = await startServer(options);
    return { url: server.url, clock: server.clock, processes: 1, database: 'pglite', close: server.close };
  }
  // Once here rather than once in each worker.
  requireStartSettings(options.secret);
  const supervisor = await startSupervisor({
    processes,
    databaseUrl: options.databaseUrl,
    port: options.port ?? 4000,
    host: options.host ?? 'localhost',
    testMode: options.testMode ?? false,
    logger: options.logger ?? false,
    ...(options.siteOrigins ? { siteOrigins: options.siteOrigins } : {}),
  });
  return {
    url: supervisor.url,
    clock: supervisor.clock,
    processes,
    database: 'postgres',
    close: supervisor.close,
  };
}
