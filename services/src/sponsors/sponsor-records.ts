// How sponsors sit in the document store, and their reads, each checked against the contract (a
// document edited into the wrong shape is a clear 500). Header sponsors keep an image key; the
// route turns it into the absolute `imgLocation` on whatever host the request came to.
import { sectionSponsor, sponsorRow } from '@club/shared/contracts';
import * as v from 'valibot';
import { readDocuments } from '../content/documents.ts';
import type { Queryable } from '../db/database.ts';

export const SPONSOR_ROWS_COLLECTION = 'sponsor-rows';
export const HEADER_SPONSORS_COLLECTION = 'header-sponsors';
export const SECTION_SPONSORS_COLLECTION = 'section-sponsors';

export const headerSponsorRecord = v.object({
  name: v.string(),
  imageKey: v.string(),
  sponsorUrl: v.string(),
  childFriendly: v.boolean(),
});
export type HeaderSponsorRecord = v.InferOutput<typeof headerSponsorRecord>;

/** The rows and their sponsors, each in forcedOrder. */
export async function readSponsorRows(db: Queryable) {
  const rows = await readDocuments(db, SPONSOR_ROWS_COLLECTION, sponsorRow);
  return rows
    .map((row) => ({ ...row, sponsors: [...row.sponsors].sort((a, b) => a.forcedOrder - b.forcedOrder) }))
    .sort((a, b) => a.forcedOrder - b.forcedOrder);
}

export const readHeaderSponsors = (db: Queryable) =>
  readDocuments(db, HEADER_SPONSORS_COLLECTION, headerSponsorRecord);

export const readSectionSponsors = (db: Queryable) =>
  readDocuments(db, SECTION_SPONSORS_COLLECTION, sectionSponsor);
