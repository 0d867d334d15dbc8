// Who is asking for playback. Only a valid access token (Authorization: Bearer) says who the viewer
// is: a user id in a body or a query is a claim anyone can type, so on its own it unlocks nothing.
import type { FastifyRequest } from 'fastify';
import type { AccountState } from '../account/accounts.ts';
import { activeCodesOf } from '../entitlements/entitlements.ts';
import { notAuthenticated } from '../lib/http-error.ts';
import type { ServiceContext } from '../lib/service-context.ts';

export interface Viewer {
  ssoId: string;
  email: string;
  displayName: string | null;
  state: AccountState;
  /** Spec 001 §6: restrictions (country, blackout, concurrency) bypassed. */
  bypassed: boolean;
  /** A fixed location (ISO 3166 alpha-2) that wins over the request's, or null. */
  country: string | null;
  /** The identity layer's name/value attributes (given_name, family_name ...). */
  attributes: Record<string, string>;
  /** Package codes held now. */
  entitlements: string[];
}

/** The token of an `Authorization: Bearer <token>` header, if there is one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

interface ViewerRow {
  sso_id: string;
  email: string;
  display_name: string | null;
  state: AccountState;
  bypassed: boolean;
  country: string | null;
  attributes: Record<string, string> | null;
  entitlements: string[];
}

/** The signed-in viewer, or throws the auth service's 401 for a missing, expired or forged token. */
export async function requireViewer(ctx: ServiceContext, request: FastifyRequest): Promise<Viewer> {
  const user = await ctx.auth.authenticate(bearerToken(request));
  return viewerOfAccount(ctx, user.ssoID);
}

/**
 * The viewer an account is now (its state and entitlements read afresh), for a credential that has
 * already said which account it is; 401 if the account no longer exists.
 */
export async function viewerOfAccount(ctx: ServiceContext, ssoId: string): Promise<Viewer> {
  // The account and its entitlements in one round trip: every session check asks this.
  const { rows } = await ctx.db.query<ViewerRow>(
    `SELECT sso_id, email, display_name, state, bypassed, country, attributes,
       ${activeCodesOf('accounts.sso_id')} AS entitlements
     FROM accounts WHERE sso_id = $1`,
    [ssoId, ctx.clock.now()],
  );
  const row = rows[0];
  if (!row) throw notAuthenticated('Account not found');
  return {
    ssoId: row.sso_id,
    email: row.email,
    displayName: row.display_name,
    state: row.state,
    bypassed: row.bypassed,
    country: row.country,
    attributes: row.attributes ?? {},
    entitlements: row.entitlements,
  };
}

/**
 * The viewer of a call that also serves signed-out visitors: null without a bearer token; the
 * signed-in viewer with a valid one; and the auth service's 401 for a bearer that is expired,
 * forged or of a session that ended, so the site renews its access token once and asks again
 * (its shared authorised request) instead of being answered as a signed-out visitor.
 */
export async function findViewer(ctx: ServiceContext, request: FastifyRequest): Promise<Viewer | null> {
  return bearerToken(request) ? requireViewer(ctx, request) : null;
}
