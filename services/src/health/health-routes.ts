// Health for a start script, a supervisor and a load balancer:
//   GET /health        ok only when the database answers a query (a start script waits on it);
//   GET /health/live   the process answers at all (a supervisor restarts one that does not);
//   GET /health/ready  it should be sent traffic: the database answers and it is not draining
//                      (a load balancer stops sending requests to one that says no).
import type { HealthResponse } from '@club/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database.ts';

/** The process's state the health answers follow: set while it drains before exit (readiness then says no). */
export interface Lifecycle {
  draining: boolean;
}

export type Readiness =
  | { status: 'ready'; db: 'ok' }
  | { status: 'draining' | 'unavailable'; db: 'ok' | 'error' };

export const healthRoutes: FastifyPluginAsync<{ db: Database; lifecycle: Lifecycle }> = async (
  app,
  { db, lifecycle },
) => {
  const databaseAnswers = async (log: { error(payload: object, message: string): void }) => {
    try {
      const { rows } = await db.query<{ ok: number }>('SELECT 1 AS ok');
      return rows[0]?.ok === 1;
    } catch (error) {
      log.error({ err: error }, 'health check: database query failed');
      return false;
    }
  };

  app.get('/health', async (request, reply): Promise<HealthResponse> => {
    if (await databaseAnswers(request.log)) return { status: 'ok', db: 'ok' };
    reply.code(503);
    return { status: 'error', db: 'error' };
  });

  app.get('/health/live', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'live', pid: process.pid };
  });

  app.get('/health/ready', async (request, reply): Promise<Readiness> => {
    reply.header('cache-control', 'no-store');
    const db = (await databaseAnswers(request.log)) ? 'ok' : 'error';
    if (!lifecycle.draining && db === 'ok') return { status: 'ready', db };
    reply.code(503);
    return { status: lifecycle.draining ? 'draining' : 'unavailable', db };
  });
};
