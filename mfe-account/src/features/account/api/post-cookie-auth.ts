import { apiRequest } from '@club/shared/api';
import { authExchangeResponse, COOKIE_DATA_FROM_BROWSER } from '@club/shared/contracts';

/**
 * POST {account}/api/cookie-auth (spec 001 §7, §5 "Cookie authentication"): the cookie data is
 * posted for checking. The auth_string cookie is HttpOnly, so the page posts the cookie's name and
 * the browser sends the cookie itself along.
 */
export function postCookieAuth() {
  return apiRequest('account', '/api/cookie-auth', {
    method: 'POST',
    body: { data: { attributes: { cookieData: COOKIE_DATA_FROM_BROWSER } } },
    schema: authExchangeResponse,
    credentials: true,
  });
}
