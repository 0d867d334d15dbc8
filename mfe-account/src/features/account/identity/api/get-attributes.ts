import { authorizedRequest } from '@club/shared/api';
import { userAttributesResponse } from '@club/shared/contracts';

/** GET {identity}/attributes (spec 001 §4 "get user attributes"), as the signed-in user. */
export function getAttributes() {
  return authorizedRequest('identity', '/attributes', { schema: userAttributesResponse });
}
