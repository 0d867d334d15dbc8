// A migrated and seeded database, made once per test run and opened by every test server. Opening
// a snapshot takes a fraction of a second; creating, migrating and seeding (password hashing
// included) takes several, and about fifty test files each start a server.
import { readFile, writeFile } from 'node:fs/promises';
import { migrate } from '../src/db/migrate.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { seedIfEmpty } from '../src/seed/seed.ts';

export async function writeSeededTemplate(file: string): Promise<void> {
  const db = await openDatabase({ dataDir: null });
  try {
    await migrate(db);
    await seedIfEmpty(db);
    await writeFile(file, Buffer.from(await (await db.snapshot()).arrayBuffer()));
  } finally {
    await db.close();
  }
}

export async function readSeededTemplate(file: string): Promise<Blob> {
  return new Blob([await readFile(file)]);
}
