// The notifications' texts (spec 000 §2 "Other overlays", spec 001 §2 "Notifications"), named once.
// Their timings (4 s, 30 s) are the stores' own, in @club/shared/stores.

/** Spec 001 §2: the error notification's button. */
export const ERROR_NOTIFICATION_CLOSE = 'Close';

/** Spec 000 §2: the error notification's countdown, 'Closing in N'. */
export const closingIn = (seconds: number): string => `Closing in ${seconds}`;
