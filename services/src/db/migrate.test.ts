import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  dropTestDatabase,
  onPostgres,
  openEmptyTestDatabase,
} from '../../test/test-database.ts';
import type { Database } from './database.ts';
import { loadMigrations, migrate } from './migrate.ts';
import { openDatabase } from './open-database.ts';

let db: Database;
beforeEach(async () => {
  db = await openEmptyTestDatabase();
});
afterEach(() => db?.close());

it('applies each numbered migration once and records it', async () => {
  const all = await loadMigrations();
  expect(all.map((m) => m.version)).toEqual([...all.map((m) => m.version)].sort());
  expect(await migrate(db)).toEqual(all.map((m) => m.name));
  expect(await migrate(db)).toEqual([]);
  const { rows } = await db.query<{ version: string }>(
    'SELECT version FROM schema_migrations ORDER BY version',
  );
  expect(rows.map((r) => r.version)).toEqual(all.map((m) => m.version));
});

it('rolls a failing migration back whole, leaving it pending', async () => {
  const broken = [
    { version: '0001', name: '0001_ok.sql', sql: 'CREATE TABLE a (id int);' },
    { version: '0002', name: '0002_broken.sql', sql: 'CREATE TABLE b (id int); SELECT * FROM missing;' },
  ];
  await expect(migrate(db, broken)).rejects.toThrow();
  const tables = await db.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_name IN ('a', 'b') ORDER BY table_name",
  );
  expect(tables.rows.map((r) => r.table_name)).toEqual(['a']);
  const done = await db.query<{ version: string }>('SELECT version FROM schema_migrations');
  expect(done.rows.map((r) => r.version)).toEqual(['0001']);
});

describe.runIf(onPostgres())('on a PostgreSQL server', () => {
  it('applies each migration once when several processes start together (the advisory lock)', async () => {
    const url = await createTestDatabase({ seeded: false });
    const starters = await Promise.all([1, 2, 3, 4].map(() => openDatabase({ url, poolMax: 2 })));
    try {
      const applied = await Promise.all(starters.map((starter) => migrate(starter)));
      const all = (await loadMigrations()).map((m) => m.name);
      // Exactly one starter applied each; the others found nothing left to do.
      expect(applied.flat().sort()).toEqual(all);
      const { rows } = await (starters[0] as Database).query<{ version: string; n: number }>(
        'SELECT version, count(*)::int AS n FROM schema_migrations GROUP BY version',
      );
      expect(rows).toHaveLength(all.length);
      expect(rows.every((row) => row.n === 1)).toBe(true);
    } finally {
      await Promise.all(starters.map((starter) => starter.close()));
      await dropTestDatabase(url);
    }
  });
});
