// Opens the database, applies migrations, seeds what is empty and listens: the one way the
// services start, used by the CLI (main.ts), the repo's serve script and the tests.
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { requireFullPasswordCost } from './account/passwords.ts';
import { requireSigningSecret } from './account/signing-secret.ts';
import { buildApp } from './app.ts';
import type { Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import type { Lifecycle } from './health/health-routes.ts';
import { type Clock, createClock } from './lib/clock.ts';
import type { LocalProcess, ProcessGroup } from './processes/process-group.ts';
import { seedIfEmpty } from './seed/seed.ts';

/** services/.data, wherever the process was started from. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../.data', import.meta.url));
export const DEFAULT_PORT = 4000;
// 'localhost' listens on both 127.0.0.1 and ::1, and matches the runtime config's base URLs.
export const DEFAULT_HOST = 'localhost';

export interface StartServerOptions {
  /** 0 picks a free port (tests). */
  port?: number;
  /** A PostgreSQL server (DATABASE_URL) instead of PGlite; dataDir, memory and from are then unused. */
  databaseUrl?: string | undefined;
  host?: string;
  /** Where the database lives; ignored with memory. */
  dataDir?: string;
  /** Keep everything in memory: nothing survives close. */
  memory?: boolean;
  /**
   * Start from this database snapshot (already migrated and seeded, say): in memory, or in a data
   * directory that holds no database yet.
   */
  from?: Blob;
  testMode?: boolean;
  now?: () => Date;
  logger?: boolean;
  /** Seed empty datasets (default true). */
  seed?: boolean;
  secret?: string;
  /** The site's origins, its home first (lib/allowed-origins.ts); DESIGN.md's local ports by default. */
  siteOrigins?: readonly string[];
  /** Which process this is among several, and how it reaches the others (processes/worker.ts). */
  processLabel?: string;
  processGroup?: (local: LocalProcess) => ProcessGroup;
}

export interface RunningServer {
  url: string;
  app: FastifyInstance;
  db: Database;
  /** The services' clock (the test clock in test mode): the one "now" the local site shares. */
  clock: Clock;
  /** Stops listening, then closes the database; safe to call twice. */
  close(): Promise<void>;
  /**
   * Leaves gracefully (SIGTERM): readiness answers 503 from now on, no new connection is taken,
   * requests in flight are answered, websockets are closed, then the database; as close().
   */
  drain(): Promise<void>;
}

/**
 * The settings every start checks before anything opens, so that outside development and test a
 * missing or weak signing secret, or the services tests' light password hashes, is a start-up error
 * and not a 500 later (or a weak hash stored for good).
 */
export function requireStartSettings(secret?: string): void {
  requireSigningSecret(process.env, secret);
  requireFullPasswordCost(process.env);
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  requireStartSettings(options.secret);
  const db = await openDatabase(
    options.databaseUrl
      ? { url: options.databaseUrl }
      : {
          dataDir: options.memory ? null : (options.dataDir ?? DEFAULT_DATA_DIR),
          ...(options.from ? { from: options.from } : {}),
        },
  );
  let app: FastifyInstance | undefined;
  try {
    await migrate(db);
    const clock = createClock(options.now);
    if (options.seed !== false) await seedIfEmpty(db, undefined, clock.now());
    const lifecycle: Lifecycle = { draining: false };
    app = buildApp({
      db,
      clock,
      lifecycle,
      testMode: options.testMode ?? false,
      ...(options.processLabel ? { processLabel: options.processLabel } : {}),
      ...(options.processGroup ? { processGroup: options.processGroup } : {}),
      ...(options.logger !== undefined ? { logger: options.logger } : {}),
      ...(options.secret ? { secret: options.secret } : {}),
      ...(options.siteOrigins ? { siteOrigins: options.siteOrigins } : {}),
    });
    const host = options.host ?? DEFAULT_HOST;
    await app.listen({ port: options.port ?? DEFAULT_PORT, host });
    const { port } = app.server.address() as AddressInfo;
    const started = app;
    let closing: Promise<void> | undefined;
    const close = () => {
      closing ??= started.close().finally(() => db.close());
      return closing;
    };
    return {
      url: `http://${urlHost(host)}:${port}`,
      app: started,
      db,
      clock,
      close,
      drain() {
        lifecycle.draining = true;
        return close();
      },
    };
  } catch (error) {
    await app?.close().catch(() => {});
    await db.close();
    throw error;
  }
}

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}
