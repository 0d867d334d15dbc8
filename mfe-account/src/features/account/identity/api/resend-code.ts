import { apiRequest } from '@club/shared/api';
import { codeDeliveryResponse, type EmailOnlyRequest } from '@club/shared/contracts';

/** POST {identity}/resend-code: emails a new sign-up code. */
export function resendCode(body: EmailOnlyRequest) {
  return apiRequest('identity', '/resend-code', {
    method: 'POST',
    body,
    schema: codeDeliveryResponse,
  });
}
