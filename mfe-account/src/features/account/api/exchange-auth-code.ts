import { apiRequest } from '@club/shared/api';
import { authExchangeResponse } from '@club/shared/contracts';

/** GET {account}/api/auth?code&redirect_uri (spec 001 §7): the authorisation-code exchange. */
export function exchangeAuthCode(code: string, redirectUri: string) {
  return apiRequest('account', '/api/auth', {
    query: { code, redirect_uri: redirectUri },
    schema: authExchangeResponse,
    credentials: true,
  });
}
