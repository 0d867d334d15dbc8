// The user a request acts for: the bearer access token of the account site (spec 001 §7 calls
// carry it), checked by the shared auth service, so a signed-out session stops working at once.
import type { AuthenticatedUser } from '@club/shared/contracts';
import type { FastifyRequest } from 'fastify';
import { readBearer } from '../account/session-cookie.ts';
import { HttpError } from '../lib/http-error.ts';
import type { ServiceContext } from '../lib/service-context.ts';

/** Throws 401 without a valid bearer token. */
export const requireSignedInUser = (
  ctx: ServiceContext,
  request: FastifyRequest,
): Promise<AuthenticatedUser> => ctx.auth.authenticate(readBearer(request));

export const forbidden = (detail: string) => new HttpError(403, 'forbidden', 'Forbidden', detail);
