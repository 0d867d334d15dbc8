// The lock rules of spec 001 §4 ("Lock state of a video item"), decided on the server: the site
// runs the same rules to draw padlocks, but only this copy hands out playback tokens.
import { ANY_SIGNED_IN, OPEN_TO_ALL } from '../seed/catalogue.ts';

/** Spec 001 §4 rule 4: "the result follows a setting (currently empty means not locked)". */
export const EMPTY_ENTITLEMENTS_LOCKED = false;

export type LockDecision =
  /** Open to this viewer. */
  | 'open'
  /** Needs a signed-in viewer. */
  | 'login'
  /** Signed in, but holds none of the listed codes. */
  | 'entitlement';

/**
 * Rules 1 to 5 in the spec's order: '?' opens to everyone; otherwise a signed-out viewer is
 * locked out; '*' opens to anyone signed in; an empty list follows EMPTY_ENTITLEMENTS_LOCKED;
 * otherwise one held code from the list opens it. `held` is null for a signed-out viewer.
 */
export function decideLock(required: readonly string[], held: readonly string[] | null): LockDecision {
  if (required.includes(OPEN_TO_ALL)) return 'open';
  if (held === null) return 'login';
  if (required.includes(ANY_SIGNED_IN)) return 'open';
  if (required.length === 0) return EMPTY_ENTITLEMENTS_LOCKED ? 'entitlement' : 'open';
  return required.some((code) => held.includes(code)) ? 'open' : 'entitlement';
}
