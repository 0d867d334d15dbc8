// The PGlite run's two snapshots, made once per test run (global-setup.ts) and opened by the tests:
// - seeded: migrated and seeded, what every test server starts from. Opening a snapshot takes a
//   fraction of a second; creating, migrating and seeding (password hashing included) takes
//   several, and about fifty test files each start a server;
// - empty: a new database with nothing in it, for the tests of the migrations, of the seed and of a
//   first start, which would otherwise each run PGlite's initdb (about 5 s of CPU).
//
// Both are made small, because PGlite unpacks all of a snapshot into memory each time: 1 MB WAL
// segments instead of 16 MB, and without PostgreSQL's template0 and template1 databases, which only
// CREATE DATABASE reads and which no services code runs on PGlite. The seeded one 46 MB -> 22 MB,
// about 40% less CPU to open (docs/testing.md). The database the services use is the same.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { seedIfEmpty } from '../src/seed/seed.ts';

/** initdb's WAL segment size, in MB (PostgreSQL's default is 16; 1 is its smallest). */
const TEMPLATE_WAL_SEGMENT_MB = 1;
/** PostgreSQL's own copies for CREATE DATABASE, which a test server never runs. */
const UNUSED_DATABASES = ['template0', 'template1'];

export interface TemplateFiles {
  empty: string;
  seeded: string;
}

async function dropUnusedDatabases(db: Database): Promise<void> {
  const names = UNUSED_DATABASES.map((name) => `'${name}'`).join(', ');
  // A template database cannot be dropped until it is marked as an ordinary one.
  await db.exec(`UPDATE pg_database SET datistemplate = false WHERE datname IN (${names})`);
  // DROP DATABASE cannot run inside a transaction, so one statement at a time.
  for (const name of UNUSED_DATABASES) await db.exec(`DROP DATABASE ${name}`);
}

async function writeSnapshot(db: Database, file: string): Promise<void> {
  // Everything written so far in the data files, so the snapshot opens with no WAL to replay.
  await db.exec('CHECKPOINT');
  await writeFile(file, Buffer.from(await (await db.snapshot()).arrayBuffer()));
}

/** Writes both snapshots into a new folder under `parent` (one initdb for the two). */
export async function writeTemplates(parent: string): Promise<TemplateFiles> {
  const dir = await mkdtemp(join(parent, 'club-services-template-'));
  const files = { empty: join(dir, 'empty.tar'), seeded: join(dir, 'seeded.tar') };
  const db = await openDatabase({ dataDir: null, initdbArgs: [`--wal-segsize=${TEMPLATE_WAL_SEGMENT_MB}`] });
  try {
    await dropUnusedDatabases(db);
    await writeSnapshot(db, files.empty);
    await migrate(db);
    await seedIfEmpty(db);
    await writeSnapshot(db, files.seeded);
  } finally {
    await db.close();
  }
  return files;
}

const read = new Map<string, Promise<Blob>>();

/** A snapshot of `writeTemplates`, read from disk once per worker. */
export function readTemplate(file: string): Promise<Blob> {
  let blob = read.get(file);
  if (!blob) {
    blob = readFile(file).then((bytes) => new Blob([bytes]));
    read.set(file, blob);
  }
  return blob;
}
