// The seed as a list of datasets. Each fills itself when empty, so a data directory made before a
// dataset existed gets it on its next start while keeping everything users changed. A service adds
// its seed by adding one entry to SEED_DATASETS.

import { type Document, isCollectionEmpty, putDocuments } from '../content/documents.ts';
import type { Queryable } from '../db/database.ts';

export interface Dataset<Prepared = unknown> {
  name: string;
  isEmpty(tx: Queryable): Promise<boolean>;
  /** Slow work done before the seed transaction opens (password hashing); its result reaches fill. */
  prepare?(): Promise<Prepared>;
  fill(tx: Queryable, prepared: Prepared): Promise<void>;
}

export async function isTableEmpty(tx: Queryable, table: string): Promise<boolean> {
  const { rows } = await tx.query<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${table}) AS any`);
  return !rows[0]?.any;
}

/** A dataset that is one collection of the document store, built by a pure function of the seed. */
export function documentDataset(collection: string, build: () => ReadonlyArray<Document>): Dataset {
  return {
    name: collection,
    isEmpty: (tx) => isCollectionEmpty(tx, collection),
    fill: (tx) => putDocuments(tx, collection, build()),
  };
}
