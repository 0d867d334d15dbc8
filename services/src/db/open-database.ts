// Opens the database the options name: a PostgreSQL server by URL, else PGlite (a directory, or
// memory). Apart from database.ts so the interface the two implement depends on neither.
import type { Database, OpenDatabaseOptions } from './database.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

export function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.url) return openPostgres(options.url, { ...(options.poolMax ? { max: options.poolMax } : {}) });
  return openPglite(options);
}
