import { authorizedRequest } from '@club/shared/api';
import { type CreateCheckoutRequest, createCheckoutResponse } from '@club/shared/contracts';

/** POST {payments}/create-checkout (spec 001 §7), as the signed-in user: the hosted checkout's id and address. */
export function createCheckout(body: CreateCheckoutRequest) {
  return authorizedRequest('payments', '/create-checkout', {
    method: 'POST',
    body,
    schema: createCheckoutResponse,
  });
}
