// Seeds a data directory without starting the server:
//   tsx services/src/seed/cli.ts [--data-dir services/.data]
// Only empty datasets are filled, so it is safe to run on a directory in use before.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import { DEFAULT_DATA_DIR } from '../start.ts';
import { seedIfEmpty } from './seed.ts';

const { values } = parseArgs({ options: { 'data-dir': { type: 'string' } } });
const dataDir = values['data-dir'] ? resolve(values['data-dir']) : DEFAULT_DATA_DIR;

const db = await openDatabase({ dataDir });
try {
  const applied = await migrate(db);
  const filled = await seedIfEmpty(db);
  console.log(`migrations applied: ${applied.length ? applied.join(', ') : 'none (up to date)'}`);
  console.log(`seeded: ${filled.length ? filled.join(', ') : 'nothing (every dataset already had data)'}`);
  console.log(`data directory: ${dataDir}`);
} finally {
  await db.close();
}
