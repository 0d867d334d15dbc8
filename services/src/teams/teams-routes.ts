// {teams}: the team list, a team with its squad and staff, and player profiles. The spec names the
// teams service (spec 000 §7) but shows no shapes; services/README.md describes these.
import {
  type PlayerProfileResponse,
  type PlayersResponse,
  playersQuery,
  type TeamDetailResponse,
  type TeamsResponse,
} from '@club/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { badRequest, notFound } from '../lib/http-error.ts';
import { parseInput } from '../lib/parse-input.ts';
import type { ServicePluginOptions } from '../lib/service-context.ts';
import { summaryAt } from '../matches/match-clock.ts';
import { getTeamMatchDetails } from '../matches/match-store.ts';
import { findTeam } from './find-team.ts';
import { listTeams } from './list-teams.ts';
import { seasonStatsFor } from './season-stats.ts';
import { getPlayer, getStaff, groupSquad, listPlayers } from './squads.ts';

export const teamsRoutes: FastifyPluginAsync<ServicePluginOptions> = async (app, { ctx }) => {
  const { db, clock } = ctx;

  app.get('/teams', async (): Promise<TeamsResponse> => ({ data: await listTeams(db) }));

  app.get<{ Params: { team: string } }>('/teams/:team', async (request): Promise<TeamDetailResponse> => {
    const team = findTeam(await listTeams(db), request.params.team);
    if (!team) throw notFound(`No team '${request.params.team}'`);
    const players = (await listPlayers(db)).filter((p) => p.teamId === team.id);
    return { data: { ...team, squad: groupSquad(players), staff: await getStaff(db, team.id) } };
  });

  app.get('/players', async (request): Promise<PlayersResponse> => {
    const query = parseInput(playersQuery, request.query);
    const teams = await listTeams(db);
    const team = query.team === undefined ? undefined : findTeam(teams, query.team);
    if (query.team !== undefined && !team) throw badRequest(`team: no team '${query.team}'`);
    const players = await listPlayers(db);
    const order = new Map(teams.map((t, i) => [t.id, i]));
    return {
      data: groupSquad(team ? players.filter((p) => p.teamId === team.id) : players)
        .flatMap((group) => group.players)
        .sort((a, b) => (order.get(a.teamId) ?? 0) - (order.get(b.teamId) ?? 0)),
    };
  });

  app.get<{ Params: { player: string } }>(
    '/players/:player',
    async (request): Promise<PlayerProfileResponse> => {
      const player = await getPlayer(db, request.params.player);
      if (!player) throw notFound(`No player '${request.params.player}'`);
      // Counted from the matches over at the server's clock, so they grow as the season is played.
      const now = clock.now();
      const played = (await getTeamMatchDetails(db, player.teamId)).filter(
        (m) => m.status === 'result' && summaryAt(m, now).status === 'result',
      );
      return { data: { ...player, stats: seasonStatsFor(player, played) } };
    },
  );
};
