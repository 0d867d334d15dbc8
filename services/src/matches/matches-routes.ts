// {matchData}: fixtures and results by team and season, the match centre, and the next match for
// the home page and the streamer site. The spec lists the service (spec 000 §7) with its shapes
// "not shown"; services/README.md describes these.
import {
  FIRST_TEAM_ALIAS,
  type FixturesResponse,
  fixturesQuery,
  type MatchDetailResponse,
  type NextMatchResponse,
  nextMatchQuery,
  seasonLabel,
  seasonSlug,
  type Team,
} from '@club/shared/contracts';
import { CURRENT_SEASON } from '@club/shared/site';
import type { FastifyPluginAsync } from 'fastify';
import { badRequest, notFound } from '../lib/http-error.ts';
import { parseInput } from '../lib/parse-input.ts';
import type { ServicePluginOptions } from '../lib/service-context.ts';
import { findTeam } from '../teams/find-team.ts';
import { listTeams } from '../teams/list-teams.ts';
import { isUpcoming, withStatusAt } from './match-status.ts';
import { getMatch, getSeasonMatches, getTeamMatches } from './match-store.ts';

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
    const year = query.season ?? CURRENT_SEASON.year;
    const now = clock.now();
    let matches = (await getSeasonMatches(db, team.id, year)).map((m) => withStatusAt(m, now));
    if (query.status === 'result') matches = matches.filter((m) => m.status === 'result').reverse();
    // What is still to come: a fixture whose time has passed has no result to show (the seed's
    // results stop at its base date), so it leaves this list rather than head it forever.
    if (query.status === 'fixture')
      matches = matches.filter((m) => m.status === 'postponed' || isUpcoming(m, now));
    return {
      data: query.limit === undefined ? matches : matches.slice(0, query.limit),
      meta: {
        team: { id: team.id, slug: team.slug, name: team.name },
        season: { year, slug: seasonSlug(year), label: seasonLabel(year) },
        status: query.status ?? null,
        total: matches.length,
      },
    };
  });

  app.get<{ Params: { matchID: string } }>(
    '/matches/:matchID',
    async (request): Promise<MatchDetailResponse> => {
      const match = await getMatch(db, request.params.matchID);
      if (!match) throw notFound(`No match '${request.params.matchID}'`);
      return { data: withStatusAt(match, clock.now()) };
    },
  );

  app.get('/next', async (request): Promise<NextMatchResponse> => {
    const query = parseInput(nextMatchQuery, request.query);
    const team = await teamFromQuery(query.team);
    const now = clock.now();
    const next = (await getTeamMatches(db, team.id)).find((m) => isUpcoming(m, now));
    if (!next) throw notFound(`No upcoming match for ${team.name}`);
    return { data: withStatusAt(next, now) };
  });
};
