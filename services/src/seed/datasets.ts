// The seed as a list of datasets. Each fills itself when empty, so a data directory made before a
// dataset existed gets it on its next start while keeping everything users changed. A dataset that
// follows the clock (the match seasons) also fills itself again when the clock has moved past what
// it holds. A service adds its seed by adding one entry to SEED_DATASETS.

import { type Document, isCollectionEmpty, putDocuments } from '../content/documents.ts';
import type { Queryable } from '../db/database.ts';

export interface Dataset<Prepared = unknown> {
  name: string;
  isEmpty(tx: Queryable): Promise<boolean>;
  /** Slow work done before the seed transaction opens (password hashing); its result reaches fill. */
  prepare?(): Promise<Prepared>;
  /** `now` is the services' clock at seeding, for the datasets that follow it. */
  fill(tx: Queryable, prepared: Prepared, now: Date): Promise<void>;
  /**
   * Read-only datasets that follow the clock: true when what is stored no longer covers `now`,
   * so the seed replaces it (fill must then replace the whole dataset, as a document collection does).
   */
  isOutdated?(tx: Queryable, now: Date): Promise<boolean>;
}

export async function isTableEmpty(tx: Queryable, table: string): Promise<boolean> {
  const { rows } = await tx.query<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${table}) AS any`);
  return !rows[0]?.any;
}

/**
 * A dataset that is one collection of the document store, built by a pure function of the seed
 * (and of the clock, for a collection that follows it: give `isOutdated` too).
 */
export function documentDataset(
  collection: string,
  build: (now: Date) => ReadonlyArray<Document>,
  isOutdated?: (tx: Queryable, now: Date) => Promise<boolean>,
): Dataset {
  return {
    name: collection,
    isEmpty: (tx) => isCollectionEmpty(tx, collection),
    fill: (tx, _prepared, now) => putDocuments(tx, collection, build(now)),
    ...(isOutdated ? { isOutdated } : {}),
  };
}
