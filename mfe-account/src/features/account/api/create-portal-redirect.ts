import { authorizedRequest } from '@club/shared/api';
import { createPortalRedirectResponse } from '@club/shared/contracts';

/** POST {payments}/create-portal-redirect (spec 001 §7): the billing portal address for the customer. */
export function createPortalRedirect(customerID: string, returnURL: string) {
  return authorizedRequest('payments', '/create-portal-redirect', {
    method: 'POST',
    body: { customerID, returnURL },
    schema: createPortalRedirectResponse,
  });
}
