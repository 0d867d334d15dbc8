// Demo accounts for trying the site and for tests. Fixed ssoIDs so other seeds (entitlements,
// purchases) and tests can refer to them. Every one uses DEMO_PASSWORD.
import type { AccountState } from '../account/accounts.ts';

export const DEMO_PASSWORD = 'Password1!';

export interface DemoAccount {
  ssoId: string;
  email: string;
  displayName: string;
  state: AccountState;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    ssoId: '7f1c2a9e-0001-4c1b-9a51-0d3e5f000001',
    email: 'free@club.test',
    displayName: 'Free Fan',
    state: 'active',
  },
  {
    ssoId: '7f1c2a9e-0002-4c1b-9a51-0d3e5f000002',
    email: 'subscriber@club.test',
    displayName: 'Sam Subscriber',
    state: 'active',
  },
  // Signs in, but the streams service will refuse it (spec 001 §8: blocked by an administrator).
  {
    ssoId: '7f1c2a9e-0003-4c1b-9a51-0d3e5f000003',
    email: 'blocked@club.test',
    displayName: 'Blake Blocked',
    state: 'blocked',
  },
  // Must choose a new password at first sign-in (spec 001 §8: passwordChangeRequired).
  {
    ssoId: '7f1c2a9e-0004-4c1b-9a51-0d3e5f000004',
    email: 'renew@club.test',
    displayName: 'Robin Renew',
    state: 'password_change_required',
  },
];
