// Spec 001 §4 "Lock state of a video item", the one copy: the services decide with it before they
// hand out a playback token, and the site draws its padlocks with it. Only the services' answer
// unlocks anything; the site's is what the supporter sees before they ask.
import { ENTITLEMENT_ANY_SIGNED_IN, ENTITLEMENT_OPEN_TO_ALL } from './entitlement-codes.ts';

/** Spec 001 §4 rule 4: an empty list "follows a setting (currently empty means not locked)". */
export const EMPTY_ENTITLEMENTS_LOCKED = false;

/** What the lock rule decides for one viewer and one item's entitlement list. */
export type LockDecision =
  /** Open to this viewer. */
  | 'open'
  /** Needs a signed-in viewer. */
  | 'login'
  /** Signed in, but holds none of the listed codes. */
  | 'entitlement';

/**
 * Spec 001 §4 rules 1 to 5 in the spec's order: '?' opens to everyone; otherwise a signed-out
 * viewer is locked out; '*' opens to anyone signed in; an empty list follows `emptyMeansLocked`
 * (EMPTY_ENTITLEMENTS_LOCKED); otherwise one held code from the list opens it. `held` is the
 * viewer's entitlements, null for a signed-out viewer.
 */
export function decideLock(
  required: readonly string[],
  held: readonly string[] | null,
  emptyMeansLocked: boolean = EMPTY_ENTITLEMENTS_LOCKED,
): LockDecision {
  if (required.includes(ENTITLEMENT_OPEN_TO_ALL)) return 'open';
  if (held === null) return 'login';
  if (required.includes(ENTITLEMENT_ANY_SIGNED_IN)) return 'open';
  if (required.length === 0) return emptyMeansLocked ? 'entitlement' : 'open';
  return required.some((code) => held.includes(code)) ? 'open' : 'entitlement';
}

/**
 * The lock rule for the site's user (`$user`): locked unless `decideLock` opens the item. The
 * user's entitlements are null after a stream-provider failure, which holds nothing. Re-run it
 * whenever the user changes.
 */
export const isVideoLocked = (
  required: readonly string[],
  user: { loggedIn: boolean; entitlements: readonly string[] | null },
  emptyMeansLocked: boolean = EMPTY_ENTITLEMENTS_LOCKED,
): boolean =>
  decideLock(required, user.loggedIn ? (user.entitlements ?? []) : null, emptyMeansLocked) !== 'open';
