// Security headers for every hosted page, and the CSRF check for every form post. The session cookie
// is SameSite=Lax, so another site's form posts arrive without it; the origin check closes the rest
// (login CSRF, which needs no cookie): a post must say it came from this account site's own pages.
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { refererOrigin, requestOrigin } from '../../lib/public-url.ts';
import { pageCsp, sendPageSecurityHeaders } from '../../lib/security-headers.ts';

/** A fresh nonce and the headers that go with it; the page puts the nonce on its one <style>. */
export function pageHeaders(reply: FastifyReply, allowedOrigins: readonly string[]): string {
  const nonce = randomBytes(16).toString('base64');
  // A form's redirect counts as its action: after sign-in the browser goes on to the site.
  sendPageSecurityHeaders(reply, pageCsp({ styleSource: `'nonce-${nonce}'`, formTargets: allowedOrigins }));
  reply.type('text/html; charset=utf-8');
  return nonce;
}

/** True when the post came from one of this site's pages (Origin, else Referer, must be ours). */
export function isSameOriginPost(request: FastifyRequest): boolean {
  const own = requestOrigin(request);
  const origin = request.headers.origin;
  if (origin) return origin === own;
  // No Referer (undefined) or an unreadable one ('null') is never this site's own origin.
  return refererOrigin(request.headers.referer) === own;
}
