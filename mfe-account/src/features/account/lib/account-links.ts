import { serviceUrl } from '@club/shared/api';
import { $runtimeConfig } from '@club/shared/config';
import { ACCOUNT_SITE_PATHS } from '@club/shared/contracts';
import { withoutSessionQuery } from '@club/shared/site';
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
  const back = { tenant: ACCOUNT_TENANT_ID, returnUrl: here, successRedirect: here };
  return {
    login: serviceUrl('account', ACCOUNT_SITE_PATHS.signIn, { ...back, loginSuccess: true, mandatory: true }),
    register: serviceUrl('account', ACCOUNT_SITE_PATHS.register, { ...back, form: 'short' }),
    logout: serviceUrl('account', ACCOUNT_SITE_PATHS.logout, {
      ...back,
      forcelogout: true,
      logoutSuccess: true,
    }),
    forgotPassword: serviceUrl('account', ACCOUNT_SITE_PATHS.forgotPassword, back),
    profile: serviceUrl('account', ACCOUNT_SITE_PATHS.profile, back),
  };
}
