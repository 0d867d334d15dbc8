import type { User } from '@club/shared/stores';
import {
  EMPTY_ENTITLEMENTS_LOCKED,
  ENTITLEMENT_ANY_LOGGED_IN,
  ENTITLEMENT_OPEN_TO_EVERYONE,
} from '../constants.ts';

/**
 * Spec 001 §4 "Lock state of a video item", rule by rule, in the spec's order. `entitlements` is
 * the item's `SysEntryEntitlements`; the user's entitlements are null after a stream-provider
 * failure, which holds nothing. Re-run it whenever the user store changes.
 */
export function isVideoLocked(
  entitlements: readonly string[],
  user: Pick<User, 'loggedIn' | 'entitlements'>,
  emptyMeansLocked: boolean = EMPTY_ENTITLEMENTS_LOCKED,
): boolean {
  // 1. '?' opens the item to everyone, signed in or not.
  if (entitlements.includes(ENTITLEMENT_OPEN_TO_EVERYONE)) return false;
  // 2. Anything else needs a signed-in user.
  if (!user.loggedIn) return true;
  // 3. '*' opens it to any signed-in user.
  if (entitlements.includes(ENTITLEMENT_ANY_LOGGED_IN)) return false;
  // 4. An empty list follows the setting.
  if (entitlements.length === 0) return emptyMeansLocked;
  // 5. Otherwise the user must hold at least one of the listed entitlements.
  const held = user.entitlements ?? [];
  return !entitlements.some((code) => held.includes(code));
}
