// /__test/outbox (test mode only): the emails the identity layer "sent", so browser tests can read
// a confirmation or reset code the way a person would read their inbox.
import { type TestOutboxResponse, testOutboxQuery } from '@club/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '../lib/parse-input.ts';
import type { ServicePluginOptions } from '../lib/service-context.ts';
import { listOutbox } from './outbox.ts';

export const outboxTestRoutes: FastifyPluginAsync<ServicePluginOptions> = async (app, { ctx }) => {
  if (!ctx.testMode) return;
  app.get('/outbox', async (request): Promise<TestOutboxResponse> => {
    const { email } = parseInput(testOutboxQuery, request.query);
    return { messages: await listOutbox(ctx.db, email) };
  });
};
