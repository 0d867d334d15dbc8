import { authorizedRequest } from '@club/shared/api';
import { paymentsSessionState } from '@club/shared/contracts';

/**
 * The payments library's session-state lookup (spec 001 §7, `GET {payments}/library/session-state`):
 * the customer, their entitlements and the session token (izSession) the player is handed once ready.
 * Signed-in viewers only.
 */
export function getSessionState(signal?: AbortSignal) {
  return authorizedRequest('payments', '/library/session-state', {
    schema: paymentsSessionState,
    ...(signal ? { signal } : {}),
  });
}
