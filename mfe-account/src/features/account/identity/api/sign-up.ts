import { apiRequest } from '@club/shared/api';
import { type SignUpRequest, signUpResponse } from '@club/shared/contracts';

/** POST {identity}/sign-up (spec 001 §4): a new account, its code emailed. */
export function signUp(body: SignUpRequest) {
  return apiRequest('identity', '/sign-up', {
    method: 'POST',
    body,
    schema: signUpResponse,
  });
}
