import { apiRequest } from '@club/shared/api';
import { PAYMENTS_SESSION_HEADER, paymentsSessionResponse } from '@club/shared/contracts';

/** Who asks the payments library: the site's access token, the izSession the player was handed, or nobody. */
export type PaymentsCredentials = { accessToken: string | null } | { izSession: string };

const headersFor = (credentials: PaymentsCredentials): Record<string, string> => {
  if ('izSession' in credentials) return { [PAYMENTS_SESSION_HEADER]: credentials.izSession };
  return credentials.accessToken ? { authorization: `Bearer ${credentials.accessToken}` } : {};
};

/**
 * Payments library "get session for an entry id" (spec 001 §7): Status, and KSession when -1. Without
 * an access token or an izSession the library answers as signed out.
 */
export function getPaymentsSession(entryId: string, credentials: PaymentsCredentials, signal?: AbortSignal) {
  return apiRequest('payments', `/library/session/${encodeURIComponent(entryId)}`, {
    schema: paymentsSessionResponse,
    headers: headersFor(credentials),
    ...(signal ? { signal } : {}),
  });
}
