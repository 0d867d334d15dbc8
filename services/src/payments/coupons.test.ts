// Coupons like a payment provider's (issue 19), over real HTTP: eligibility (an allow-list of
// accounts, or an account flag such as staff or season-ticket holder), an expiry and redemption
// limits, checked at create-checkout, at the hosted page's promotion-code field and when paying,
// each refusal in its own words; and create-checkout takes a coupon only with the signed token of
// a campaign link the services issued, so `?coupon=STAFF100` in an address bar reaches nothing.
import type { ApiErrorBody } from '@club/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startTestServer } from '../../test/helpers.ts';
import type { putDocuments } from '../content/documents.ts';
import { SEED_BASE_DATE } from '../seed/seed-base-date.ts';
import { CAMPAIGN_PARAM, CAMPAIGNS_COLLECTION, type Campaign, signCampaignToken } from './campaigns.ts';
import { COUPON_REFUSALS, COUPONS_COLLECTION, type Coupon } from './coupons.ts';
import { CSRF_FIELD } from './csrf.ts';
import {
  campaignDiscount,
  checkoutBody,
  createCheckout,
  openPage,
  payCheckout,
  postForm,
  signIn,
} from './test-support.ts';

const SECRET = 'coupons-test-secret-that-is-long-enough';
let now = SEED_BASE_DATE;
let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({ now: () => now, secret: SECRET });
  // A coupon with one use in all, for anyone, and its campaign.
  const lastOne: Coupon = {
    id: 'LASTONE',
    name: 'The last one',
    percentOff: 20,
    eligibility: { kind: 'anyone' },
    expiresAt: null,
    maxRedemptions: 1,
    oncePerAccount: false,
  };
  const campaign: Campaign = {
    id: 'last-one',
    couponId: 'LASTONE',
    landingPath: '/',
    endsAt: '2099-01-01T00:00:00Z',
  };
  await server.db.transaction(async (tx) => {
    await tx.query(`DELETE FROM documents WHERE collection = $1 AND id = 'LASTONE'`, [COUPONS_COLLECTION]);
    await putDocumentsKeeping(tx, COUPONS_COLLECTION, { id: lastOne.id, body: lastOne });
    await putDocumentsKeeping(tx, CAMPAIGNS_COLLECTION, { id: campaign.id, body: campaign });
  });
});
afterAll(() => server?.close());

/** Adds one document to a seeded collection (putDocuments replaces a collection whole). */
async function putDocumentsKeeping(
  tx: Parameters<typeof putDocuments>[0],
  collection: string,
  doc: { id: string; body: unknown },
) {
  await tx.query(
    `INSERT INTO documents (collection, id, position, body) VALUES ($1, $2, 1000, $3)
     ON CONFLICT (collection, id) DO UPDATE SET body = EXCLUDED.body`,
    [collection, doc.id, JSON.stringify(doc.body)],
  );
}

/** A create-checkout for the monthly video plan with `discount`; the answer's status and problem. */
async function checkoutWith(email: string, discount: { coupon: string; campaign?: string }) {
  const token = await signIn(server, email);
  const response = await createCheckout(server, token, checkoutBody(email, { discounts: [discount] }));
  const detail =
    response.status === 200 ? undefined : (response.body as unknown as ApiErrorBody).errors[0]?.detail;
  return { status: response.status, id: response.body.id, detail };
}

describe('campaign links', () => {
  it('land on the site with a signed token naming the coupon; unknown is 404, ended is 410', async () => {
    const response = await fetch(`${server.url}/payments/campaigns/staff`, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const landing = new URL(response.headers.get('location') ?? '');
    expect(`${landing.origin}${landing.pathname}`).toBe('http://localhost:3000/videos/subscriptions');
    expect(landing.searchParams.get(CAMPAIGN_PARAM)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect((await fetch(`${server.url}/payments/campaigns/nope`, { redirect: 'manual' })).status).toBe(404);
    expect((await fetch(`${server.url}/payments/campaigns/summer-sale`, { redirect: 'manual' })).status).toBe(
      410,
    );
  });

  it('are the only way a coupon reaches create-checkout: none, another coupon, a forged or expired token are refused', async () => {
    const staff = await campaignDiscount(server, 'staff');
    const welcome = await campaignDiscount(server, 'welcome');
    for (const discount of [
      { coupon: 'STAFF100' },
      { coupon: 'STAFF100', campaign: welcome.campaign },
      { coupon: 'STAFF100', campaign: `${staff.campaign.slice(0, -3)}abc` },
    ]) {
      const refused = await checkoutWith('staff@club.test', discount);
      expect(refused.status).toBe(400);
      expect(refused.detail).toContain('discounts.0.campaign: a coupon applies only from a campaign link');
    }
    const old = await signCampaignToken(
      { id: 'staff', couponId: 'STAFF100', landingPath: '/', endsAt: '2099-01-01T00:00:00Z' },
      Buffer.from(SECRET),
      new Date(now.getTime() - 31 * 24 * 60 * 60 * 1000),
    );
    expect((await checkoutWith('staff@club.test', { coupon: 'STAFF100', campaign: old })).status).toBe(400);
    expect((await checkoutWith('staff@club.test', staff)).status).toBe(200);
  });
});

describe('eligibility', () => {
  it('STAFF100 (staff only): refused to a supporter, given to staff, at create-checkout', async () => {
    const staff = await campaignDiscount(server, 'staff');
    for (const email of ['free@club.test', 'subscriber@club.test', 'holder@club.test']) {
      const refused = await checkoutWith(email, staff);
      expect(refused.status).toBe(400);
      expect(refused.detail).toBe(`discounts.0.coupon: ${COUPON_REFUSALS['not-eligible']}`);
    }
    const given = await checkoutWith('staff@club.test', staff);
    expect(given.status).toBe(200);
    const { rows } = await server.db.query<{ item: { amountDue: number } }>(
      'SELECT item FROM checkouts WHERE id = $1',
      [given.id],
    );
    expect(rows[0]?.item.amountDue).toBe(0);
  });

  it('SEASONTICKET25 (season-ticket holders only), AMBASSADOR50 (one named account only)', async () => {
    const holders = await campaignDiscount(server, 'season-ticket-holders');
    expect((await checkoutWith('free@club.test', holders)).detail).toContain(COUPON_REFUSALS['not-eligible']);
    expect((await checkoutWith('holder@club.test', holders)).status).toBe(200);
    const ambassador = await campaignDiscount(server, 'ambassador');
    expect((await checkoutWith('staff@club.test', ambassador)).detail).toContain(
      COUPON_REFUSALS['not-eligible'],
    );
    expect((await checkoutWith('free@club.test', ambassador)).status).toBe(200);
  });

  it('is checked at the promotion-code field too, which says why beside the field', async () => {
    const token = await signIn(server, 'free@club.test');
    const { body } = await createCheckout(server, token, checkoutBody('free@club.test'));
    const page = await openPage(`${server.url}/payments/checkout/${body.id}`);
    const type = (code: string) =>
      postForm(
        `${server.url}/payments/checkout/${body.id}/promotion-code`,
        { [CSRF_FIELD]: page.token, promotion_code: code },
        { cookie: page.cookie, origin: server.url, 'sec-fetch-site': 'same-origin' },
      );
    const staff = await type('staff100');
    expect(staff.status).toBe(400);
    expect(staff.html).toContain(COUPON_REFUSALS['not-eligible']);
    const expired = await type('SUMMER15');
    expect(expired.status).toBe(400);
    expect(expired.html).toContain(COUPON_REFUSALS.expired);
    const unknown = await type('FREEBIE');
    expect(unknown.html).toContain(COUPON_REFUSALS.unknown);
    const { rows } = await server.db.query<{ coupon_id: string | null }>(
      'SELECT coupon_id FROM checkouts WHERE id = $1',
      [body.id],
    );
    expect(rows[0]?.coupon_id).toBeNull();
  });
});

describe('expiry and limits', () => {
  it('a coupon expires: its checkout made before then is refused at payment, and nothing is charged', async () => {
    // Made half a day before the coupon expires, paid at the instant it does (the checkout is still open).
    now = new Date('2027-05-31T12:00:00Z');
    try {
      const welcome = await campaignDiscount(server, 'welcome');
      const made = await checkoutWith('traveller@club.test', welcome);
      expect(made.status).toBe(200);
      now = new Date('2027-06-01T00:00:00Z');
      const paid = await payCheckout(server, made.id ?? '');
      expect(paid.status).toBe(409);
      expect(paid.html).toContain(COUPON_REFUSALS.expired);
      const { rows } = await server.db.query('SELECT 1 FROM purchases WHERE checkout_id = $1', [made.id]);
      expect(rows).toEqual([]);
    } finally {
      now = SEED_BASE_DATE;
    }
  });

  it('once per account: a second use by the same account is refused, with its own message', async () => {
    const welcome = await campaignDiscount(server, 'welcome');
    const first = await checkoutWith('bypassed@club.test', welcome);
    expect((await payCheckout(server, first.id ?? '')).status).toBe(303);
    const again = await checkoutWith('bypassed@club.test', welcome);
    expect(again.status).toBe(400);
    expect(again.detail).toBe(`discounts.0.coupon: ${COUPON_REFUSALS['already-used']}`);
  });

  it('the last use goes to one of two payments racing for it; the other is charged nothing and keeps its checkout', async () => {
    const lastOne = await campaignDiscount(server, 'last-one');
    const a = await checkoutWith('audio@club.test', lastOne);
    const b = await checkoutWith('subscriber@club.test', lastOne);
    expect([a.status, b.status]).toEqual([200, 200]);
    const paid = await Promise.all([payCheckout(server, a.id ?? ''), payCheckout(server, b.id ?? '')]);
    expect(paid.map((p) => p.status).sort()).toEqual([303, 409]);
    const { rows } = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM coupon_redemptions WHERE coupon_id = 'LASTONE'`,
    );
    expect(rows[0]?.n).toBe(1);
    // The refused checkout lost its coupon and can be paid at the full price.
    const refused = paid[0]?.status === 409 ? a : b;
    const { rows: left } = await server.db.query<{
      coupon_id: string | null;
      item: { amountDue: number; amount: number };
    }>('SELECT coupon_id, item FROM checkouts WHERE id = $1', [refused.id]);
    expect(left[0]?.coupon_id).toBeNull();
    expect(left[0]?.item.amountDue).toBe(left[0]?.item.amount);
    // And a new checkout with it is refused as used up.
    expect((await checkoutWith('blocked@club.test', lastOne)).detail).toContain(COUPON_REFUSALS['used-up']);
  });
});
