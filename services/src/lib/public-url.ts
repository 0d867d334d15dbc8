import type { FastifyRequest } from 'fastify';

/**
 * The origin the client used to reach this server, so links we hand out (thumbnails, images) point
 * back at the same host and port whether it is localhost:4000, 127.0.0.1 or a test's random port.
 */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * The origin of the page a Referer names: undefined when there is no Referer, 'null' (as an opaque
 * origin is written) when it is not an address.
 */
export function refererOrigin(referer: string | undefined): string | undefined {
  if (referer === undefined) return undefined;
  return URL.canParse(referer) ? new URL(referer).origin : 'null';
}
