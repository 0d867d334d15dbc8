// Spec 001 §4 "Access result for video": the payments library's status for one viewer and one
// item, from the item's entitlement list and the lock rules. The order:
//   '?' opens to everyone (even a blocked account: it could sign out and watch anyway);
//   signed out -> 0; blocked by an administrator -> 3; the lock rules open it -> -1;
//   locked and holding no package at all -> 1 (no active subscription); otherwise -> 2.
import {
  ACCESS_STATUS,
  type AccessStatus,
  decideLock,
  ENTITLEMENT_OPEN_TO_ALL,
} from '@club/shared/contracts';
import type { Viewer } from '../playback/viewer.ts';

export function accessStatus(required: readonly string[], viewer: Viewer | null): AccessStatus {
  if (required.includes(ENTITLEMENT_OPEN_TO_ALL)) return ACCESS_STATUS.success;
  if (!viewer) return ACCESS_STATUS.notLoggedIn;
  if (viewer.state === 'blocked') return ACCESS_STATUS.blocked;
  if (decideLock(required, viewer.entitlements) === 'open') return ACCESS_STATUS.success;
  return viewer.entitlements.length === 0
    ? ACCESS_STATUS.noSubscription
    : ACCESS_STATUS.insufficientEntitlements;
}
