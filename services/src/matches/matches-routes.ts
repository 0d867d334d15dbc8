// {matchData}: fixtures and results by team and season, the match centre, and the next match for
// the home page and the streamer site. The spec lists the service (spec 000 §7) with its shapes
// "not shown"; services/README.md describes these.
import {
  FIRST_TEAM_ALIAS,
  type FixturesResponse,
  fixturesQuery,
  type MatchDetail,
  type MatchDetailResponse,
  type NextMatchResponse,
  nextMatchQuery,
  seasonLabel,
  seasonOf,
  seasonSlug,
  type Team,
} from '@club/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { badRequest, notFound } from '../lib/http-error.ts';
import { parseInput } from '../lib/parse-input.ts';
import type { ServicePluginOptions } from '../lib/service-context.ts';
import { parseMatchStreamId } from '../streams/match-stream-ids.ts';
import { findTeam } from '../teams/find-team.ts';
import { listTeams } from '../teams/list-teams.ts';
import { detailAt, drawnAt, isUpcoming, summaryAt } from './match-clock.ts';
import { replayOf } from './match-replays.ts';
import { getMatch, getSeasonMatches, getTeamMatches, streamingAt } from './match-store.ts';

/** A finished match's replay as the match centre names it: its video and whether it is out yet. */
function replayAt(match: MatchDetail, now: Date): NonNullable<MatchDetail['replay']> | null {
  const replay = replayOf(match);
  if (!replay) return null;
  return {
    videoId: replay.entryId,
    availableFrom: replay.releaseFrom.toISOString(),
    available: now.getTime() >= replay.releaseFrom.getTime(),
  };
}

export const matchesRoutes: FastifyPluginAsync<ServicePluginOptions> = async (app, { ctx }) => {
  const { db, clock } = ctx;

  /** The team a query names (the first team when it names none); an unknown one is a bad request. */
  async function teamFromQuery(key: string | undefined): Promise<Team> {
    const team = findTeam(await listTeams(db), key ?? FIRST_TEAM_ALIAS);
    if (!team) throw badRequest(`team: no team '${key}' (use a team id, a slug or '${FIRST_TEAM_ALIAS}')`);
    return team;
  }

  app.get('/fixtures', async (request): Promise<FixturesResponse> => {
    const query = parseInput(fixturesQuery, request.query);
    const team = await teamFromQuery(query.team);
    const now = clock.now();
    // The current season is the one the server's clock stands in (the site's runtime config
    // names the same one as settings.currentSeason).
    const year = query.season ?? seasonOf(now);
    const streams = await streamingAt(db, team.id, now);
    let matches = await Promise.all(
      drawnAt(await getSeasonMatches(db, team.id, year), now).map(async (m) => {
        const match = { ...m, streaming: streams.get(m.matchID) ?? null };
        // A live match's score is counted from the events so far, which only its match centre holds.
        const live = summaryAt(match, now).status === 'live';
        return summaryAt(match, now, live ? (await getMatch(db, m.matchID))?.events : undefined);
      }),
    );
    const seasons = [...new Set(drawnAt(await getTeamMatches(db, team.id), now).map((m) => m.season))].sort(
      (a, b) => b - a,
    );
    if (query.status === 'result') matches = matches.filter((m) => m.status === 'result').reverse();
    if (query.status === 'fixture')
      matches = matches.filter((m) => m.status === 'postponed' || isUpcoming(m, now));
    return {
      data: query.limit === undefined ? matches : matches.slice(0, query.limit),
      meta: {
        team: { id: team.id, slug: team.slug, name: team.name },
        season: { year, slug: seasonSlug(year), label: seasonLabel(year) },
        status: query.status ?? null,
        total: matches.length,
        seasons,
      },
    };
  });

  /** The match centre's match, as it stands now; 404 for a match nobody outside the seed knows yet. */
  const matchDetail = async (matchID: string): Promise<MatchDetailResponse> => {
    const match = await getMatch(db, matchID);
    const now = clock.now();
    // A cup tie whose draw is not made yet is not known to anyone outside the seed.
    const drawn =
      match && drawnAt(await getTeamMatches(db, match.teamId), now).some((m) => m.matchID === match.matchID);
    if (!match || !drawn) throw notFound(`No match '${matchID}'`);
    const streams = await streamingAt(db, match.teamId, now);
    const detail = detailAt({ ...match, streaming: streams.get(match.matchID) ?? null }, now);
    return { data: { ...detail, replay: detail.status === 'result' ? replayAt(detail, now) : null } };
  };

  app.get<{ Params: { matchID: string } }>('/matches/:matchID', (request) =>
    matchDetail(request.params.matchID),
  );

  // Issue 24 item 1 (ours): the match a full-match replay shows, for the player's key moments.
  app.get<{ Params: { entryId: string } }>('/replays/:entryId', async (request) => {
    const { rows } = await db.query<{ match_id: string }>(
      'SELECT match_id FROM videos WHERE entry_id = $1 AND match_id IS NOT NULL',
      [request.params.entryId],
    );
    const matchID = rows[0]?.match_id;
    if (!matchID) throw notFound(`The video '${request.params.entryId}' is not a match replay`);
    return matchDetail(matchID);
  });

  // Issue 24 item 1 (ours): the match a streamed match's own live stream shows (its video or its
  // commentary asset), for the key moments of the player's DVR window; 404 for any other stream.
  app.get<{ Params: { assetId: string } }>('/streams/:assetId', (request) => {
    const stream = parseMatchStreamId(request.params.assetId);
    if (!stream) throw notFound(`The stream '${request.params.assetId}' is not a match's own`);
    return matchDetail(stream.matchID);
  });

  app.get('/next', async (request): Promise<NextMatchResponse> => {
    const query = parseInput(nextMatchQuery, request.query);
    const team = await teamFromQuery(query.team);
    const now = clock.now();
    const next = drawnAt(await getTeamMatches(db, team.id), now).find((m) => isUpcoming(m, now));
    if (!next) throw notFound(`No upcoming match for ${team.name}`);
    const streams = await streamingAt(db, team.id, now);
    const match = { ...next, streaming: streams.get(next.matchID) ?? null };
    const live = summaryAt(match, now).status === 'live';
    return { data: summaryAt(match, now, live ? (await getMatch(db, next.matchID))?.events : undefined) };
  });
};
