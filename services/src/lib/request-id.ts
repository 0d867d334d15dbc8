// Every request has an id that every log line about it carries (Fastify's reqId) and that its
// answer echoes in X-Request-Id. The site sends its own with the calls that are preflighted anyway
// (signed-in and JSON calls: a custom header on a plain GET would cost each one a CORS preflight),
// so a supporter's failed call and the services' log line about it can be matched.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { REQUEST_ID_HEADER } from '@club/shared/contracts';
import type { FastifyInstance } from 'fastify';

/** What a caller's id may look like: short, and nothing a log reader could be fooled by. */
const SANE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The caller's id when it is a sane one, else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
}

export function installRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
