// Which requests come through the club's own edge (the CDN in front of the services), and so which
// of their headers the services may believe: the viewer's country (streams/viewer-country.ts) and
// the client's address behind the edge (sign-in and voucher throttling). A browser can put any
// header on a request, so a header counts only on a request that proves it came from the edge:
// one carrying the edge's shared secret (SERVICES_EDGE_SECRET, in EDGE_SECRET_HEADER), or one made
// from a trusted proxy address (SERVICES_TRUSTED_PROXIES, comma-separated). Neither is set
// locally: there every request is the browser's own, and only its socket address counts.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** The header the edge proves itself with (never allowed through CORS, so no page can send it). */
export const EDGE_SECRET_HEADER = 'x-edge-secret';
/** The header a proxy appends the address it was called from to. */
export const FORWARDED_FOR_HEADER = 'x-forwarded-for';
/** Shorter secrets are refused at start: the edge secret is a password every request carries. */
export const EDGE_SECRET_MIN_LENGTH = 24;

export interface TrustedEdge {
  /** The edge's shared secret, or null when no edge proves itself that way. */
  secret: string | null;
  /** Addresses of proxies whose requests are the edge's. */
  proxies: ReadonlySet<string>;
}

export class TrustedEdgeConfigError extends Error {}

/** The trusted edge as the environment configures it; throws on a secret too short to be one. */
export function trustedEdgeFrom(env: Record<string, string | undefined>): TrustedEdge {
  const secret = env.SERVICES_EDGE_SECRET?.trim() || null;
  if (secret !== null && secret.length < EDGE_SECRET_MIN_LENGTH) {
    throw new TrustedEdgeConfigError(
      `SERVICES_EDGE_SECRET must be at least ${EDGE_SECRET_MIN_LENGTH} characters.`,
    );
  }
  const proxies = (env.SERVICES_TRUSTED_PROXIES ?? '')
    .split(',')
    .map((address) => plainAddress(address.trim()))
    .filter((address) => address !== '');
  return { secret, proxies: new Set(proxies) };
}

/** An IPv4 address as the socket writes it for an IPv6 listener (`::ffff:1.2.3.4`), plainly. */
const plainAddress = (address: string): string => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

const sameSecret = (given: string, secret: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** True when the request came through the trusted edge (its secret, or a trusted proxy's address). */
export function isFromTrustedEdge(request: FastifyRequest, edge: TrustedEdge): boolean {
  const given = request.headers[EDGE_SECRET_HEADER];
  if (edge.secret !== null && typeof given === 'string' && sameSecret(given, edge.secret)) return true;
  return edge.proxies.has(plainAddress(request.socket.remoteAddress ?? ''));
}

/**
 * The client's address: behind the trusted edge, the address the edge appended to
 * X-Forwarded-For (the last one: anything before it the client could have written); otherwise the
 * socket's own.
 */
export function clientAddress(request: FastifyRequest, edge: TrustedEdge): string {
  const socket = plainAddress(request.socket.remoteAddress ?? 'unknown');
  const forwarded = request.headers[FORWARDED_FOR_HEADER];
  if (typeof forwarded !== 'string' || !isFromTrustedEdge(request, edge)) return socket;
  const last = forwarded.split(',').at(-1)?.trim();
  return last ? plainAddress(last) : socket;
}
