import { serviceUrl } from '@club/shared/api';
import { $runtimeConfig } from '@club/shared/config';
import { ACCOUNT_SITE_PATHS } from '@club/shared/contracts';
import { withoutSessionQuery } from '@club/shared/site';
import { codeRedirectUri, newCodeState } from '../../../lib/code-flow.ts';
import { ACCOUNT_TENANT_ID } from '../constants.ts';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH, PROFILE_PATH, SIGN_UP_PATH } from '../identity/constants.ts';

const IDENTITY_PATHS = {
  login: LOGIN_PATH,
  signUp: SIGN_UP_PATH,
  forgotPassword: FORGOT_PASSWORD_PATH,
  profile: PROFILE_PATH,
} as const;

/**
 * The account-site links of spec 001 §2, built from the `account` base URL of the runtime config.
 * `here` is the address the user comes back to (without the login and logout parameters, which
 * the account site adds itself).
 */
export interface AccountLinks {
  login: string;
  register: string;
  logout: string;
  forgotPassword: string;
  profile: string;
}

export function accountLinks(
  location: Pick<Location, 'origin' | 'pathname' | 'search' | 'hash'>,
): AccountLinks {
  const here = `${location.origin}${withoutSessionQuery(location)}`;
  if ($runtimeConfig.get()?.settings.signIn === 'identity-layer') {
    // Identity-layer mode: the pages under /account/ on this site (spec 001 §4 "Authentication").
    return {
      login: `${IDENTITY_PATHS.login}?returnTo=${encodeURIComponent(withoutSessionQuery(location))}`,
      register: IDENTITY_PATHS.signUp,
      logout: IDENTITY_PATHS.profile,
      forgotPassword: IDENTITY_PATHS.forgotPassword,
      profile: IDENTITY_PATHS.profile,
    };
  }
  if ($runtimeConfig.get()?.settings.singleSignOn === false) {
    // Spec 001 §2: single sign-on not configured, so plain portal, register and logout links.
    return {
      login: serviceUrl('account', ACCOUNT_SITE_PATHS.signIn),
      register: serviceUrl('account', ACCOUNT_SITE_PATHS.register),
      logout: serviceUrl('account', ACCOUNT_SITE_PATHS.logout),
      forgotPassword: serviceUrl('account', ACCOUNT_SITE_PATHS.forgotPassword),
      profile: serviceUrl('account', ACCOUNT_SITE_PATHS.profile),
    };
  }
  const back = { tenant: ACCOUNT_TENANT_ID, returnUrl: here, successRedirect: here };
  const form = $runtimeConfig.get()?.settings.registerForm ?? 'short';
  return {
    login: serviceUrl('account', ACCOUNT_SITE_PATHS.signIn, { ...back, loginSuccess: true, mandatory: true }),
    register: serviceUrl('account', ACCOUNT_SITE_PATHS.register, { ...back, form }),
    logout: serviceUrl('account', ACCOUNT_SITE_PATHS.logout, {
      ...back,
      forcelogout: true,
      logoutSuccess: true,
    }),
    forgotPassword: serviceUrl('account', ACCOUNT_SITE_PATHS.forgotPassword, back),
    profile: serviceUrl('account', ACCOUNT_SITE_PATHS.profile, back),
  };
}

/**
 * The account site's login, asking it to come back to this page with a one-time code rather than
 * loginSuccess=true (spec 001 §4 "An authorisation-code exchange"); a fresh state is stored for the
 * page to check. Call it only when the browser leaves for it. Identity-layer mode: the login page.
 */
export function hostedLoginWithCode(
  location: Pick<Location, 'origin' | 'pathname' | 'search' | 'hash'>,
): string {
  if ($runtimeConfig.get()?.settings.signIn === 'identity-layer') return accountLinks(location).login;
  const here = `${location.origin}${withoutSessionQuery(location)}`;
  return serviceUrl('account', ACCOUNT_SITE_PATHS.signIn, {
    tenant: ACCOUNT_TENANT_ID,
    returnUrl: here,
    mandatory: true,
    redirect_uri: codeRedirectUri(location),
    state: newCodeState(),
  });
}
