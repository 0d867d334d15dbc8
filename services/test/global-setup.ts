// vitest globalSetup for the services project: makes the seeded template once and tells every
// test file where it is (helpers.ts opens it). Removed when the run ends.
//
// On PGlite (the default) the template is a snapshot file, with a second one of an empty database
// (templates.ts). With CLUB_TEST_DATABASE_URL (the admin
// database of a PostgreSQL server, as `npm test` passes for its second services run) or
// CLUB_TEST_POSTGRES=1 (start a throwaway server here) it is a template database on that server.
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname } from 'node:path';
import type { TestProject } from 'vitest/node';
import { LIGHT_PASSWORD_HASHES_ENV } from '../src/account/passwords.ts';
import { migrate } from '../src/db/migrate.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { seedIfEmpty } from '../src/seed/seed.ts';
import { startPostgresCluster } from './postgres-cluster.ts';
import { writeTemplates } from './templates.ts';
import { adminQuery, databaseUrl, dropRunDatabases } from './test-database.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The templates' demo accounts are hashed at the cost the test files hash at: vitest gives the
  // project's env (vitest.config.ts) to the test files, not to this set-up.
  const lightHashes = project.config.env[LIGHT_PASSWORD_HASHES_ENV];
  if (lightHashes !== undefined) process.env[LIGHT_PASSWORD_HASHES_ENV] = lightHashes;
  let adminUrl = process.env.CLUB_TEST_DATABASE_URL;
  if (!adminUrl && process.env.CLUB_TEST_POSTGRES === '1') {
    const cluster = await startPostgresCluster();
    adminUrl = cluster.url;
    const done = await setupPostgres(project, adminUrl);
    return async () => {
      await done();
      await cluster.stop();
    };
  }
  if (adminUrl) return setupPostgres(project, adminUrl);

  const files = await writeTemplates(tmpdir());
  project.provide('servicesDatabases', { kind: 'pglite', template: files.seeded, empty: files.empty });
  return () => rm(dirname(files.seeded), { recursive: true, force: true });
}

async function setupPostgres(project: TestProject, adminUrl: string): Promise<() => Promise<void>> {
  // Named for this run, so two runs on one server never share a template.
  const template = `club_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${template}`);
  const db = await openDatabase({ url: databaseUrl(adminUrl, template) });
  try {
    await migrate(db);
    await seedIfEmpty(db);
  } finally {
    // A template must have no connections when it is copied.
    await db.close();
  }
  project.provide('servicesDatabases', { kind: 'postgres', adminUrl, template });
  return () => dropRunDatabases(adminUrl, template);
}
