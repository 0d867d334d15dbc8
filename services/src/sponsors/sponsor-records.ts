// How sponsors sit in the document store, and their reads, each checked against the contract (a
// document edited into the wrong shape is a clear 500). Header sponsors keep an image key; the
// route turns it into the absolute `imgLocation` on whatever host the request came to.
import { sectionSponsor, sponsorRow, validate } from '@club/shared/contracts';
import * as v from 'valibot';
import { listDocuments } from '../content/documents.ts';
import type { Queryable } from '../db/database.ts';

export const SPONSOR_ROWS_COLLECTION = 'sponsor-rows';
export const HEADER_SPONSORS_COLLECTION = 'header-sponsors';
export const SECTION_SPONSORS_COLLECTION = 'section-sponsors';

/** Site sections a sponsor may present; an unknown section is a 404, a known one may have none. */
export const SPONSOR_SECTIONS = ['news', 'matches', 'teams', 'videos', 'live'] as const;

export const headerSponsorRecord = v.object({
  name: v.string(),
  imageKey: v.string(),
  sponsorUrl: v.string(),
  childFriendly: v.boolean(),
});
export type HeaderSponsorRecord = v.InferOutput<typeof headerSponsorRecord>;

async function readCollection<S extends v.GenericSchema>(
  db: Queryable,
  collection: string,
  schema: S,
): Promise<Array<v.InferOutput<S>>> {
  const documents = await listDocuments<unknown>(db, collection);
  return documents.map((document) => {
    const result = validate(schema, document.body);
    if (!result.ok)
      throw new Error(`Document '${collection}/${document.id}' is malformed: ${result.problems.join('; ')}`);
    return result.value;
  });
}

/** The rows and their sponsors, each in forcedOrder. */
export async function readSponsorRows(db: Queryable) {
  const rows = await readCollection(db, SPONSOR_ROWS_COLLECTION, sponsorRow);
  return rows
    .map((row) => ({ ...row, sponsors: [...row.sponsors].sort((a, b) => a.forcedOrder - b.forcedOrder) }))
    .sort((a, b) => a.forcedOrder - b.forcedOrder);
}

export const readHeaderSponsors = (db: Queryable) =>
  readCollection(db, HEADER_SPONSORS_COLLECTION, headerSponsorRecord);

export const readSectionSponsors = (db: Queryable) =>
  readCollection(db, SECTION_SPONSORS_COLLECTION, sectionSponsor);
