import { apiRequest } from '@club/shared/api';
import { signOutResponse } from '@club/shared/contracts';

/** POST {account}/api/sign_out (spec 001 §7): ends the session the token (or the cookie) belongs to. */
export function signOut(accessToken: string | undefined) {
  return apiRequest('account', '/api/sign_out', {
    method: 'POST',
    schema: signOutResponse,
    ...(accessToken ? { headers: { authorization: `Bearer ${accessToken}` } } : {}),
    credentials: true,
  });
}
