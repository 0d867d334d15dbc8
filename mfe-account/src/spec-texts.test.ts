/**
 * Spec 001's texts and numbers as mfe-account shows them, each held against the spec's own words.
 * The behaviour tests use the named constants; this is where a constant that drifted from the spec
 * fails (§2 screens, §4 states, §5 validation, §8 the error catalogue, §9 constants).
 */
import {
  CHECKOUT_UNAVAILABLE_TEXT,
  MANAGE_SUBSCRIPTIONS_TEXT,
  MUST_LOG_IN_TO_PURCHASE_TEXT,
  NO_MATCH_PASSES_TEXT,
  NO_PACKAGES_TEXT,
  NO_SUBSCRIPTIONS_TEXT,
} from '@club/shared/contracts';
import { describe, expect, it } from 'vitest';
import * as account from './features/account/constants.ts';
import * as identity from './features/account/identity/constants.ts';
import * as packages from './features/packages/constants.ts';

describe("spec 001's texts in mfe-account, quoted exactly", () => {
  it.each([
    // §2 "Account panel": the login form and the account summary.
    ['the Log In button', account.LOG_IN_LABEL, 'Log In'],
    ['the forgotten-password link', account.FORGOTTEN_PASSWORD_LABEL, 'Forgotten password?'],
    ['the summary welcome', account.WELCOME_BACK, 'Welcome back'],
    ['the Account ID', account.ACCOUNT_ID_LABEL, 'Account ID'],
    ['the bypassed note', account.RESTRICTIONS_BYPASSED_NOTE, 'Account Restrictions Bypassed'],
    ['Manage Account', account.MANAGE_ACCOUNT_LABEL, 'Manage Account'],
    ['View Subscriptions', account.VIEW_SUBSCRIPTIONS_LABEL, 'View Subscriptions'],
    ['Log Out', account.LOG_OUT_LABEL, 'Log Out'],
    // §5: the placeholders, and the newPass check.
    ['the email placeholder', account.EMAIL_PLACEHOLDER, 'email'],
    ['the password placeholder', account.PASSWORD_PLACEHOLDER, 'password'],
    ['the new password placeholder', account.NEW_PASSWORD_PLACEHOLDER, 'New Password'],
    [
      'the confirmation placeholder',
      account.NEW_PASSWORD_CONFIRMATION_PLACEHOLDER,
      'New Password Confirmation',
    ],
    ['the mismatch', account.NEW_PASSWORD_MISMATCH, 'New Password does not match'],
    ['the newPass trigger', account.PASSWORD_CHANGE_REQUIRED, 'passwordChangeRequired'],
    ['the cookie alert', account.COOKIE_TAMPERED_ALERT, 'Could not log in. Cookie auth_string tampered with'],
    // §4 "Session on load": the notifications.
    ['Logged In', account.LOGGED_IN_NOTIFICATION, 'Logged In'],
    ['Logged Out', account.LOGGED_OUT_NOTIFICATION, 'Logged Out'],
    // §8: login errors, the refresh and session rejections, the summary's entitlement failures.
    ['Unable to sign in', account.UNABLE_TO_SIGN_IN, 'Unable to sign in'],
    ['the refresh problem title', account.LOGIN_PROBLEM_TITLE, 'There was a problem logging in'],
    ['the refresh problem message', account.LOGIN_PROBLEM_MESSAGE, 'Please try again in a few minutes'],
    ['a refused refresh', account.REFRESH_REFUSED_REJECTION, 'Unable to log in. Failed refresh token'],
    [
      'a failed refresh',
      account.REFRESH_FAILED_REJECTION,
      'No user logged in: Failed refresh token endpoint',
    ],
    ['a failed session call', account.SESSION_FAILED_REJECTION, 'User not logged in. Session error'],
    ['no session cookie', account.NO_SESSION_REJECTION, 'No user session found'],
    [
      'no refresh credential left',
      account.NO_REFRESH_TOKEN_REJECTION,
      'User not logged in. No refresh token found',
    ],
    ['no subscriptions held', account.NO_SUBSCRIPTIONS_HELD_TEXT, 'You have no subscriptions'],
    [
      'the entitlements check failed',
      account.SUBSCRIPTIONS_CHECK_FAILED_TEXT,
      'There was an issue checking your subscriptions',
    ],
    // §8 "Restricted media prompt".
    [
      'the login prompt',
      account.LOGIN_PROMPT_TEXT,
      'To View This Video Please Log In or Register An Account',
    ],
    ['its button', account.LOGIN_PROMPT_BUTTON, 'Log In Or Register'],
    // §8 "Success messages" (identity layer).
    ['the password updated', identity.PASSWORD_UPDATED, 'Your password has been successfully updated'],
    ['the details updated', identity.DETAILS_UPDATED, 'Your details have been successfully updated'],
    ['the sign-in path', identity.LOGIN_PATH, '/account/login'],
    // §2 packages, §4 checkout, §8 the package and checkout failures.
    ['the packages overlay', packages.PACKAGES_MODAL_TITLE, 'Choose a subscription packages'],
    ['the Subscriptions tab', packages.SUBSCRIPTIONS_TAB, 'Subscriptions'],
    ['the Match passes tab', packages.MATCH_PASSES_TAB, 'Match passes'],
    ['no subscriptions for sale', NO_SUBSCRIPTIONS_TEXT, 'There are currently no Subscriptions available.'],
    ['no match passes for sale', NO_MATCH_PASSES_TEXT, 'There are currently no Match Passes available.'],
    ['no plans', NO_PACKAGES_TEXT, 'No packages available.'],
    ['a package held', MANAGE_SUBSCRIPTIONS_TEXT, 'Manage Subscriptions'],
    ['Buy signed out', MUST_LOG_IN_TO_PURCHASE_TEXT, 'You must be logged in to purchase'],
    [
      'the checkout failure',
      CHECKOUT_UNAVAILABLE_TEXT,
      'Sorry, checkout is not currently available, please try again',
    ],
    ['a monthly plan', packages.PER_MONTH_SUFFIX, 'p/m'],
  ])('%s', (_name, constant, spec) => {
    expect(constant).toBe(spec);
  });

  it('has the numbers of §2 (package card) and §9', () => {
    expect(packages.CARD_MIN_HEIGHT_PX).toBe(480);
    expect(packages.CARD_HEIGHT_PER_EXTRA_PRICE_PX).toBe(80);
    expect(packages.CARD_PRICES_INCLUDED).toBe(2);
    expect(packages.CARD_IMAGE_BOX).toEqual({ width: 800, height: 450 });
    expect(packages.CARD_BACKGROUND_BOX).toEqual({ width: 600, height: 900 });
    expect(packages.PLAN_KINDS).toEqual({
      audio: { packageType: 'Listen', className: 'audio' },
      video: { packageType: 'Watch', className: 'video' },
    });
  });
});
