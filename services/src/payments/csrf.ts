// Keeps the hosted pages' forms (pay, cancel a subscription) from being posted by another site.
// Two checks: a browser's Origin and Sec-Fetch-Site must say the post came from this server, and
// the form's token must be the HMAC of a random value held in an httpOnly SameSite=Strict cookie
// (double submit) and of what the form acts on, so a token for one checkout cannot pay another.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestOrigin } from '../lib/public-url.ts';
import type { ServiceContext } from '../lib/service-context.ts';
import { deriveKey } from '../lib/signed-token.ts';

export const CSRF_COOKIE = 'payments_csrf';
export const CSRF_FIELD = 'csrf_token';
const NONCE = /^[A-Za-z0-9_-]{43}$/;

async function sign(ctx: ServiceContext, nonce: string, scope: string): Promise<string> {
  const key = deriveKey(await ctx.secret(), 'payments-form');
  return createHmac('sha256', key).update(`${scope}\n${nonce}`).digest('base64url');
}

/** The token for a form acting on `scope`; sets the cookie when the browser has none yet. */
export async function issueCsrfToken(
  ctx: ServiceContext,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { scope: string; cookiePath: string },
): Promise<string> {
  let nonce = request.cookies[CSRF_COOKIE];
  if (!nonce || !NONCE.test(nonce)) {
    nonce = randomBytes(32).toString('base64url');
    reply.setCookie(CSRF_COOKIE, nonce, { httpOnly: true, sameSite: 'strict', path: input.cookiePath });
  }
  return sign(ctx, nonce, input.scope);
}

/** True when the post came from this server's own page for `scope`. */
export async function isSameSiteFormPost(
  ctx: ServiceContext,
  request: FastifyRequest,
  input: { scope: string; token: unknown },
): Promise<boolean> {
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== requestOrigin(request)) return false;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return false;

  const nonce = request.cookies[CSRF_COOKIE];
  if (!nonce || !NONCE.test(nonce) || typeof input.token !== 'string') return false;
  const expected = Buffer.from(await sign(ctx, nonce, input.scope));
  const given = Buffer.from(input.token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
