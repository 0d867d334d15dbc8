// PGlite from a snapshot: in a data directory that holds no database yet the snapshot is its start
// (what the tests of a restart begin from); a directory that holds one is opened as it is.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openPglite } from './pglite.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'club-pglite-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

async function snapshotWith(note: string): Promise<Blob> {
  const db = await openPglite({ dataDir: null });
  try {
    await db.exec(`CREATE TABLE notes (text text); INSERT INTO notes VALUES ('${note}')`);
    return await db.snapshot();
  } finally {
    await db.close();
  }
}

const notes = async (from?: Blob) => {
  const db = await openPglite({ dataDir, ...(from ? { from } : {}) });
  try {
    return (await db.query<{ text: string }>('SELECT text FROM notes ORDER BY text')).rows.map((r) => r.text);
  } finally {
    await db.close();
  }
};

// Four PGlite starts (a few seconds each on a loaded machine, as the PostgreSQL run is beside the e2e suite).
it('starts an empty data directory from the snapshot, keeps it there, and never loads a snapshot over it', {
  timeout: 90_000,
}, async () => {
  const snapshot = await snapshotWith('from the snapshot');
  expect(await notes(snapshot)).toEqual(['from the snapshot']);

  const db = await openPglite({ dataDir });
  await db.exec("INSERT INTO notes VALUES ('written after')");
  await db.close();

  // Reopened with the snapshot again: the directory's own database, with what was written to it
  // (PGlite refuses to load a snapshot where a database is).
  expect(await notes(snapshot)).toEqual(['from the snapshot', 'written after']);
});
