import { apiRequest } from '@club/shared/api';
import { paymentsSessionResponse } from '@club/shared/contracts';

/**
 * Payments library "get session for an entry id" (spec 001 §7): Status, and KSession when -1. The
 * access token, when there is one, says who is asking; without it the library answers as signed out.
 */
export function getPaymentsSession(entryId: string, accessToken: string | null, signal?: AbortSignal) {
  return apiRequest('payments', `/library/session/${encodeURIComponent(entryId)}`, {
    schema: paymentsSessionResponse,
    ...(accessToken ? { headers: { authorization: `Bearer ${accessToken}` } } : {}),
    ...(signal ? { signal } : {}),
  });
}
