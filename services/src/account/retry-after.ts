// A 429 LimitExceededException says when to come back. The app's error handler writes the body;
// this plugin-level handler only adds the Retry-After header and hands the error on to it.
import type { FastifyInstance } from 'fastify';
import { LimitExceededError } from './limit-exceeded.ts';

export function sendRetryAfter(app: FastifyInstance): void {
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof LimitExceededError) reply.header('retry-after', String(error.retryAfterS));
    throw error;
  });
}
