import { authorizedRequest } from '@club/shared/api';
import { sessionCodeResponse } from '@club/shared/contracts';

/**
 * POST {account}/api/code: a one-time code for this session, bound to an address on the site (the
 * session token a redirect with a return address appends, spec 001 §4).
 */
export function createSessionCode(redirectUri: string) {
  return authorizedRequest('account', '/api/code', {
    method: 'POST',
    body: { redirect_uri: redirectUri },
    schema: sessionCodeResponse,
  });
}
