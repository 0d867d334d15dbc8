// Which database the services tests run on, and a fresh one for each test that needs one. `npm
// test` runs the services tests twice: on PGlite (each server opens a snapshot of the seeded
// template) and on a PostgreSQL server (each server gets a new database copied from a seeded
// template database with CREATE DATABASE ... TEMPLATE, a file copy of a fraction of a second).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { readTemplate } from './templates.ts';

/** What global-setup.ts made for this run. */
export type TestDatabases =
  | { kind: 'pglite'; template: string; empty: string }
  | { kind: 'postgres'; adminUrl: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    servicesDatabases: TestDatabases;
  }
}

export const testDatabases = (): TestDatabases => inject('servicesDatabases');

/** True when this run is the PostgreSQL one. */
export const onPostgres = (): boolean => testDatabases().kind === 'postgres';

/** The address of `database` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs one statement on the admin database (CREATE and DROP DATABASE cannot run in a pool's transaction). */
export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function postgresRun(): Extract<TestDatabases, { kind: 'postgres' }> {
  const databases = testDatabases();
  if (databases.kind !== 'postgres') throw new Error('this is for the PostgreSQL run');
  return databases;
}

/**
 * A new database on the test server, a copy of the seeded template or empty; returns its address.
 * Its name starts with the template's, so the run's teardown drops whatever a failed test left.
 * `name` picks it (the same name twice is the same database, kept: a data directory's stand-in).
 */
export async function createTestDatabase(options: { seeded: boolean; name?: string }): Promise<string> {
  const { adminUrl, template } = postgresRun();
  const name = `${template}_${options.name ?? randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rows.length === 0) {
      await client.query(`CREATE DATABASE ${name}${options.seeded ? ` TEMPLATE ${template}` : ''}`);
    }
  } finally {
    await client.end();
  }
  return databaseUrl(adminUrl, name);
}

/** Drops a database createTestDatabase made (by its address). */
export async function dropTestDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  await adminQuery(postgresRun().adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** Drops every database of the run (global-setup's teardown). */
export async function dropRunDatabases(adminUrl: string, template: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $1 || '\\_%'",
      [template],
    );
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/**
 * An empty database (no migrations), in memory on the PGlite run (from the run's empty snapshot)
 * and a new database on the PostgreSQL run, dropped again when it is closed.
 */
export async function openEmptyTestDatabase(): Promise<Database> {
  const databases = testDatabases();
  if (databases.kind === 'pglite')
    return openDatabase({ dataDir: null, from: await readTemplate(databases.empty) });
  const url = await createTestDatabase({ seeded: false });
  const db = await openDatabase({ url });
  let dropped: Promise<void> | undefined;
  return {
    ...db,
    close() {
      dropped ??= db.close().then(() => dropTestDatabase(url));
      return dropped;
    },
  };
}
