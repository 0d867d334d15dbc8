// /__test: controls for end-to-end tests, registered only in test mode. Moving the server's clock
// lets a browser test see a token expire without waiting for it; moving the viewer lets it watch
// from abroad (no browser header can: lib/trusted-edge.ts); faults make routes fail on demand; the
// collected list shows what the site sent to the collectors.
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
import type { Collector } from '../collect/collector.ts';
import { faultRoutes } from '../faults/fault-routes.ts';
import type { FaultRegistry } from '../faults/faults.ts';
import type { Clock } from '../lib/clock.ts';
import { parseInput } from '../lib/parse-input.ts';
import type { TestSettings } from '../lib/service-context.ts';

const collectedQuery = v.object({ kind: v.optional(v.picklist(COLLECTED_KINDS)) });

export const testControlRoutes: FastifyPluginAsync<{
  clock: Clock;
  faults: FaultRegistry;
  collector: Collector;
  settings: TestSettings;
}> = async (app, { clock, faults, collector, settings }) => {
  app.get('/clock', async (): Promise<TestClockResponse> => ({ now: clock.now().toISOString() }));

  app.post('/clock', async (request): Promise<TestClockResponse> => {
    const input = parseInput(testClockRequest, request.body);
    if (input.reset) clock.reset();
    if (input.advanceMs) clock.advance(input.advanceMs);
    return { now: clock.now().toISOString() };
  });

  app.post('/viewer-country', async (request): Promise<TestViewerCountryResponse> => {
    settings.viewerCountry = parseInput(testViewerCountryRequest, request.body).country;
    return { country: settings.viewerCountry };
  });

  app.register(faultRoutes, { faults });

  app.get('/collected', async (request): Promise<CollectedResponse> => {
    const { kind } = parseInput(collectedQuery, request.query);
    return { items: collector.list(kind) };
  });

  app.delete('/collected', async (_request, reply) => {
    collector.clear();
    return reply.code(204).send();
  });
};
