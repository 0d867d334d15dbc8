import { ENTITLEMENT_ANY_SIGNED_IN } from '@club/shared/contracts';
import type { User } from '@club/shared/stores';

/**
 * Spec 001 §3 "Locked-content settings": how content of one kind is locked and what its notice
 * says. `requireLoginEntitlement` is the code that needs a signed-in viewer ('*': whatever the
 * item lists); `requireUpgradeEntitlement` a code the viewer must also hold ('' for none);
 * `entitlementDisplayOverride`, when set, is what the padlock is called instead of 'Locked'.
 */
export interface LockedContentSettings {
  buttonText: string;
  buttonLink: string;
  lockedVideoTitle: string;
  lockedVideoMessage: string;
  requireLoginEntitlement: string;
  requireUpgradeEntitlement: string;
  entitlementDisplayOverride: string | null;
}

/** What the settings ask of this viewer for an item listing `entitlements`, before its own list is looked at. */
export type LockedContentRule = 'open' | 'requireLogin' | 'requirePremium';

/**
 * Applies the settings (spec 001 §4 "Live content requires login for any entitlement ('*') and no
 * extra upgrade entitlement"). It only ever locks: whether the item is open is then the lock rule's
 * and, for playback, the services' decision.
 */
export function lockedContentRule(
  settings: Pick<LockedContentSettings, 'requireLoginEntitlement' | 'requireUpgradeEntitlement'>,
  entitlements: readonly string[],
  user: Pick<User, 'loggedIn' | 'entitlements'>,
): LockedContentRule {
  const { requireLoginEntitlement: login, requireUpgradeEntitlement: upgrade } = settings;
  const loginNeeded = login === ENTITLEMENT_ANY_SIGNED_IN || (login !== '' && entitlements.includes(login));
  if (loginNeeded && !user.loggedIn) return 'requireLogin';
  if (upgrade !== '' && !(user.entitlements ?? []).includes(upgrade)) return 'requirePremium';
  return 'open';
}
