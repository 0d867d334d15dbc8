// {teams}: the team list. Squads and players arrive with the matches work.
import type { TeamsResponse } from '@club/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database.ts';
import { listTeams } from './list-teams.ts';

export const teamsRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get('/teams', async (): Promise<TeamsResponse> => ({ data: await listTeams(db) }));
};
