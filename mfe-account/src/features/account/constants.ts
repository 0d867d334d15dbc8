/**
 * The account panel's texts, links and numbers, each named once. Texts quoted from spec 001 say
 * where; the rest are ours, where the spec names an element but gives no words for it.
 */

/** Spec 001 §2 "Account panel" and §5: the login form. */
export const LOG_IN_LABEL = 'Log In';
export const EMAIL_PLACEHOLDER = 'email';
export const PASSWORD_PLACEHOLDER = 'password';
export const FORGOTTEN_PASSWORD_LABEL = 'Forgotten password?';

/** Spec 001 §2: the account summary. */
export const WELCOME_BACK = 'Welcome back';
export const ACCOUNT_ID_LABEL = 'Account ID';
export const RESTRICTIONS_BYPASSED_NOTE = 'Account Restrictions Bypassed';
export const MANAGE_ACCOUNT_LABEL = 'Manage Account';
export const VIEW_SUBSCRIPTIONS_LABEL = 'View Subscriptions';
export const LOG_OUT_LABEL = 'Log Out';
/**
 * Spec 001 §2: the summary's club logo (the crest of the footer's logo block); its size is ours, its
 * text alternative is CLUB_LOGO_ALT in @club/shared/site.
 */
export const CLUB_LOGO_BOX = { width: 56, height: 56 } as const;

/** Spec 001 §2 route table: the subscriptions and passes page. */
export const SUBSCRIPTIONS_PATH = '/videos/subscriptions';

/**
 * Spec 001 §9 "Fallback sign-in delay 250 ms": back from the account site's login
 * (loginSuccess=true), a session not found at once is looked for once more this much later, as the
 * account site's cookie can come in just behind the redirect.
 */
export const FALLBACK_SIGN_IN_DELAY_MS = 250;

/** Spec 001 §4 "Session on load": the account notifications. */
export const LOGGED_IN_NOTIFICATION = 'Logged In';
export const LOGGED_OUT_NOTIFICATION = 'Logged Out';

/** Spec 001 §8 "Other text": a sign-in that failed for a reason the service did not put in words. */
export const UNABLE_TO_SIGN_IN = 'Unable to sign in';

/**
 * Ours: the tenant id the account-site links carry (spec 001 §2 names the parameter, not its
 * value); the account site serves several clubs.
 */
export const ACCOUNT_TENANT_ID = 'northbridge';

/** Ours: the panel's name, its headings and field labels, and the client-side messages. */
export const ACCOUNT_PANEL_LABEL = 'Account';
export const CLOSE_LABEL = 'Close';
export const CLOSE_PANEL_LABEL = 'Close the account panel';
export const LOGIN_HEADING = 'Log in to your account';
export const EMAIL_LABEL = 'Email';
export const PASSWORD_LABEL = 'Password';
export const REGISTER_HEADING = "Don't have an account?";
export const REGISTER_LINK_LABEL = 'Register';
export const ACCOUNT_SUMMARY_HEADING = 'My Account';
export const CHECKING_SESSION_LABEL = 'Checking your account';
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';
export const MISSING_PASSWORD_MESSAGE = 'Please enter your password.';
export const SIGN_IN_UNREACHABLE_MESSAGE =
  'The sign-in service could not be reached. Please check your connection and try again.';

/** Spec 001 §5, §8: the newPass form and its client-side check. */
export const NEW_PASSWORD_PLACEHOLDER = 'New Password';
export const NEW_PASSWORD_CONFIRMATION_PLACEHOLDER = 'New Password Confirmation';
export const NEW_PASSWORD_MISMATCH = 'New Password does not match';
/** Spec 001 §4 "Login form": the sign-in error message that switches the form to newPass. */
export const PASSWORD_CHANGE_REQUIRED = 'passwordChangeRequired';

/** Spec 001 §5 "Cookie authentication": the alert when the account site rejects the cookie data. */
export const COOKIE_TAMPERED_ALERT = 'Could not log in. Cookie auth_string tampered with';

/** Spec 001 §2: the optional social sign-in links, in the spec's order (their words are ours). */
export const SOCIAL_SIGN_IN = [
  { provider: 'google', label: 'Log in with Google' },
  { provider: 'facebook', label: 'Log in with Facebook' },
  { provider: 'apple', label: 'Log in with Apple' },
] as const;
export const SOCIAL_SIGN_IN_LABEL = 'Or log in with';

/** Spec 001 §8: the account summary's entitlement failures. */
export const NO_SUBSCRIPTIONS_HELD_TEXT = 'You have no subscriptions';
export const SUBSCRIPTIONS_CHECK_FAILED_TEXT = 'There was an issue checking your subscriptions';

/** Spec 001 §8: a refresh the account site refuses (message invalid_request). */
export const LOGIN_PROBLEM_TITLE = 'There was a problem logging in';
export const LOGIN_PROBLEM_MESSAGE = 'Please try again in a few minutes';
/** Spec 001 §8: the sign-in sequence's rejections, logged for whoever debugs a lost session. */
export const REFRESH_REFUSED_REJECTION = 'Unable to log in. Failed refresh token';
export const REFRESH_FAILED_REJECTION = 'No user logged in: Failed refresh token endpoint';
export const SESSION_FAILED_REJECTION = 'User not logged in. Session error';
export const NO_SESSION_REJECTION = 'No user session found';
/** The access token is due but the refresh credential (the session cookie) is gone: no call is made. */
export const NO_REFRESH_TOKEN_REJECTION = 'User not logged in. No refresh token found';

/**
 * Ours: the access token (15 minutes) is renewed this long before it expires, so a call never
 * leaves with a token about to die; and never sooner than MIN_RENEW_DELAY_MS after the last one,
 * so a token with a strange lifetime cannot start a loop of refreshes.
 */
export const RENEW_BEFORE_EXPIRY_MS = 60_000;
export const MIN_RENEW_DELAY_MS = 10_000;
/**
 * Ours: the Web Locks name tabs take while refreshing, so two tabs of one browser renew one after
 * the other instead of at the same moment.
 */
export const REFRESH_LOCK_NAME = 'club-account-refresh';

/** Ours: the newPass form's heading, labels and note. */
export const NEW_PASSWORD_HEADING = 'Choose a new password';
export const NEW_PASSWORD_NOTE = 'Your account needs a new password before you can log in.';
export const NEW_PASSWORD_LABEL = 'New password';
export const NEW_PASSWORD_CONFIRMATION_LABEL = 'Confirm new password';
export const SET_NEW_PASSWORD_LABEL = 'Set password and log in';

/** Spec 001 §8 "Restricted media prompt": the login prompt's text and its button. */
export const LOGIN_PROMPT_TEXT = 'To View This Video Please Log In or Register An Account';
export const LOGIN_PROMPT_BUTTON = 'Log In Or Register';
/** Ours: the prompt's name and the backdrop's. */
export const LOGIN_PROMPT_LABEL = 'Log in';
export const CLOSE_PROMPT_LABEL = 'Close the login prompt';
/** Ours: the label of the entitlements list the debugging setting shows. */
export const ENTITLEMENTS_LABEL = 'Entitlements';
