// The document store behind the read-mostly services (see migration 0002). Each service owns its
// collections and validates what it reads against its contract, so a document edited by hand
// into the wrong shape is a clear 500 from that route rather than a malformed answer.
import type { Queryable } from '../db/database.ts';

export interface Document<T = unknown> {
  id: string;
  body: T;
}

/**
 * Replaces a whole collection with `documents`, keeping their order as `position`. One INSERT for
 * the lot: the match centre alone has about a thousand documents, and every test server seeds them.
 */
export async function putDocuments(
  db: Queryable,
  collection: string,
  documents: ReadonlyArray<Document>,
): Promise<void> {
  await db.query('DELETE FROM documents WHERE collection = $1', [collection]);
  if (documents.length === 0) return;
  await db.query(
    `INSERT INTO documents (collection, id, position, body)
     SELECT $1, d->>'id', (n - 1)::int, d->'body' FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS t(d, n)`,
    [collection, JSON.stringify(documents)],
  );
}

/** Every document of a collection, in seed order. */
export async function listDocuments<T>(db: Queryable, collection: string): Promise<Array<Document<T>>> {
  const { rows } = await db.query<{ id: string; body: T }>(
    'SELECT id, body FROM documents WHERE collection = $1 ORDER BY position',
    [collection],
  );
  return rows;
}

export async function getDocument<T>(
  db: Queryable,
  collection: string,
  id: string,
): Promise<Document<T> | undefined> {
  const { rows } = await db.query<{ id: string; body: T }>(
    'SELECT id, body FROM documents WHERE collection = $1 AND id = $2',
    [collection, id],
  );
  return rows[0];
}

export async function isCollectionEmpty(db: Queryable, collection: string): Promise<boolean> {
  const { rows } = await db.query<{ any: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM documents WHERE collection = $1) AS any',
    [collection],
  );
  return !rows[0]?.any;
}
