/**
 * The players' access texts and numbers from spec 001 §4, §8 and §9, each named once. The status
 * messages of the payments library and the session-check codes live in @club/shared/contracts
 * (ACCESS_MESSAGES, SESSION_CHECK_ERRORS), shared with the services that answer them.
 */

/** Spec 001 §8 "Restricted media prompt": the login prompt's message when a video needs a login. */
export const RESTRICTED_MEDIA_PROMPT = 'To View This Video Please Log In or Register An Account';

/** Spec 001 §2: the account sign-in path the not-logged-in message links to. */
export const ACCOUNT_LOGIN_PATH = '/account/login';
/** The link text of that message (ours: the spec gives only the link). */
export const ACCOUNT_LOGIN_LINK_TEXT = 'Log in';

/** Spec 001 §8 "Locked live content". */
export const LOCKED_LIVE_TITLE = 'You must have a pass to watch this content';
export const LOCKED_LIVE_MESSAGE = 'View our available passes on the subscriptions page';
export const LOCKED_LIVE_BUTTON = 'Go to passes';
export const LOCKED_LIVE_LINK = '/videos/subscriptions';

/** Spec 001 §8 "Stream connection failure": the error notification; stream entitlements become null. */
export const STREAM_CONNECTION_FAILURE_TITLE = 'There was a problem connecting to the video service';
export const STREAM_CONNECTION_FAILURE_MESSAGE = 'Please try again in a few minutes';

/** Spec 001 §2 /videos/faqs: where the country refusal's FAQ link goes. */
export const STREAMING_FAQ_PATH = '/videos/faqs';
export const STREAMING_FAQ_LINK_TEXT = 'Read the streaming FAQs';

/** Spec 001 §8: the session-check messages that show their code, and the contact line. */
export const ERROR_CODE_LABEL = 'Code';
export const SUPPORT_CONTACT_LABEL = 'Contact support';

/** Spec 001 §4 "Live audio player": the player loads 100 ms after the session reply, ready 400 ms later. */
export const PLAYER_LOAD_DELAY_MS = 100;
export const PLAYER_READY_DELAY_MS = 400;

/** Beyond the spec: what a refusal adds so the viewer knows when, or how many (issue 12 item 9). */
export const blackoutUntilText = (time: string) => `This stream is available again from ${time} your time.`;
export const concurrencyCountText = (open: number, limit: number) =>
  `${open} devices are watching on this account now; the limit is ${limit}.`;
