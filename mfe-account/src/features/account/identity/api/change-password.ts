import { authorizedRequest } from '@club/shared/api';
import { type ChangePasswordRequest, identityOk } from '@club/shared/contracts';

/** POST {identity}/change-password (spec 001 §4), as the signed-in user. */
export function changePassword(body: ChangePasswordRequest) {
  return authorizedRequest('identity', '/change-password', {
    method: 'POST',
    body,
    schema: identityOk,
  });
}
