import { apiRequest } from '@club/shared/api';
import { type ConfirmSignUpRequest, identityOk } from '@club/shared/contracts';

/** POST {identity}/confirm-sign-up: confirms the registration with the emailed code. */
export function confirmSignUp(body: ConfirmSignUpRequest) {
  return apiRequest('identity', '/confirm-sign-up', {
    method: 'POST',
    body,
    schema: identityOk,
  });
}
