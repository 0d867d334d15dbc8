import type { FastifyRequest } from 'fastify';

/**
 * The origin the client used to reach this server, so links we hand out (thumbnails, images) point
 * back at the same host and port whether it is localhost:4000, 127.0.0.1 or a test's random port.
 */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
