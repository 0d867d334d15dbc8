// PGlite, PostgreSQL compiled to WebAssembly and run inside this process: the default database, so
// `npm start` needs no server. One process owns it (a data directory cannot be shared), which is
// why several service processes need a PostgreSQL server instead (start.ts refuses otherwise).
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Database, OpenDatabaseOptions, Queryable } from './database.ts';

export async function openPglite(options: OpenDatabaseOptions): Promise<Database> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  // PostgreSQL's own mark of a data directory that holds a database.
  const holdsDatabase = options.dataDir ? existsSync(path.join(options.dataDir, 'PG_VERSION')) : false;
  const start = {
    ...(options.from && !holdsDatabase ? { loadDataDir: options.from } : {}),
    ...(options.initdbArgs ? { initDbStartParams: [...options.initdbArgs] } : {}),
  };
  const pg = options.dataDir ? await PGlite.create(options.dataDir, start) : await PGlite.create(start);
  let closed = false;
  // One owner: each lock is a queue of this process's holders.
  const held = new Map<string, Promise<unknown>>();

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
    kind: 'pglite',
    ...wrap(pg),
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    lock(name, work) {
      const turn = (held.get(name) ?? Promise.resolve()).then(work);
      held.set(
        name,
        turn.catch(() => {}),
      );
      return turn;
    },
    snapshot: () => pg.dumpDataDir('none'),
    poolStats: () => undefined,
    async close() {
      // Closing twice (a signal arriving during shutdown) must not throw.
      if (closed) return;
      closed = true;
      await pg.close();
    },
  };
}
