// The payment provider's numbers and id formats as this stand-in uses them, named once.

/** How long a checkout stays payable; the real provider's default is 24 hours. */
export const CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;
/** A billing-portal link is short-lived: open it and finish within this time. */
export const PORTAL_SESSION_TTL_MS = 15 * 60 * 1000;

/** Id prefixes as the real provider writes them (test mode). */
export const CHECKOUT_ID_PREFIX = 'cs_test_';
export const SUBSCRIPTION_ID_PREFIX = 'sub_';
export const PAYMENT_ID_PREFIX = 'pi_';
export const PORTAL_SESSION_ID_PREFIX = 'bps_';

/** Appended to the success URL so the success page can tell which checkout brought the user back. */
export const SESSION_ID_PARAM = 'session_id';

/** The language and currency every amount is shown in. */
export const AMOUNT_LOCALE = 'en-GB';
