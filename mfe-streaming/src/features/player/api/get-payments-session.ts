import { apiRequest, authorizedRequest } from '@club/shared/api';
import { PAYMENTS_SESSION_HEADER, paymentsSessionResponse } from '@club/shared/contracts';

/**
 * Who asks the payments library: the site's signed-in user (the shared authorised request: its
 * access token, none when signed out), or the izSession the player was handed.
 */
export type PaymentsCredentials = 'signed-in-user' | { izSession: string };

/**
 * Payments library "get session for an entry id" (spec 001 §7): Status, and KSession when -1. Asked
 * as the signed-in user, a 401 renews the access token once; signed out, the library answers as
 * such. With an izSession the player renews its playback.
 */
export function getPaymentsSession(entryId: string, credentials: PaymentsCredentials, signal?: AbortSignal) {
  const path = `/library/session/${encodeURIComponent(entryId)}`;
  const options = { schema: paymentsSessionResponse, ...(signal ? { signal } : {}) };
  if (credentials === 'signed-in-user') return authorizedRequest('payments', path, options);
  return apiRequest('payments', path, {
    ...options,
    headers: { [PAYMENTS_SESSION_HEADER]: credentials.izSession },
  });
}
