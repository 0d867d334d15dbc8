// Numbered SQL files in ./migrations, each applied once and recorded in schema_migrations, so an
// existing data directory picks up new tables on its next start without losing what it holds.
// Several processes (or machines) starting together on one PostgreSQL server take turns under an
// advisory lock: the first applies what is pending, the others then find nothing to do.
import { readdir, readFile } from 'node:fs/promises';
import type { Database } from './database.ts';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
const MIGRATION_FILE = /^(\d{4})_[a-z0-9_-]+\.sql$/;
/** The advisory lock migrating and seeding run under (Database.lock). */
export const SCHEMA_LOCK = 'club-services:schema';

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

export async function loadMigrations(dir: URL = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => MIGRATION_FILE.test(file)).sort();
  return Promise.all(
    files.map(async (file) => ({
      version: file.slice(0, 4),
      name: file,
      sql: await readFile(new URL(file, dir), 'utf8'),
    })),
  );
}

/** Applies every migration not yet recorded, under SCHEMA_LOCK; returns the names of those it applied. */
export async function migrate(db: Database, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await loadMigrations());
  return db.lock(SCHEMA_LOCK, () => applyPending(db, all));
}

async function applyPending(db: Database, migrations: Migration[]): Promise<string[]> {
  await db.exec(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )
  `);
  const done = await db.query<{ version: string }>('SELECT version FROM schema_migrations');
  const applied = new Set(done.rows.map((row) => row.version));
  const pending = migrations.filter((m) => !applied.has(m.version));

  for (const migration of pending) {
    // A migration and its record commit together: a crash halfway leaves neither behind.
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    });
  }
  return pending.map((m) => m.name);
}
