// /__test: controls for end-to-end tests, registered only in test mode. Moving the server's clock
// lets a browser test see a token expire without waiting for it.
import { type TestClockResponse, testClockRequest } from '@club/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../lib/clock.ts';
import { parseInput } from '../lib/parse-input.ts';

export const testControlRoutes: FastifyPluginAsync<{ clock: Clock }> = async (app, { clock }) => {
  app.get('/clock', async (): Promise<TestClockResponse> => ({ now: clock.now().toISOString() }));

  app.post('/clock', async (request): Promise<TestClockResponse> => {
    const input = parseInput(testClockRequest, request.body);
    if (input.reset) clock.reset();
    if (input.advanceMs) clock.advance(input.advanceMs);
    return { now: clock.now().toISOString() };
  });
};
