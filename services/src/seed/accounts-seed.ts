// Demo accounts for trying the site and for tests, one per case the specs distinguish. Fixed
// ssoIDs so other seeds and tests can refer to them. Every one uses DEMO_PASSWORD. The README's
// table of demo accounts says what each one shows.
import type { AccountState } from '../account/accounts.ts';
import { ENTITLEMENTS } from '../entitlements/package-codes.ts';

export const DEMO_PASSWORD = 'Password1!';

export interface DemoAccount {
  ssoId: string;
  email: string;
  displayName: string;
  state: AccountState;
  /** Package codes granted by the seed. */
  entitlements: string[];
  bypassed: boolean;
  /** A fixed location that wins over the request's (ISO 3166 alpha-2), or null. */
  country: string | null;
  /** What the account is besides (payments/coupons.ts ACCOUNT_FLAGS): staff, season-ticket holder. */
  flags: string[];
}

const demo = (n: number, account: Partial<DemoAccount> & Pick<DemoAccount, 'email' | 'displayName'>) => ({
  ssoId: `7f1c2a9e-000${n}-4c1b-9a51-0d3e5f00000${n}`,
  state: 'active' as AccountState,
  entitlements: [],
  bypassed: false,
  country: null,
  flags: [],
  ...account,
});

export const DEMO_ACCOUNTS: DemoAccount[] = [
  // Signed in with no packages: '*' videos open, paid ones and live streams refused.
  demo(1, { email: 'free@club.test', displayName: 'Free Fan' }),
  // The video subscription: every paid video and live match video.
  demo(2, {
    email: 'subscriber@club.test',
    displayName: 'Sam Subscriber',
    entitlements: [ENTITLEMENTS.videoSubscriber],
  }),
  // Spec 001 §8: blocked by an administrator. Signs in; every stream is refused.
  demo(3, { email: 'blocked@club.test', displayName: 'Blake Blocked', state: 'blocked' }),
  // Spec 001 §8 passwordChangeRequired: must choose a new password at first sign-in.
  demo(4, { email: 'renew@club.test', displayName: 'Robin Renew', state: 'password_change_required' }),
  // An audio pass: live commentary, no paid video.
  demo(5, {
    email: 'audio@club.test',
    displayName: 'Alex Audio',
    entitlements: [ENTITLEMENTS.audioAnnual],
  }),
  // Spec 001 §6: restrictions bypassed (no country, blackout or concurrency limits), with a subscription.
  demo(6, {
    email: 'bypassed@club.test',
    displayName: 'Bea Bypassed',
    entitlements: [ENTITLEMENTS.videoSubscriber],
    bypassed: true,
  }),
  // A subscriber who appears to be in a country the streams are not sold to.
  demo(7, {
    email: 'traveller@club.test',
    displayName: 'Terry Traveller',
    entitlements: [ENTITLEMENTS.videoSubscriber, ENTITLEMENTS.audioAnnual],
    country: 'US',
  }),
  // Club staff, with no packages: the one who may use the staff coupon (STAFF100).
  demo(8, { email: 'staff@club.test', displayName: 'Stevie Staff', flags: ['staff'] }),
  // A season-ticket holder, with no packages: may use the season-ticket coupon (SEASONTICKET25).
  demo(9, { email: 'holder@club.test', displayName: 'Harper Holder', flags: ['season-ticket-holder'] }),
];
