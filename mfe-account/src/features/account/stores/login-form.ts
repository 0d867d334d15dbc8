import { isApiError } from '@club/shared/api';
import { loginEmail, signInRequest, validate } from '@club/shared/contracts';
import {
  completeLoginCheck,
  markLoginStatusUpdatedByUser,
  setLoggedInUser,
  showAccountNotification,
} from '@club/shared/stores';
import { map } from 'nanostores';
import { getAuthenticatedUser } from '../api/get-authenticated-user.ts';
import { signIn } from '../api/sign-in.ts';
import {
  INVALID_EMAIL_MESSAGE,
  LOGGED_IN_NOTIFICATION,
  MISSING_PASSWORD_MESSAGE,
  UNABLE_TO_SIGN_IN,
} from '../constants.ts';
import { clearTokens, saveTokens } from '../lib/token-storage.ts';
import { signInErrorMessage } from './sign-in-errors.ts';

export interface LoginFormError {
  message: string;
  /** The field the message is about, when it is about one. */
  field?: 'email' | 'password';
}

export interface LoginForm {
  submitting: boolean;
  error: LoginFormError | null;
}

/** The login form's state: whether a sign-in is on its way, and what went wrong with the last one. */
export const $loginForm = map<LoginForm>({ submitting: false, error: null });

function checkCredentials(email: string, password: string): LoginFormError | null {
  if (!validate(loginEmail, email).ok) return { message: INVALID_EMAIL_MESSAGE, field: 'email' };
  if (password === '') return { message: MISSING_PASSWORD_MESSAGE, field: 'password' };
  return null;
}

/**
 * Signs in with the login form's email and password (spec 001 §4 "Login form", §5): the email is
 * trimmed and lowercased, the tokens kept, the user fetched and stored as logged in, and 'Logged In'
 * shown. On failure the form shows why and the login check counts as completed (spec 001 §8).
 * Resolves true when the user is signed in.
 */
export async function logIn(credentials: { email: string; password: string }): Promise<boolean> {
  if ($loginForm.get().submitting) return false;
  const problem = checkCredentials(credentials.email, credentials.password);
  const request = validate(signInRequest, credentials);
  if (problem || !request.ok) {
    $loginForm.set({ submitting: false, error: problem ?? { message: UNABLE_TO_SIGN_IN } });
    return false;
  }

  $loginForm.set({ submitting: true, error: null });
  try {
    const tokens = await signIn(request.value);
    saveTokens(tokens);
    const user = await getAuthenticatedUser(tokens.access_token);
    setLoggedInUser(user);
    markLoginStatusUpdatedByUser();
    completeLoginCheck();
    $loginForm.set({ submitting: false, error: null });
    showAccountNotification(LOGGED_IN_NOTIFICATION);
    return true;
  } catch (error) {
    // A refusal (wrong password) is the service working; anything else is worth a line in the log.
    if (!(isApiError(error) && error.kind === 'http')) console.error('[mfe-account] sign-in failed', error);
    clearTokens();
    $loginForm.set({ submitting: false, error: { message: signInErrorMessage(error) } });
    completeLoginCheck();
    return false;
  }
}

/** Forgets the last error, as when the user starts typing again. */
export function clearLoginError(): void {
  if ($loginForm.get().error) $loginForm.setKey('error', null);
}
