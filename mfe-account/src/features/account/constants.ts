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

/** Spec 001 §2 route table: the subscriptions and passes page. */
export const SUBSCRIPTIONS_PATH = '/videos/subscriptions';

/** Spec 001 §4 "Session on load": the account notifications. */
export const LOGGED_IN_NOTIFICATION = 'Logged In';
export const LOGGED_OUT_NOTIFICATION = 'Logged Out';

/** Spec 001 §8 "Other text": a sign-in that failed for a reason the service did not put in words. */
export const UNABLE_TO_SIGN_IN = 'Unable to sign in';

/** The external account site (spec 000 §3 "Account links"); its real address is configuration. */
export const ACCOUNT_SITE_URL = 'https://account.northbridgefc.example';
export const FORGOT_PASSWORD_URL = `${ACCOUNT_SITE_URL}/forgot-password`;
export const REGISTER_URL = `${ACCOUNT_SITE_URL}/register`;
export const PROFILE_URL = `${ACCOUNT_SITE_URL}/profile`;

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
