// The one door to storage. Routes and seeds see only this small interface, written so that the SQL
// behind it stays plain PostgreSQL: PGlite (embedded, the default, `npm start` needs no server) or
// a PostgreSQL server through a pool (`DATABASE_URL`, match day). Same migrations, same queries.
// open-database.ts opens one or the other.

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

/** What a query can run on: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  exec(sql: string): Promise<void>;
}

/** How busy a server's connection pool is (for the metrics); PGlite has no pool. */
export interface PoolStats {
  /** Connections open, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  max: number;
}

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database extends Queryable {
  readonly kind: DatabaseKind;
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `work` while holding the database-wide lock `name`: on a server a PostgreSQL advisory
   * lock, so however many processes (or machines) call it at once, one runs at a time; PGlite has
   * one owner, so there it is a queue in this process. Not re-entrant: never nest the same name.
   */
  lock<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** The whole database as a tarball that `openDatabase({ from })` opens again (PGlite only). */
  snapshot(): Promise<Blob>;
  poolStats(): PoolStats | undefined;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL server (`postgres://user@host:port/db`); everything below is then ignored. */
  url?: string | undefined;
  /** PGlite: a directory to keep the data in; null or undefined keeps it in memory only. */
  dataDir?: string | null;
  /**
   * PGlite: start from a snapshot instead of an empty database, in memory or in a data directory
   * that holds no database yet (one that does is opened as it is).
   */
  from?: Blob;
  /** PGlite: more arguments for initdb when it makes a new database (not when it opens one or a snapshot). */
  initdbArgs?: readonly string[];
  /** PostgreSQL: the most connections this process opens (default POSTGRES_POOL_MAX). */
  poolMax?: number;
}
