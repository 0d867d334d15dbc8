/**
 * The identity-layer pages' texts (spec 001 §4 "Authentication", §8 success messages), each named
 * once. The two success messages are the spec's; the rest are ours.
 */

/** Spec 001 §8 "Success messages". */
export const PASSWORD_UPDATED = 'Your password has been successfully updated';
export const DETAILS_UPDATED = 'Your details have been successfully updated';

/** Spec 001 §2: the account sign-in path, linked from the player's log-in message. */
export const LOGIN_PATH = '/account/login';
export const SIGN_UP_PATH = '/account/signup';
export const CONFIRM_SIGN_UP_PATH = '/account/signup/confirm';
export const FORGOT_PASSWORD_PATH = '/account/forgot-password';
export const CONFIRM_FORGOT_PASSWORD_PATH = '/account/forgot-password/confirm';
export const PROFILE_PATH = '/account/profile';

export const LOGIN_TITLE = 'Log in';
export const SIGN_UP_TITLE = 'Create an account';
export const CONFIRM_SIGN_UP_TITLE = 'Confirm your email';
export const FORGOT_PASSWORD_TITLE = 'Forgotten password';
export const CONFIRM_FORGOT_PASSWORD_TITLE = 'Choose a new password';
export const PROFILE_TITLE = 'Your profile';

export const EMAIL_FIELD = 'Email';
export const PASSWORD_FIELD = 'Password';
export const NAME_FIELD = 'Display name';
export const CODE_FIELD = 'Code from the email';
export const NEW_PASSWORD_FIELD = 'New password';
export const CURRENT_PASSWORD_FIELD = 'Current password';

export const SIGN_UP_BUTTON = 'Create account';
export const CONFIRM_BUTTON = 'Confirm';
export const SEND_CODE_BUTTON = 'Send code';
export const RESEND_CODE_BUTTON = 'Send a new code';
export const RESET_PASSWORD_BUTTON = 'Reset password';
export const CHANGE_PASSWORD_BUTTON = 'Change password';
export const SAVE_DETAILS_BUTTON = 'Save details';
export const SIGN_OUT_BUTTON = 'Sign out';
export const SIGN_OUT_EVERYWHERE_BUTTON = 'Sign out everywhere';

export const CHANGE_PASSWORD_HEADING = 'Password';
export const DETAILS_HEADING = 'Details';
export const SESSIONS_HEADING = 'Sessions';
export const SIGN_UP_LINK = 'Create an account';
export const FORGOT_PASSWORD_LINK = 'Forgotten password?';
export const LOG_IN_LINK = 'Log in';
export const HAVE_ACCOUNT_TEXT = 'Already have an account?';
export const PASSWORD_RULES_TEXT =
  'At least 8 characters, with a lowercase letter, an uppercase letter, a number and a symbol.';
export const codeSentText = (destination: string) => `We have sent a code to ${destination}.`;
export const CONFIRMED_TEXT = 'Your email is confirmed. You can log in now.';
export const PASSWORD_RESET_TEXT = 'Your password has been reset. You can log in with it now.';
export const SIGNED_OUT_EVERYWHERE_TEXT = 'You have been signed out on every device.';
export const NOT_SIGNED_IN_TEXT = 'Log in to see your profile.';
export const IDENTITY_UNREACHABLE = 'The account service could not be reached. Please try again.';
