import { apiRequest } from '@club/shared/api';
import { codeDeliveryResponse, type EmailOnlyRequest } from '@club/shared/contracts';

/** POST {identity}/forgot-password (spec 001 §4): emails a reset code. */
export function forgotPassword(body: EmailOnlyRequest) {
  return apiRequest('identity', '/forgot-password', {
    method: 'POST',
    body,
    schema: codeDeliveryResponse,
  });
}
