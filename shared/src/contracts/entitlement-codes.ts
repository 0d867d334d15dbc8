/**
 * Spec 001 §4 "Lock state of a video item": the two entitlement codes with a meaning of their own,
 * named once for the site and the services. '?' opens an item to everyone; '*' to anyone signed in.
 */
export const ENTITLEMENT_OPEN_TO_ALL = '?';
export const ENTITLEMENT_ANY_SIGNED_IN = '*';
