import { apiRequest } from '@club/shared/api';
import { subscriptionPlanOptionsResponse } from '@club/shared/contracts';

/** GET {payments}/library/packages (spec 001 §7 "get subscription package list"): the plan options. */
export function getPlanOptions(signal?: AbortSignal) {
  return apiRequest('payments', '/library/packages', {
    schema: subscriptionPlanOptionsResponse,
    ...(signal ? { signal } : {}),
  });
}
