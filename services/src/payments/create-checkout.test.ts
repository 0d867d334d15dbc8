import { apiErrorBody, createCheckoutResponse, validate } from '@club/shared/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, postJson, type RunningServer, startTestServer } from '../../test/helpers.ts';
import { buildMatchReplays } from '../seed/match-replays.ts';
import { SEED_BASE_DATE } from '../seed/seed-base-date.ts';
import { CHECKOUT_TTL_MS } from './constants.ts';
import {
  campaignDiscount,
  checkoutBody,
  countRows,
  createCheckout,
  demoAccount,
  matchPassBody,
  matchPassOnSale,
  signIn,
} from './test-support.ts';

/** The first streamed match of the seed, played months before the base date: its pass is off sale. */
const PLAYED_MATCH = buildMatchReplays(SEED_BASE_DATE)[0]?.matchID ?? '';

let server: RunningServer;
let token: string;
const EMAIL = 'free@club.test';

beforeAll(async () => {
  server = await startTestServer({ now: () => SEED_BASE_DATE });
  token = await signIn(server, EMAIL);
});
afterAll(() => server?.close());
beforeEach(async () => {
  await server.db.exec('DELETE FROM checkouts');
});

describe('POST /payments/create-checkout', () => {
  it('makes a pending checkout for a recurring price and answers its id and hosted page', async () => {
    const response = await createCheckout(server, token, checkoutBody(EMAIL));
    expect(response.status).toBe(200);
    expect(validate(createCheckoutResponse, response.body).ok).toBe(true);
    expect(response.body.id).toMatch(/^cs_test_[0-9a-f]{32}$/);
    expect(response.body.url).toBe(`${server.url}/payments/checkout/${response.body.id}`);

    const { rows } = await server.db.query<Record<string, unknown>>('SELECT * FROM checkouts WHERE id = $1', [
      response.body.id,
    ]);
    expect(rows[0]).toMatchObject({
      sso_id: demoAccount(EMAIL).ssoId,
      price_id: 'price_video_monthly',
      package_id: 'video-monthly',
      mode: 'subscription',
      status: 'open',
      customer_email: EMAIL,
      allow_promotion_codes: true,
    });
    expect(new Date(rows[0]?.expires_at as Date).getTime()).toBe(SEED_BASE_DATE.getTime() + CHECKOUT_TTL_MS);
  });

  it("accepts a one-off price in 'payment' mode, a seeded coupon and a site URL on the streamer's origin", async () => {
    const pass = await matchPassOnSale(server);
    const body = {
      ...matchPassBody(EMAIL, pass, pass.video.id),
      discounts: [await campaignDiscount(server, 'welcome')],
    };
    body.success_url = 'http://127.0.0.1:3005/?payment=success#packages';
    const response = await createCheckout(server, token, body);
    expect(response.status).toBe(200);
    const { rows } = await server.db.query<{
      coupon_id: string;
      item: { amountDue: number; amount: number };
    }>('SELECT coupon_id, item FROM checkouts WHERE id = $1', [response.body.id]);
    expect(rows[0]?.coupon_id).toBe('WELCOME10');
    expect(rows[0]?.item.amount).toBe(pass.video.amount);
    expect(rows[0]?.item.amountDue).toBe(Math.round(((pass.video.amount ?? 0) * 90) / 100));
  });

  it('answers 401 without a bearer token and stores nothing', async () => {
    const response = await postJson(`${server.url}/payments/create-checkout`, checkoutBody(EMAIL));
    expect(response.status).toBe(401);
    expect(await countRows(server, 'checkouts')).toBe(0);
  });

  it("answers 403 when metadata.userID is someone else's", async () => {
    const body = checkoutBody(EMAIL);
    body.metadata.userID = demoAccount('subscriber@club.test').ssoId;
    const response = await createCheckout(server, token, body);
    expect(response.status).toBe(403);
    expect(await countRows(server, 'checkouts')).toBe(0);
  });

  type Body = ReturnType<typeof checkoutBody> & Record<string, unknown>;
  const cases: Array<[string, (body: Body) => unknown, string]> = [
    ['a mode that does not match a recurring price', (b) => ({ ...b, mode: 'payment' }), 'mode'],
    [
      'a mode that does not match a one-off price',
      (b) => ({
        ...b,
        line_items: [{ price: 'price_video_season_once', quantity: 1 }],
        metadata: { ...b.metadata, packageID: 'video-season' },
      }),
      'mode',
    ],
    ['an unknown mode', (b) => ({ ...b, mode: 'setup' }), 'mode'],
    [
      'quantity 2',
      (b) => ({ ...b, line_items: [{ price: 'price_video_monthly', quantity: 2 }] }),
      'quantity',
    ],
    ['no line items', (b) => ({ ...b, line_items: [] }), 'line_items'],
    [
      'two line items',
      (b) => ({
        ...b,
        line_items: [
          { price: 'price_video_monthly', quantity: 1 },
          { price: 'price_audio_monthly', quantity: 1 },
        ],
      }),
      'line_items',
    ],
    ['an unknown price', (b) => ({ ...b, line_items: [{ price: 'price_nope', quantity: 1 }] }), 'price'],
    [
      'a price of another package',
      (b) => ({ ...b, metadata: { ...b.metadata, packageID: 'audio-monthly' } }),
      'packageID',
    ],
    [
      'a match pass no longer on sale',
      (b) => ({
        ...b,
        mode: 'payment',
        line_items: [{ price: `price_match_pass_${PLAYED_MATCH}`, quantity: 1 }],
        metadata: { ...b.metadata, packageID: `match-pass-${PLAYED_MATCH}` },
      }),
      'no longer on sale',
    ],
    [
      'a success_url off the site',
      (b) => ({ ...b, success_url: 'https://evil.example/phish' }),
      'success_url',
    ],
    [
      'a cancel_url on the services port',
      (b) => ({ ...b, cancel_url: 'http://localhost:4000/x' }),
      'cancel_url',
    ],
    ['a javascript: success_url', (b) => ({ ...b, success_url: 'javascript:alert(1)' }), 'success_url'],
    [
      'a success_url with credentials',
      (b) => ({ ...b, success_url: 'http://user:pw@localhost:3000/' }),
      'success_url',
    ],
    ['a relative success_url', (b) => ({ ...b, success_url: '/videos/subscriptions' }), 'success_url'],
    ['a missing cancel_url', ({ cancel_url: _, ...b }) => b, 'cancel_url'],
    [
      'a coupon without its campaign link',
      (b) => ({ ...b, discounts: [{ coupon: 'WELCOME10' }] }),
      'campaign',
    ],
    [
      'two coupons',
      (b) => ({ ...b, discounts: [{ coupon: 'WELCOME10' }, { coupon: 'STAFF100' }] }),
      'discounts',
    ],
    ['both customerID and customerEmail', (b) => ({ ...b, customerID: 'cus_x' }), 'customerID'],
    ['neither customerID nor customerEmail', ({ customerEmail: _, ...b }) => b, 'customerID'],
    [
      "a customerID that is not the user's",
      ({ customerEmail: _, ...b }) => ({ ...b, customerID: 'cus_0000' }),
      'customerID',
    ],
    [
      "another user's customerEmail",
      (b) => ({ ...b, customerEmail: 'subscriber@club.test' }),
      'customerEmail',
    ],
    ['a malformed customerEmail', (b) => ({ ...b, customerEmail: 'not-an-email' }), 'customerEmail'],
    [
      "another user's metadata.userEmail",
      (b) => ({ ...b, metadata: { ...b.metadata, userEmail: 'subscriber@club.test' } }),
      'userEmail',
    ],
    [
      'a missing metadata.packageTitle',
      (b) => ({ ...b, metadata: { ...b.metadata, packageTitle: undefined } }),
      'packageTitle',
    ],
    ['no metadata', ({ metadata: _, ...b }) => b, 'metadata'],
    ['allowPromotionCodes as text', (b) => ({ ...b, allowPromotionCodes: 'yes' }), 'allowPromotionCodes'],
    ['an unknown field', (b) => ({ ...b, payment_method_types: ['card'] }), 'payment_method_types'],
    ['a JSON array', () => [], 'mode'],
  ];

  it.each(cases)('answers 400 and stores nothing for %s', async (_name, change, mention) => {
    const response = await createCheckout(server, token, change(checkoutBody(EMAIL) as Body));
    expect(response.status).toBe(400);
    expect(validate(apiErrorBody, response.body).ok).toBe(true);
    const error = (response.body as unknown as { errors: Array<{ code: string; detail: string }> }).errors[0];
    expect(error?.code).toBe('invalid_request');
    expect(error?.detail.toLowerCase()).toContain(mention.toLowerCase());
    expect(await countRows(server, 'checkouts')).toBe(0);
  });

  it('answers 400 for malformed JSON and stores nothing', async () => {
    const response = await postJson(`${server.url}/payments/create-checkout`, '{"mode":', bearer(token));
    expect(response.status).toBe(400);
    expect(await countRows(server, 'checkouts')).toBe(0);
  });

  it('reports every problem of a body at once', async () => {
    const body = { ...checkoutBody(EMAIL), mode: 'payment', success_url: 'https://evil.example/' };
    const response = await createCheckout(server, token, body);
    const detail =
      (response.body as unknown as { errors: Array<{ detail: string }> }).errors[0]?.detail ?? '';
    expect(detail).toContain('mode');
    expect(detail).toContain('success_url');
  });
});
