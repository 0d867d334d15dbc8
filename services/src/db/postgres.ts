// A PostgreSQL server through a pool of kept connections (`pg`): the database several service
// processes, or several machines, share. Answers look as PGlite's do (whole numbers for bigint,
// dates at UTC midnight, timestamps without a zone read as UTC), so no query knows which one it
// runs on. A server that cannot be reached (down, restarting, refusing connections) surfaces as
// DatabaseUnavailableError, which the services answer with 503 and Retry-After, never a crash.
import pg from 'pg';
import type { Database, PoolStats, Queryable } from './database.ts';
import { DatabaseUnavailableError, isUnavailable } from './database-errors.ts';

/** Connections one process opens at most, unless POSTGRES_POOL_MAX says otherwise. */
export const POSTGRES_POOL_MAX = 10;
/** How long a query waits for a connection (a server that is down or full) before it is refused. */
export const POSTGRES_CONNECT_TIMEOUT_MS = 5_000;
/** An idle connection is closed after this long, so a quiet process holds few. */
export const POSTGRES_IDLE_TIMEOUT_MS = 30_000;
/** Shown in pg_stat_activity, so a DBA can tell the services' connections apart. */
const APPLICATION_NAME = 'club-services';

// Type OIDs (pg_type) whose default parsing differs from PGlite's.
const INT8 = 20;
const INT8_ARRAY = 1016;
const INT4_ARRAY = 1007;
const DATE = 1082;
const TIMESTAMP = 1114;
const INTERVAL = 1186;

const asUtc = (text: string) => new Date(`${text.replace(' ', 'T')}Z`);

/** pg's parsers where PGlite answers differently; every other type as pg has it. */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    const fallback = () => pg.types.getTypeParser(oid, format ?? 'text');
    if (format === 'binary') return fallback();
    switch (oid) {
      case INT8:
        return Number;
      case INT8_ARRAY:
        // int4[]'s parser: each entry a number, as PGlite gives them.
        return pg.types.getTypeParser(INT4_ARRAY as unknown as typeof pg.types.builtins.INT4, 'text');
      case DATE:
        return (text: string) => new Date(`${text}T00:00:00Z`);
      case TIMESTAMP:
        return asUtc;
      case INTERVAL:
        return (text: string) => text;
      default:
        return fallback();
    }
  },
} as pg.CustomTypesConfig;

export function poolMaxFrom(env: Record<string, string | undefined> = process.env): number {
  const raw = env.POSTGRES_POOL_MAX;
  if (raw === undefined || raw === '') return POSTGRES_POOL_MAX;
  const max = Number(raw);
  if (!Number.isInteger(max) || max < 1) {
    throw new Error(`POSTGRES_POOL_MAX must be a whole number of at least 1, got '${raw}'`);
  }
  return max;
}

/** Runs a driver call, turning "the server cannot be reached" into DatabaseUnavailableError. */
async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw isUnavailable(error) ? new DatabaseUnavailableError(error) : error;
  }
}

const wrap = (target: pg.Pool | pg.PoolClient | pg.Client): Queryable => ({
  query: <T>(sql: string, params: unknown[] = []) =>
    guarded(async () => {
      const result = await target.query(sql, params);
      return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
    }),
  exec: (sql: string) =>
    guarded(async () => {
      // Without parameters pg uses the simple protocol, which runs several statements at once.
      await target.query(sql);
    }),
});

export async function openPostgres(url: string, options: { max?: number } = {}): Promise<Database> {
  const config: pg.PoolConfig = {
    connectionString: url,
    max: options.max ?? poolMaxFrom(),
    connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: POSTGRES_IDLE_TIMEOUT_MS,
    application_name: APPLICATION_NAME,
    types,
  };
  const pool = new pg.Pool(config);
  // An idle connection the server drops (a restart) is reported here; without a listener the
  // process would crash. The pool replaces it on the next query.
  pool.on('error', (error) => {
    console.warn(`[services] a pooled PostgreSQL connection failed: ${error.message}`);
  });
  // Fail at start, with the driver's reason, rather than at the first request.
  await guarded(() => pool.query('SELECT 1'));
  let closing: Promise<void> | undefined;

  return {
    kind: 'postgres',
    ...wrap(pool),

    async transaction(work) {
      const client = await guarded(() => pool.connect());
      let broken: Error | undefined;
      try {
        await wrap(client).exec('BEGIN');
        const result = await work(wrap(client));
        await wrap(client).exec('COMMIT');
        return result;
      } catch (error) {
        // A failed ROLLBACK means the connection itself is gone: drop it from the pool.
        await client.query('ROLLBACK').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },

    async lock(name, work) {
      // A connection of its own, outside the pool: a session-level advisory lock belongs to the
      // connection that took it, and ends with it if this process dies.
      const client = new pg.Client({ connectionString: url, application_name: APPLICATION_NAME, types });
      client.on('error', () => {});
      await guarded(() => client.connect());
      try {
        await wrap(client).query('SELECT pg_advisory_lock(hashtext($1))', [name]);
        return await work();
      } finally {
        await client.end().catch(() => {});
      }
    },

    snapshot() {
      return Promise.reject(
        new Error(
          'snapshot() is for PGlite; on PostgreSQL copy a database with CREATE DATABASE ... TEMPLATE',
        ),
      );
    },

    poolStats(): PoolStats {
      return {
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: config.max ?? POSTGRES_POOL_MAX,
      };
    },

    close() {
      closing ??= pool.end();
      return closing;
    },
  };
}
