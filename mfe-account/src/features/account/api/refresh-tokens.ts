import { apiRequest } from '@club/shared/api';
import { sessionTokens } from '@club/shared/contracts';

/**
 * GET {account}/api/refresh (spec 001 §7): new tokens for the session of the HttpOnly cookie the
 * browser sends along; 400 `{ message: 'invalid_request' }` when the session is over.
 */
export function refreshTokens() {
  return apiRequest('account', '/api/refresh', { schema: sessionTokens, credentials: true });
}
