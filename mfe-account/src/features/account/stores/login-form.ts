import { isApiError } from '@club/shared/api';
import { loginEmail, signInRequest, validate } from '@club/shared/contracts';
import {
  completeLoginCheck,
  markLoginStatusUpdatedByUser,
  showAccountNotification,
} from '@club/shared/stores';
import { map, task } from 'nanostores';
import { returnToStoredAddress, storedReturnAddress } from '../../../lib/return-address.ts';
import { getAuthenticatedUser } from '../api/get-authenticated-user.ts';
import { signIn } from '../api/sign-in.ts';
import {
  INVALID_EMAIL_MESSAGE,
  LOGGED_IN_NOTIFICATION,
  MISSING_PASSWORD_MESSAGE,
  NEW_PASSWORD_MISMATCH,
  PASSWORD_CHANGE_REQUIRED,
  UNABLE_TO_SIGN_IN,
} from '../constants.ts';
import { holdTokens, signedIn } from './session.ts';
import { signInErrorMessage } from './sign-in-errors.ts';

export interface LoginFormError {
  message: string;
  /** The field the message is about, when it is about one. */
  field?: 'email' | 'password' | 'newPassword';
}

/** Spec 001 §4 "Login form": the standard fields, or newPass (new password and confirmation). */
export type LoginFields = 'standard' | 'newPass';

export interface LoginForm {
  fields: LoginFields;
  submitting: boolean;
  error: LoginFormError | null;
}

const INITIAL: LoginForm = { fields: 'standard', submitting: false, error: null };

/** The login form's state: which fields it shows, whether a sign-in is on its way, what went wrong. */
export const $loginForm = map<LoginForm>({ ...INITIAL });

/** The email and password of a sign-in that asked for a new password, kept in memory for the newPass step. */
let pending: { email: string; password: string } | null = null;

function checkCredentials(email: string, password: string): LoginFormError | null {
  if (!validate(loginEmail, email).ok) return { message: INVALID_EMAIL_MESSAGE, field: 'email' };
  if (password === '') return { message: MISSING_PASSWORD_MESSAGE, field: 'password' };
  return null;
}

/**
 * Signs in with the login form's email and password (spec 001 §4 "Login form", §5): the email is
 * trimmed and lowercased, the access token held in memory (the account service sets its HttpOnly
 * session cookie), the user fetched and stored as logged in, entitlements fetched and 'Logged In'
 * shown. passwordChangeRequired switches the form to newPass; any other failure shows why and
 * the login check counts as completed (spec 001 §8). A stored return address is then gone back to
 * (spec 001 §4 step 4). Resolves true when the user is signed in.
 */
export async function logIn(credentials: {
  email: string;
  password: string;
  newPassword?: string;
}): Promise<boolean> {
  if ($loginForm.get().submitting) return false;
  const problem = checkCredentials(credentials.email, credentials.password);
  const request = validate(signInRequest, credentials);
  if (problem || !request.ok) {
    $loginForm.set({
      ...$loginForm.get(),
      submitting: false,
      error: problem ?? { message: UNABLE_TO_SIGN_IN },
    });
    return false;
  }

  $loginForm.set({ ...$loginForm.get(), submitting: true, error: null });
  try {
    const tokens = await signIn(request.value);
    const user = await getAuthenticatedUser(tokens.access_token);
    pending = null;
    markLoginStatusUpdatedByUser();
    holdTokens(tokens);
    signedIn(user);
    completeLoginCheck();
    $loginForm.set({ ...INITIAL });
    showAccountNotification(LOGGED_IN_NOTIFICATION);
    // Spec 001 §4 "Login form" step 4: back to a stored return address, if one waits.
    if (storedReturnAddress() !== null) void task(returnToStoredAddress);
    return true;
  } catch (error) {
    if (isApiError(error) && error.code === PASSWORD_CHANGE_REQUIRED) {
      pending = { email: request.value.email, password: credentials.password };
      $loginForm.set({ fields: 'newPass', submitting: false, error: null });
      return false;
    }
    // A refusal (wrong password) is the service working; anything else is worth a line in the log.
    if (!(isApiError(error) && error.kind === 'http')) console.error('[mfe-account] sign-in failed', error);
    $loginForm.set({ ...$loginForm.get(), submitting: false, error: { message: signInErrorMessage(error) } });
    completeLoginCheck();
    return false;
  }
}

/**
 * The newPass step (spec 001 §4, §5): when the new password and its confirmation differ, 'New
 * Password does not match' shows and nothing is sent; otherwise the sign-in is made again with it.
 */
export function setNewPassword(newPassword: string, confirmation: string): Promise<boolean> {
  if (!pending) {
    $loginForm.set({ ...INITIAL });
    return Promise.resolve(false);
  }
  if (newPassword === '' || newPassword !== confirmation) {
    $loginForm.setKey('error', {
      message: newPassword === '' ? MISSING_PASSWORD_MESSAGE : NEW_PASSWORD_MISMATCH,
      field: 'newPassword',
    });
    return Promise.resolve(false);
  }
  return logIn({ ...pending, newPassword });
}

/** Forgets the last error, as when the user starts typing again. */
export function clearLoginError(): void {
  if ($loginForm.get().error) $loginForm.setKey('error', null);
}

/** Back to the page-load state (tests, and after a log out). */
export function resetLoginForm(): void {
  pending = null;
  $loginForm.set({ ...INITIAL });
}
