// GET /health: answers ok only when the database answers a query, so a start script can wait on it.
import type { HealthResponse } from '@club/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database.ts';

export const healthRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get('/health', async (request, reply): Promise<HealthResponse> => {
    try {
      const { rows } = await db.query<{ ok: number }>('SELECT 1 AS ok');
      if (rows[0]?.ok === 1) return { status: 'ok', db: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database query failed');
    }
    reply.code(503);
    return { status: 'error', db: 'error' };
  });
};
