// Fixtures and match-centre documents (seeded by seed/fixtures-seed.ts), checked against the
// contracts as they are read, so a hand-edited document in the wrong shape is a clear 500.
import { type MatchDetail, type MatchSummary, matchDetail, matchSummary } from '@club/shared/contracts';
import * as v from 'valibot';
import { readDocument, readDocuments } from '../content/documents.ts';
import type { Queryable } from '../db/database.ts';
import { COLLECTIONS, fixturesDocumentId } from '../seed/fixtures-seed.ts';

const fixturesDocument = v.looseObject({
  teamId: v.string(),
  season: v.number(),
  matches: v.array(matchSummary),
});

/** One team's matches of one season, oldest first; none for a season it has no data for. */
export async function getSeasonMatches(
  db: Queryable,
  teamId: string,
  season: number,
): Promise<MatchSummary[]> {
  const document = await readDocument(
    db,
    COLLECTIONS.fixtures,
    fixturesDocumentId(teamId, season),
    fixturesDocument,
  );
  return sortByKickoff(document?.matches ?? []);
}

/** Every match of one team, all seasons, oldest first. */
export async function getTeamMatches(db: Queryable, teamId: string): Promise<MatchSummary[]> {
  const documents = await readDocuments(db, COLLECTIONS.fixtures, fixturesDocument);
  return sortByKickoff(documents.filter((d) => d.teamId === teamId).flatMap((d) => d.matches));
}

export async function getMatch(db: Queryable, matchID: string): Promise<MatchDetail | undefined> {
  return readDocument(db, COLLECTIONS.matches, matchID, matchDetail);
}

const sortByKickoff = (matches: MatchSummary[]) =>
  [...matches].sort((a, b) => a.kickoff.localeCompare(b.kickoff) || a.matchID.localeCompare(b.matchID));
