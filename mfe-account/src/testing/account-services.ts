import type { AuthenticatedUser, SessionTokens } from '@club/shared/contracts';
import { serviceAddress } from '@club/shared/testing';
import { HttpResponse, http } from 'msw';

export const SIGN_IN_URL = serviceAddress('identity', '/sign-in');
export const AUTHENTICATED_URL = serviceAddress('account', '/api/authenticated');
export const SIGN_OUT_URL = serviceAddress('account', '/api/sign_out');

export const DEMO_EMAIL = 'free@club.test';
export const DEMO_PASSWORD = 'Password1!';
export const DEMO_USER: AuthenticatedUser = {
  userDisplayName: 'Free Fan',
  ssoID: '7f1c2a9e-0001-4c1b-9a51-0d3e5f000001',
  email: DEMO_EMAIL,
};
export const DEMO_TOKENS: SessionTokens = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  access_token_expires_utc: '2026-11-22T06:00:00.000Z',
  refresh_token_expires_utc: '2026-12-22T06:00:00.000Z',
  message: 'success',
};
/** The identity service's words for a wrong email or password. */
export const WRONG_PASSWORD_TITLE = 'Incorrect username or password.';

const errorBody = (status: number, code: string, title: string) => ({
  errors: [{ status: String(status), code, title }],
});

export interface ServiceCalls {
  signIn: unknown[];
  authenticated: (string | null)[];
  signOut: (string | null)[];
}

/**
 * The identity and account services as the panel uses them: one demo account, its tokens, and a
 * record of every call (sign-in bodies, the Authorization header of the others).
 */
export function accountServices(calls: ServiceCalls) {
  return [
    http.post(SIGN_IN_URL, async ({ request }) => {
      const body = (await request.json()) as { email?: string; password?: string };
      calls.signIn.push(body);
      if (body.email === DEMO_EMAIL && body.password === DEMO_PASSWORD) return HttpResponse.json(DEMO_TOKENS);
      return HttpResponse.json(errorBody(401, 'NotAuthorizedException', WRONG_PASSWORD_TITLE), {
        status: 401,
      });
    }),
    http.get(AUTHENTICATED_URL, ({ request }) => {
      const authorization = request.headers.get('authorization');
      calls.authenticated.push(authorization);
      if (authorization === `Bearer ${DEMO_TOKENS.access_token}`) return HttpResponse.json(DEMO_USER);
      return HttpResponse.json(errorBody(401, 'unauthorized', 'No user logged in'), { status: 401 });
    }),
    http.post(SIGN_OUT_URL, ({ request }) => {
      calls.signOut.push(request.headers.get('authorization'));
      return HttpResponse.json({ message: 'signed_out' });
    }),
  ];
}

export const newServiceCalls = (): ServiceCalls => ({ signIn: [], authenticated: [], signOut: [] });
