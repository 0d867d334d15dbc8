import { authorizedRequest } from '@club/shared/api';
import { identityOk } from '@club/shared/contracts';

/** POST {identity}/global-sign-out: ends every session of the account (sign out everywhere). */
export function globalSignOut() {
  return authorizedRequest('identity', '/global-sign-out', {
    method: 'POST',
    schema: identityOk,
  });
}
