import { describe, expect, it } from 'vitest';
import { LIVE_LOCKED_CONTENT } from '../constants.ts';
import { lockedContentRule } from './locked-content.ts';

const SIGNED_OUT = { loggedIn: false, entitlements: null };
const FREE = { loggedIn: true, entitlements: [] };
const SUBSCRIBER = { loggedIn: true, entitlements: ['subscriber'] };

describe('the locked-content settings (spec 001 §3)', () => {
  it("are live content's: login for any entitlement ('*'), no extra upgrade entitlement, and §8's texts", () => {
    expect(LIVE_LOCKED_CONTENT).toEqual({
      lockedVideoTitle: 'You must have a pass to watch this content',
      lockedVideoMessage: 'View our available passes on the subscriptions page',
      buttonText: 'Go to passes',
      buttonLink: '/videos/subscriptions',
      requireLoginEntitlement: '*',
      requireUpgradeEntitlement: '',
      entitlementDisplayOverride: null,
    });
  });

  it('ask a signed-out viewer to log in whatever the item lists, and nothing more of a signed-in one', () => {
    expect(lockedContentRule(LIVE_LOCKED_CONTENT, ['?'], SIGNED_OUT)).toBe('requireLogin');
    expect(lockedContentRule(LIVE_LOCKED_CONTENT, ['subscriber'], SIGNED_OUT)).toBe('requireLogin');
    expect(lockedContentRule(LIVE_LOCKED_CONTENT, ['subscriber'], FREE)).toBe('open');
  });

  it('ask for the upgrade entitlement, or for login only for a listed code, when set so', () => {
    const upgrade = { requireLoginEntitlement: 'subscriber', requireUpgradeEntitlement: 'hd-upgrade' };
    expect(lockedContentRule(upgrade, ['subscriber'], SIGNED_OUT)).toBe('requireLogin');
    expect(lockedContentRule(upgrade, ['match-pass'], SIGNED_OUT)).toBe('requirePremium');
    expect(lockedContentRule(upgrade, ['subscriber'], SUBSCRIBER)).toBe('requirePremium');
    expect(lockedContentRule(upgrade, ['subscriber'], { loggedIn: true, entitlements: ['hd-upgrade'] })).toBe(
      'open',
    );
  });
});
