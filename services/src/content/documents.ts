// The document store behind the read-mostly services (see migration 0002). Each service owns its
// collections and validates what it reads against its contract, so a document edited by hand
// into the wrong shape is a clear 500 from that route rather than a malformed answer.
import { validate } from '@club/shared/contracts';
import type * as v from 'valibot';
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

/** A document whose body breaks its contract: a 500 naming the document, never a malformed answer. */
export class MalformedDocumentError extends Error {
  constructor(collection: string, id: string, problems: readonly string[]) {
    super(`Document '${collection}/${id}' is malformed: ${problems.join('; ')}`);
    this.name = 'MalformedDocumentError';
  }
}

function checked<S extends v.GenericSchema>(collection: string, document: Document, schema: S) {
  const result = validate(schema, document.body);
  if (!result.ok) throw new MalformedDocumentError(collection, document.id, result.problems);
  return result.value;
}

/** Every document of a collection in seed order with its id, each body checked against `schema`. */
export async function readDocumentEntries<S extends v.GenericSchema>(
  db: Queryable,
  collection: string,
  schema: S,
): Promise<Array<Document<v.InferOutput<S>>>> {
  const documents = await listDocuments<unknown>(db, collection);
  return documents.map((document) => ({ id: document.id, body: checked(collection, document, schema) }));
}

/** Every document of a collection in seed order, each checked against `schema`. */
export async function readDocuments<S extends v.GenericSchema>(
  db: Queryable,
  collection: string,
  schema: S,
): Promise<Array<v.InferOutput<S>>> {
  return (await readDocumentEntries(db, collection, schema)).map((entry) => entry.body);
}

/** One document checked against `schema`, or undefined when there is none with that id. */
export async function readDocument<S extends v.GenericSchema>(
  db: Queryable,
  collection: string,
  id: string,
  schema: S,
): Promise<v.InferOutput<S> | undefined> {
  const document = await getDocument<unknown>(db, collection, id);
  return document && checked(collection, document, schema);
}
