import { apiRequest } from '@club/shared/api';
import { sessionTokens } from '@club/shared/contracts';

/**
 * GET {account}/api/session (spec 001 §7 "GET session endpoint", §4 sign-in sequence step 2): the
 * tokens of the session whose HttpOnly identifier cookie the browser sends along.
 */
export function getSessionTokens() {
  return apiRequest('account', '/api/session', { schema: sessionTokens, credentials: true });
}
