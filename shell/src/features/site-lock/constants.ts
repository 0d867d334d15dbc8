// The site lock's texts and events (spec 000 §2 "Other overlays", §4 "Site lock"), named once. The
// entry word itself is DEVELOPMENT_ENTRY_WORD in @club/shared/site.

/** Spec 000 §2: the lock screen's heading, field label and button. */
export const SITE_LOCK_HEADING = 'This site is in development';
export const ENTRY_PASSWORD_LABEL = 'Entry Password';
export const ACCESS_LABEL = 'Access';

/** The window CustomEvent emitted when a visitor is let in (spec 000 §4: "emits an event"). */
export const SITE_ACCESS_GRANTED_EVENT = 'club:site-access-granted';

/** The analytics event sent for the same moment (only once tracking has started, like every event). */
export const SITE_ACCESS_ANALYTICS_EVENT = 'siteAccessGranted';
