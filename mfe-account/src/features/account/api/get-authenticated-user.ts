import { apiRequest } from '@club/shared/api';
import { authenticatedUser } from '@club/shared/contracts';

/** GET {account}/api/authenticated (spec 001 §7): who the access token belongs to. */
export function getAuthenticatedUser(accessToken: string) {
  return apiRequest('account', '/api/authenticated', {
    schema: authenticatedUser,
    headers: { authorization: `Bearer ${accessToken}` },
    credentials: true,
  });
}
