/**
 * Calls made for the signed-in user carry the account site's access token as a bearer header.
 * The token lives in memory only, kept by mfe-account, which registers itself here as the source;
 * any remote calls `authorizedRequest` and never sees where the token came from. A 401 is answered
 * once: the source renews the token and the call is made again.
 */

import type { ServiceKey } from '@club/shared/config';
import type * as v from '@club/shared/schema';
import { isApiError } from './api-error.ts';
import { apiRequest, type RequestOptions } from './client.ts';

/** Where the access token comes from (mfe-account's in-memory session). */
export interface AccessTokenSource {
  /** The current access token, renewed first when it is about to expire; null when signed out. */
  current(): Promise<string | null>;
  /** Renews the access token after the service refused it; null when the session is over. */
  renew(): Promise<string | null>;
}

let source: AccessTokenSource | null = null;

/** Registers the access-token source; returns a function that unregisters it. */
export function provideAccessTokens(next: AccessTokenSource): () => void {
  source = next;
  return () => {
    if (source === next) source = null;
  };
}

/** The current access token for a call made outside `authorizedRequest` (a player's licence URL). */
export function currentAccessToken(): Promise<string | null> {
  return source ? source.current() : Promise.resolve(null);
}

const withBearer = <S extends v.GenericSchema>(options: RequestOptions<S>, token: string | null) =>
  token ? { ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } } : options;

/**
 * `apiRequest` with the signed-in user's bearer token (none when signed out). When the service
 * answers 401 to a token, the token is renewed once and the call repeated; a second 401 is thrown.
 */
export async function authorizedRequest<S extends v.GenericSchema>(
  service: ServiceKey,
  path: string,
  options: RequestOptions<S>,
): Promise<v.InferOutput<S>> {
  const token = await currentAccessToken();
  try {
    return await apiRequest(service, path, withBearer(options, token));
  } catch (error) {
    if (!(token && source && isApiError(error) && error.kind === 'http' && error.status === 401)) throw error;
    const renewed = await source.renew();
    if (!renewed) throw error;
    return apiRequest(service, path, withBearer(options, renewed));
  }
}
