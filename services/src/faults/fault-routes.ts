// /__test/faults (test mode only): add, list and remove the faults of faults.ts. A fault lives in
// the process that was asked, so with several processes on the port one would hit some requests
// and not others: adding one is then refused, with what to do instead.
import { type FaultsResponse, faultRequest } from '@club/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError, notFound } from '../lib/http-error.ts';
import { parseInput } from '../lib/parse-input.ts';
import type { FaultRegistry } from './faults.ts';

const view = (f: ReturnType<FaultRegistry['list']>[number]) => ({
  ...f,
  // JSON has no Infinity: a fault without a limit shows no `times`.
  times: Number.isFinite(f.times) ? f.times : undefined,
});

/** 409 when faults are asked of one process among several. */
export const FAULTS_NEED_ONE_PROCESS =
  'Faults act on one process, and several answer on this port: run the services as one process (SERVICES_PROCESSES=1) to inject faults.';

export const faultRoutes: FastifyPluginAsync<{ faults: FaultRegistry; processes: number }> = async (
  app,
  { faults, processes },
) => {
  app.get('/faults', async (): Promise<FaultsResponse> => ({ faults: faults.list().map(view) }));

  app.post('/faults', async (request, reply) => {
    if (processes > 1) throw new HttpError(409, 'single_process_only', 'Conflict', FAULTS_NEED_ONE_PROCESS);
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
