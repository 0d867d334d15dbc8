import { apiRequest } from '@club/shared/api';
import { type ConfirmForgotPasswordRequest, identityOk } from '@club/shared/contracts';

/** POST {identity}/confirm-forgot-password: the code and the new password. */
export function confirmForgotPassword(body: ConfirmForgotPasswordRequest) {
  return apiRequest('identity', '/confirm-forgot-password', {
    method: 'POST',
    body,
    schema: identityOk,
  });
}
