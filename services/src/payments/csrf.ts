// Keeps the hosted pages' forms (pay, apply a code, cancel a subscription) from being posted by
// another site. Two checks: a browser's Origin (else Referer) and Sec-Fetch-Site must say the post
// came from this server, and the form's token must match the secret held in an httpOnly SameSite=Strict cookie
// (double submit) and what the form acts on, so a token for one checkout cannot pay another.
// The tokens are @fastify/csrf's, the library under @fastify/csrf-protection, with its userInfo
// binding (the form's scope) and an HMAC key derived from the services' secret.
import Tokens from '@fastify/csrf';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { refererOrigin, requestOrigin } from '../lib/public-url.ts';
import type { ServiceContext } from '../lib/service-context.ts';
import { deriveKey } from '../lib/signed-token.ts';

export const CSRF_COOKIE = 'payments_csrf';
export const CSRF_FIELD = 'csrf_token';
/** The cookie's secret: 32 random bytes, base64url. */
const SECRET_BYTES = 32;
const SECRET = /^[A-Za-z0-9_-]{43}$/;

/** The token maker for this server's key: every token is an HMAC of the secret, a salt and the scope. */
async function tokens(ctx: ServiceContext) {
  return new Tokens({
    userInfo: true,
    secretLength: SECRET_BYTES,
    hmacKey: deriveKey(await ctx.secret(), 'payments-form'),
  });
}

/** The token for a form acting on `scope`; sets the cookie when the browser has none yet. */
export async function issueCsrfToken(
  ctx: ServiceContext,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { scope: string; cookiePath: string },
): Promise<string> {
  const maker = await tokens(ctx);
  let secret = request.cookies[CSRF_COOKIE];
  if (!secret || !SECRET.test(secret)) {
    secret = await maker.secret();
    reply.setCookie(CSRF_COOKIE, secret, { httpOnly: true, sameSite: 'strict', path: input.cookiePath });
  }
  return maker.create(secret, input.scope);
}

/** True when the post came from this server's own page for `scope`. */
export async function isSameSiteFormPost(
  ctx: ServiceContext,
  request: FastifyRequest,
  input: { scope: string; token: unknown },
): Promise<boolean> {
  // Where the post came from: the Origin a browser sends, else the page the Referer names.
  const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
  if (origin !== undefined && origin !== requestOrigin(request)) return false;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return false;

  const secret = request.cookies[CSRF_COOKIE];
  if (!secret || !SECRET.test(secret) || typeof input.token !== 'string') return false;
  return (await tokens(ctx)).verify(secret, input.token, input.scope);
}
