// Every failure leaves as the contracts' error body, never as Fastify's default JSON or HTML:
// HttpErrors as they are, Fastify's own client errors (bad JSON, wrong content type, too large)
// with their status, unknown routes as 404 and anything unexpected as a logged 500. Nothing of the
// server's insides leaves: no stack, no SQL, no driver message (those go to the log only), and a
// token in an unknown path is not echoed back.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { DatabaseUnavailableError } from '../db/database-errors.ts';
import { badRequest, HttpError, notFound } from './http-error.ts';

/**
 * Seconds a client is asked to wait when the database cannot be reached: a PostgreSQL restart or a
 * fail-over to its replica takes a few seconds, and a kick-off crowd retrying at once would only
 * queue behind it.
 */
export const DATABASE_RETRY_AFTER_S = 5;

/** A path segment that looks like a token (a JWT, or a long opaque value). */
const TOKEN_LIKE = /^(?:[\w-]+\.[\w-]+\.[\w-]*|[\w-]{40,})$/;

/** The path as an error may name it: token-like segments replaced. */
export const redactPath = (path: string) =>
  path
    .split('/')
    .map((segment) => (TOKEN_LIKE.test(segment) ? '[redacted]' : segment))
    .join('/');

export function installErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    const path = redactPath(request.url.split('?')[0] ?? '');
    reply.code(404).send(notFound(`No route for ${request.method} ${path}`).toBody());
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.status).send(error.toBody());
    if (error instanceof DatabaseUnavailableError) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_S))
        .send(
          new HttpError(
            503,
            'service_unavailable',
            'Service unavailable',
            `The service is briefly unavailable; try again in ${DATABASE_RETRY_AFTER_S} seconds.`,
          ).toBody(),
        );
    }

    const status = error.statusCode ?? 500;
    // Fastify's content-type parsers reject the body (bad JSON, empty JSON) before any route runs.
    if (status === 400) {
      const detail = error.code?.startsWith('FST_ERR_CTP') ? `body: ${error.message}` : error.message;
      return reply.code(400).send(badRequest(detail).toBody());
    }
    if (status > 400 && status < 500) {
      const title = STATUS_CODES[status] ?? 'Client error';
      return reply
        .code(status)
        .send(new HttpError(status, error.code ?? 'client_error', title, error.message).toBody());
    }

    request.log.error({ err: error }, 'unexpected error');
    return reply
      .code(500)
      .send(new HttpError(500, 'internal_error', 'Internal server error', 'The error was logged.').toBody());
  });
}
