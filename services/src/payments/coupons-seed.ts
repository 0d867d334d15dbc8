// The demo coupons and the campaigns that link to them, seeded into the document store (README's
// demo table says which account may use which).
import { DEMO_ACCOUNTS } from '../seed/accounts-seed.ts';
import type { Campaign } from './campaigns.ts';
import type { Coupon } from './coupons.ts';

const accountId = (email: string) => {
  const account = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!account) throw new Error(`No demo account ${email}`);
  return account.ssoId;
};

/** The season the seasonal coupons run to (the packages' season end). */
const SEASON_END = '2027-06-01T00:00:00.000Z';

/** The seeded coupons; README's demo table says which account may use which. */
export const SEED_COUPONS: Coupon[] = [
  {
    id: 'WELCOME10',
    name: 'Welcome offer',
    percentOff: 10,
    eligibility: { kind: 'anyone' },
    expiresAt: SEASON_END,
    maxRedemptions: 10_000,
    oncePerAccount: true,
  },
  {
    id: 'SEASONTICKET25',
    name: 'Season ticket holders',
    percentOff: 25,
    eligibility: { kind: 'flag', flag: 'season-ticket-holder' },
    expiresAt: SEASON_END,
    maxRedemptions: null,
    oncePerAccount: true,
  },
  {
    id: 'STAFF100',
    name: 'Club staff',
    percentOff: 100,
    eligibility: { kind: 'flag', flag: 'staff' },
    expiresAt: null,
    maxRedemptions: 200,
    oncePerAccount: true,
  },
  {
    id: 'AMBASSADOR50',
    name: 'Supporter ambassador',
    percentOff: 50,
    eligibility: { kind: 'accounts', ssoIds: [accountId('free@club.test')] },
    expiresAt: SEASON_END,
    maxRedemptions: 1,
    oncePerAccount: true,
  },
  {
    id: 'SUMMER15',
    name: 'Summer sale',
    percentOff: 15,
    eligibility: { kind: 'anyone' },
    expiresAt: '2026-09-01T00:00:00.000Z',
    maxRedemptions: null,
    oncePerAccount: false,
  },
];

export const buildCouponDocuments = () => SEED_COUPONS.map((body) => ({ id: body.id, body }));

/** The seeded campaigns, one per demo coupon (README's demo table). */
export const SEED_CAMPAIGNS: Campaign[] = [
  {
    id: 'welcome',
    couponId: 'WELCOME10',
    landingPath: '/videos/subscriptions',
    endsAt: '2027-06-01T00:00:00.000Z',
  },
  {
    id: 'season-ticket-holders',
    couponId: 'SEASONTICKET25',
    landingPath: '/videos/subscriptions',
    endsAt: '2027-06-01T00:00:00.000Z',
  },
  {
    id: 'staff',
    couponId: 'STAFF100',
    landingPath: '/videos/subscriptions',
    endsAt: '2099-12-31T00:00:00.000Z',
  },
  {
    id: 'ambassador',
    couponId: 'AMBASSADOR50',
    landingPath: '/videos/subscriptions',
    endsAt: '2027-06-01T00:00:00.000Z',
  },
  {
    id: 'summer-sale',
    couponId: 'SUMMER15',
    landingPath: '/videos/subscriptions',
    endsAt: '2026-09-01T00:00:00.000Z',
  },
];

export const buildCampaignDocuments = () => SEED_CAMPAIGNS.map((body) => ({ id: body.id, body }));
