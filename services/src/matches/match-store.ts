// Fixtures and match-centre documents (seeded by seed/fixtures-seed.ts), checked against the
// contracts as they are read, so a hand-edited document in the wrong shape is a clear 500.
import {
  type MatchDetail,
  type MatchSummary,
  matchDetail,
  matchSummary,
  validate,
} from '@club/shared/contracts';
import * as v from 'valibot';
import { getDocument, listDocuments } from '../content/documents.ts';
import type { Queryable } from '../db/database.ts';
import { COLLECTIONS, fixturesDocumentId } from '../seed/fixtures-seed.ts';

const fixturesDocument = v.looseObject({
  teamId: v.string(),
  season: v.number(),
  matches: v.array(matchSummary),
});

function checked<const S extends v.GenericSchema>(schema: S, body: unknown, what: string): v.InferOutput<S> {
  const result = validate(schema, body);
  if (!result.ok) throw new Error(`${what} breaks its contract: ${result.problems.join('; ')}`);
  return result.value;
}

/** One team's matches of one season, oldest first; none for a season it has no data for. */
export async function getSeasonMatches(
  db: Queryable,
  teamId: string,
  season: number,
): Promise<MatchSummary[]> {
  const id = fixturesDocumentId(teamId, season);
  const document = await getDocument(db, COLLECTIONS.fixtures, id);
  if (!document) return [];
  return sortByKickoff(checked(fixturesDocument, document.body, `fixtures ${id}`).matches);
}

/** Every match of one team, all seasons, oldest first. */
export async function getTeamMatches(db: Queryable, teamId: string): Promise<MatchSummary[]> {
  const documents = await listDocuments<{ teamId?: unknown }>(db, COLLECTIONS.fixtures);
  return sortByKickoff(
    documents
      .filter((d) => d.body.teamId === teamId)
      .flatMap((d) => checked(fixturesDocument, d.body, `fixtures ${d.id}`).matches),
  );
}

export async function getMatch(db: Queryable, matchID: string): Promise<MatchDetail | undefined> {
  const document = await getDocument(db, COLLECTIONS.matches, matchID);
  return document && checked(matchDetail, document.body, `match ${matchID}`);
}

const sortByKickoff = (matches: MatchSummary[]) =>
  [...matches].sort((a, b) => a.kickoff.localeCompare(b.kickoff) || a.matchID.localeCompare(b.matchID));
