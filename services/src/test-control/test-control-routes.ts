// /__test: controls for end-to-end tests, registered only in test mode. Moving the server's clock
// lets a browser test see a token expire without waiting for it; moving the viewer lets it watch
// from abroad (no browser header can: lib/trusted-edge.ts); faults make routes fail on demand; the
// collected list shows what the site sent to the collectors. With several processes the clock and
// the viewer move for all of them before the answer, and the collected list is theirs together.
import {
  COLLECTED_KINDS,
  type CollectedResponse,
  type TestClockResponse,
  type TestViewerCountryResponse,
  testClockRequest,
  testViewerCountryRequest,
} from '@club/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { faultRoutes } from '../faults/fault-routes.ts';
import type { FaultRegistry } from '../faults/faults.ts';
import type { Clock } from '../lib/clock.ts';
import { parseInput } from '../lib/parse-input.ts';
import type { ProcessGroup } from '../processes/process-group.ts';

const collectedQuery = v.object({ kind: v.optional(v.picklist(COLLECTED_KINDS)) });

export const testControlRoutes: FastifyPluginAsync<{
  clock: Clock;
  faults: FaultRegistry;
  group: ProcessGroup;
}> = async (app, { clock, faults, group }) => {
  app.get('/clock', async (): Promise<TestClockResponse> => ({ now: clock.now().toISOString() }));

  app.post('/clock', async (request): Promise<TestClockResponse> => {
    const input = parseInput(testClockRequest, request.body);
    await group.changeClock({ reset: input.reset, advanceMs: input.advanceMs });
    return { now: clock.now().toISOString() };
  });

  app.post('/viewer-country', async (request): Promise<TestViewerCountryResponse> => {
    const { country } = parseInput(testViewerCountryRequest, request.body);
    await group.setViewerCountry(country);
    return { country };
  });

  app.register(faultRoutes, { faults, processes: group.size });

  app.get('/collected', async (request): Promise<CollectedResponse> => {
    const { kind } = parseInput(collectedQuery, request.query);
    return { items: await group.collected(kind) };
  });

  app.delete('/collected', async (_request, reply) => {
    await group.clearCollected();
    return reply.code(204).send();
  });
};
