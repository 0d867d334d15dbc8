// What the supervisor tells each worker it forks, in one environment variable (JSON).

export const WORKER_CONFIG_ENV = 'CLUB_SERVICES_WORKER';

export interface WorkerConfig {
  /** 1 to N: which of the N processes this is; a replacement takes the slot of the one it replaces. */
  slot: number;
  processes: number;
  port: number;
  host: string;
  databaseUrl: string;
  testMode: boolean;
  logger: boolean;
  /** The services' clock offset when the worker starts (test mode moves it for all). */
  clockOffsetMs: number;
  /** Test mode's viewer country when the worker starts (moved for all, as the clock). */
  viewerCountry: string | null;
  /** The site's origins the supervisor was given (lib/allowed-origins.ts); the default when absent. */
  siteOrigins?: readonly string[];
}

export function parseWorkerConfig(raw: string | undefined): WorkerConfig {
  if (!raw)
    throw new Error(`${WORKER_CONFIG_ENV} is not set: this file is started by the services' supervisor`);
  return JSON.parse(raw) as WorkerConfig;
}

/** How long a draining process waits for its requests before it leaves anyway. */
export const DRAIN_TIMEOUT_MS = 10_000;
