// The one door to storage. Routes and seeds see only this small interface, written so that the SQL
// behind it stays plain PostgreSQL: swapping PGlite for a PostgreSQL server means a new opener here,
// not new queries anywhere else.
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

/** What a query can run on: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** The whole database as a tarball that `openDatabase({ from })` opens again (test templates). */
  snapshot(): Promise<Blob>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A directory to keep the data in; null or undefined keeps it in memory only. */
  dataDir?: string | null;
  /** Start from a snapshot instead of an empty database (in memory only). */
  from?: Blob;
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const pg = options.dataDir
    ? await PGlite.create(options.dataDir)
    : await PGlite.create(options.from ? { loadDataDir: options.from } : {});
  let closed = false;

  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await target.query<T>(sql, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });

  return {
    ...wrap(pg),
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    snapshot: () => pg.dumpDataDir('none'),
    async close() {
      // Closing twice (a signal arriving during shutdown) must not throw.
      if (closed) return;
      closed = true;
      await pg.close();
    },
  };
}
