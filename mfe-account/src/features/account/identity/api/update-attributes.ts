import { authorizedRequest } from '@club/shared/api';
import { identityOk, type UpdateAttributesRequest } from '@club/shared/contracts';

/** POST {identity}/attributes (spec 001 §4 'Update attributes'), as the signed-in user. */
export function updateAttributes(body: UpdateAttributesRequest) {
  return authorizedRequest('identity', '/attributes', {
    method: 'POST',
    body,
    schema: identityOk,
  });
}
