import { authorizedRequest } from '@club/shared/api';
import { entitlementsResponse } from '@club/shared/contracts';

/** GET {streamline}/users/entitlements/{ssoID} (spec 001 §7): the packages the user holds; 404 is none. */
export function getEntitlements(ssoID: string) {
  return authorizedRequest('streamline', `/users/entitlements/${encodeURIComponent(ssoID)}`, {
    schema: entitlementsResponse,
  });
}
