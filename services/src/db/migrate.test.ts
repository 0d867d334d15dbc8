import { afterEach, beforeEach, expect, it } from 'vitest';
import { openEmptyTestDatabase } from '../../test/test-database.ts';
import type { Database } from './database.ts';
import { loadMigrations, migrate } from './migrate.ts';

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
