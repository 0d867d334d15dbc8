// Fixtures and match-centre documents (seeded by seed/fixtures-seed.ts), checked against the
// contracts as they are read, so a hand-edited document in the wrong shape is a clear 500.
import { type MatchDetail, type MatchSummary, matchDetail, matchSummary } from '@club/shared/contracts';
import * as v from 'valibot';
import { readDocument, readDocuments } from '../content/documents.ts';
import type { Queryable } from '../db/database.ts';
import { matchStreamAssetId } from '../streams/match-stream-ids.ts';
import { drawnAt, isUpcoming } from './match-clock.ts';
import { fixturesDocumentId, MATCH_COLLECTIONS } from './match-documents.ts';
import { STREAMED_MATCHES } from './streamed-matches.ts';

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
    MATCH_COLLECTIONS.fixtures,
    fixturesDocumentId(teamId, season),
    fixturesDocument,
  );
  return sortByKickoff(document?.matches ?? []);
}

/**
 * Every team's matches of every season, oldest first, read once per database: the seed writes
 * them before the server answers and nothing changes them after. Reading and checking all of them
 * on every call made a fixtures call take about 25 ms and a match-centre call about 30 ms (four
 * teams, eight seasons, a loaded 2-core machine); from here both take 2 to 4 ms, and the live
 * match centre asks every 10 s. Callers must not change the lists they get.
 */
const allTeamMatches = new WeakMap<Queryable, Promise<Map<string, MatchSummary[]>>>();

/** Every match of one team, all seasons, oldest first. */
export async function getTeamMatches(db: Queryable, teamId: string): Promise<MatchSummary[]> {
  let byTeam = allTeamMatches.get(db);
  if (!byTeam) {
    byTeam = readDocuments(db, MATCH_COLLECTIONS.fixtures, fixturesDocument).then((documents) => {
      const teams = new Map<string, MatchSummary[]>();
      for (const d of documents) teams.set(d.teamId, [...(teams.get(d.teamId) ?? []), ...d.matches]);
      for (const [id, matches] of teams) teams.set(id, sortByKickoff(matches));
      return teams;
    });
    byTeam.catch(() => allTeamMatches.delete(db));
    allTeamMatches.set(db, byTeam);
  }
  return (await byTeam).get(teamId) ?? [];
}

/**
 * The team's next few matches at `now` announced as streamed live (the one live now among them),
 * soonest first: those with their own streams in the lists and a match pass on sale.
 */
export async function streamedMatchesAt(db: Queryable, teamId: string, now: Date): Promise<MatchSummary[]> {
  const streamed = STREAMED_MATCHES[teamId];
  if (!streamed) return [];
  return drawnAt(await getTeamMatches(db, teamId), now)
    .filter((m) => m.status !== 'postponed' && m.competition.type !== 'friendly' && isUpcoming(m, now))
    .slice(0, streamed.count);
}

/**
 * The team's next few matches at `now` that are announced as streamed live (the one live now
 * among them), each with its own stream assets, by match id.
 */
export async function streamingAt(
  db: Queryable,
  teamId: string,
  now: Date,
): Promise<Map<string, NonNullable<MatchSummary['streaming']>>> {
  const upcoming = await streamedMatchesAt(db, teamId, now);
  return new Map(
    upcoming.map((m) => [
      m.matchID,
      {
        videoAssetId: matchStreamAssetId(m.matchID, 'video'),
        audioAssetId: matchStreamAssetId(m.matchID, 'audio'),
      },
    ]),
  );
}

/** Every match-centre document, read once per database (the seed never changes them). */
const allDetails = new WeakMap<Queryable, Promise<MatchDetail[]>>();

/** Every match of one team as stored (as at full time), for what counts over many matches. */
export async function getTeamMatchDetails(db: Queryable, teamId: string): Promise<MatchDetail[]> {
  let details = allDetails.get(db);
  if (!details) {
    details = readDocuments(db, MATCH_COLLECTIONS.matches, matchDetail);
    details.catch(() => allDetails.delete(db));
    allDetails.set(db, details);
  }
  return (await details).filter((m) => m.teamId === teamId);
}

export async function getMatch(db: Queryable, matchID: string): Promise<MatchDetail | undefined> {
  return readDocument(db, MATCH_COLLECTIONS.matches, matchID, matchDetail);
}

const sortByKickoff = (matches: MatchSummary[]) =>
  [...matches].sort((a, b) => a.kickoff.localeCompare(b.kickoff) || a.matchID.localeCompare(b.matchID));
