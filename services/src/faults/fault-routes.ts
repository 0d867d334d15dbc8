// /__test/faults (test mode only): add, list and remove the faults of faults.ts.
import { type FaultsResponse, faultRequest } from '@club/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../lib/http-error.ts';
import { parseInput } from '../lib/parse-input.ts';
import type { FaultRegistry } from './faults.ts';

const view = (f: ReturnType<FaultRegistry['list']>[number]) => ({
  ...f,
  // JSON has no Infinity: a fault without a limit shows no `times`.
  times: Number.isFinite(f.times) ? f.times : undefined,
});

export const faultRoutes: FastifyPluginAsync<{ faults: FaultRegistry }> = async (app, { faults }) => {
  app.get('/faults', async (): Promise<FaultsResponse> => ({ faults: faults.list().map(view) }));

  app.post('/faults', async (request, reply) => {
    const fault = faults.add(parseInput(faultRequest, request.body));
    return reply.code(201).send(view(fault));
  });

  app.delete('/faults', async (_request, reply) => {
    faults.clear();
    return reply.code(204).send();
  });

  app.delete<{ Params: { id: string } }>('/faults/:id', async (request, reply) => {
    if (!faults.remove(request.params.id)) throw notFound(`No fault ${request.params.id}`);
    return reply.code(204).send();
  });
};
