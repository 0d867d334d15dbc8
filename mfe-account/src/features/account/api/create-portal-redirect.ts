import { authorizedRequest } from '@club/shared/api';
import { createPortalRedirectResponse, isTimeZone } from '@club/shared/contracts';
import { viewerTimeZone } from '@club/shared/format';

/**
 * POST {payments}/create-portal-redirect (spec 001 §7): the billing portal address for the customer.
 * The browser's time zone goes along (ours), so the portal says when access ends in the supporter's time.
 */
export function createPortalRedirect(customerID: string, returnURL: string) {
  const timeZone = viewerTimeZone();
  return authorizedRequest('payments', '/create-portal-redirect', {
    method: 'POST',
    body: { customerID, returnURL, ...(timeZone && isTimeZone(timeZone) ? { timeZone } : {}) },
    schema: createPortalRedirectResponse,
  });
}
