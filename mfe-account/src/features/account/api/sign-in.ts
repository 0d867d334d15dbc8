import { apiRequest } from '@club/shared/api';
import { type SignInRequest, sessionTokens } from '@club/shared/contracts';

/** POST {identity}/sign-in: the identity layer's authenticate call; answers the session tokens. */
export function signIn(request: SignInRequest) {
  return apiRequest('identity', '/sign-in', {
    method: 'POST',
    body: request,
    schema: sessionTokens,
    credentials: true,
  });
}
