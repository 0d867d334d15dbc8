import { ACCEPTED_PAYMENT_METHODS } from '@club/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startTestServer } from '../../test/helpers.ts';
import { ENTITLEMENTS, matchPassCode } from '../entitlements/package-codes.ts';
import { DAY_MS } from '../lib/clock.ts';
import { SEED_BASE_DATE } from '../seed/seed-base-date.ts';
import { MATCH_PASS_ACCESS_AFTER_KICK_OFF_MS } from '../streamline/package-documents.ts';
import { CHECKOUT_TTL_MS } from './constants.ts';
import { CSRF_FIELD } from './csrf.ts';
import {
  campaignDiscount,
  checkoutBody,
  countRows,
  createCheckout,
  demoAccount,
  entitlementsOf,
  matchPassOnSale,
  openPage,
  payCheckout,
  postForm,
  signIn,
} from './test-support.ts';

let server: RunningServer;
let now = SEED_BASE_DATE;

beforeAll(async () => {
  server = await startTestServer({ now: () => now });
});
afterAll(() => server?.close());

async function newCheckout(email: string, overrides: Parameters<typeof checkoutBody>[1] = {}) {
  const token = await signIn(server, email);
  const created = await createCheckout(server, token, checkoutBody(email, overrides));
  expect(created.status).toBe(200);
  return { token, id: created.body.id };
}

const grantsOf = async (email: string) =>
  (
    await server.db.query<{
      code: string;
      source: string;
      purchase_id: string | null;
      expires_at: Date | null;
    }>(
      "SELECT code, source, purchase_id, expires_at FROM entitlements WHERE sso_id = $1 AND source = 'purchase'",
      [demoAccount(email).ssoId],
    )
  ).rows;

describe('the hosted checkout page', () => {
  it('shows the package, the price, the accepted payment methods, a Pay button and a Cancel link', async () => {
    const { id } = await newCheckout('free@club.test', {
      discounts: [await campaignDiscount(server, 'welcome')],
    });
    const page = await openPage(`${server.url}/payments/checkout/${id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.html).toContain('<html lang="en">');
    expect(page.html).toContain('<h1>Video Monthly Pass</h1>');
    expect(page.html).toContain('£9.99 per month');
    expect(page.html).toContain('Welcome offer');
    expect(page.html).toContain('Pay £8.99');
    for (const method of ACCEPTED_PAYMENT_METHODS) expect(page.html).toContain(`<li>${method}</li>`);
    expect(page.html).toContain(`action="/payments/checkout/${id}/pay"`);
    expect(page.html).toContain(`href="/payments/checkout/${id}/cancel"`);
    expect(page.token).not.toBe('');
    expect(page.cookie).toMatch(/^payments_csrf=/);
  });

  it('loads nothing from elsewhere: a strict Content-Security-Policy, no scripts, no framing', async () => {
    const { id } = await newCheckout('free@club.test');
    const page = await openPage(`${server.url}/payments/checkout/${id}`);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("form-action 'self' http://localhost:3000");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    // 'no-referrer' would make browsers post the form with `Origin: null`, which is refused.
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.html).not.toMatch(/<script|https?:\/\/(?!localhost:3000)[^"]*\.(css|js|png|svg)/);
  });

  it('answers 404 with a page for an unknown checkout', async () => {
    const page = await openPage(`${server.url}/payments/checkout/cs_test_nope`);
    expect(page.status).toBe(404);
    expect(page.html).toContain('Checkout not found');
  });
});

describe('paying', () => {
  it('records the purchase, makes the customer, grants the entitlement and returns to the success URL', async () => {
    const { token, id } = await newCheckout('free@club.test');
    expect((await entitlementsOf(server, token, 'free@club.test')).status).toBe(404);

    const paid = await payCheckout(server, id, 'Apple Pay');
    expect(paid.status).toBe(303);
    const location = new URL(paid.location ?? '');
    expect(location.origin).toBe('http://localhost:3000');
    expect(location.pathname).toBe('/videos/subscriptions');
    expect(location.searchParams.get('payment')).toBe('success');
    expect(location.searchParams.get('session_id')).toBe(id);

    const held = await entitlementsOf(server, token, 'free@club.test');
    expect(held.status).toBe(200);
    expect(held.body.data.attributes.entitlements).toEqual([ENTITLEMENTS.videoSubscriber]);
    expect(held.body.data.attributes.stripeCustomerID).toMatch(/^cus_[0-9a-f]{20}$/);

    const { rows } = await server.db.query<Record<string, unknown>>(
      'SELECT p.*, c.status AS checkout_status FROM purchases p JOIN checkouts c ON c.id = p.checkout_id WHERE c.id = $1',
      [id],
    );
    expect(rows[0]).toMatchObject({
      kind: 'subscription',
      status: 'active',
      amount: 999,
      payment_method: 'Apple Pay',
      customer_id: held.body.data.attributes.stripeCustomerID,
      checkout_status: 'complete',
      access_ends_at: null,
    });
    expect(rows[0]?.id).toMatch(/^sub_/);
    const grants = await grantsOf('free@club.test');
    expect(grants).toEqual([
      { code: ENTITLEMENTS.videoSubscriber, source: 'purchase', purchase_id: rows[0]?.id, expires_at: null },
    ]);

    // Afterwards the page says it is paid instead of offering to pay again.
    const again = await openPage(`${server.url}/payments/checkout/${id}`);
    expect(again.status).toBe(200);
    expect(again.html).toContain('This checkout is already paid');
    expect(again.html).not.toContain('<form');
  });

  it('is idempotent: paying twice, or twice at once, grants once and returns to the same place', async () => {
    const { id } = await newCheckout('audio@club.test', {
      price: 'price_audio_monthly',
      packageID: 'audio-monthly',
    });
    const page = await openPage(`${server.url}/payments/checkout/${id}`);
    const pay = () =>
      postForm(
        `${server.url}/payments/checkout/${id}/pay`,
        { [CSRF_FIELD]: page.token, payment_method: 'Visa' },
        { cookie: page.cookie },
      );
    const [first, second] = await Promise.all([pay(), pay()]);
    const third = await pay();
    for (const response of [first, second, third]) {
      expect(response.status).toBe(303);
      expect(response.location).toBe(first.location);
    }
    expect(
      (await grantsOf('audio@club.test')).filter((g) => g.code === ENTITLEMENTS.audioMonthly),
    ).toHaveLength(1);
    const purchases = await server.db.query('SELECT id FROM purchases WHERE checkout_id = $1', [id]);
    expect(purchases.rows).toHaveLength(1);
  });

  it('accepts the post a browser makes from the page: same Origin, Sec-Fetch-Site same-origin', async () => {
    const { id } = await newCheckout('subscriber@club.test', {
      price: 'price_audio_monthly',
      packageID: 'audio-monthly',
    });
    const page = await openPage(`${server.url}/payments/checkout/${id}`);
    const paid = await postForm(
      `${server.url}/payments/checkout/${id}/pay`,
      { [CSRF_FIELD]: page.token, payment_method: 'Google Pay' },
      { cookie: page.cookie, origin: server.url, 'sec-fetch-site': 'same-origin' },
    );
    expect(paid.status).toBe(303);
  });

  it('gives a one-off match pass access that ends three days after kick-off', async () => {
    const onSale = await matchPassOnSale(server, 1);
    const code = matchPassCode(onSale.matchID);
    const { token, id } = await newCheckout('traveller@club.test', {
      mode: 'payment',
      price: onSale.video.id,
      packageID: onSale.packageID,
    });
    expect((await payCheckout(server, id)).status).toBe(303);
    const pass = (await grantsOf('traveller@club.test')).find((g) => g.code === code);
    const kickOff = new Date(
      Date.parse(onSale.video.accessData.validUntil ?? '') - MATCH_PASS_ACCESS_AFTER_KICK_OFF_MS,
    );
    expect(pass?.expires_at && new Date(pass.expires_at).toISOString()).toBe(
      new Date(kickOff.getTime() + MATCH_PASS_ACCESS_AFTER_KICK_OFF_MS).toISOString(),
    );
    expect(
      (await entitlementsOf(server, token, 'traveller@club.test')).body.data.attributes.entitlements,
    ).toContain(code);
    now = new Date(kickOff.getTime() + MATCH_PASS_ACCESS_AFTER_KICK_OFF_MS);
    try {
      const token2 = await signIn(server, 'traveller@club.test');
      const later = await entitlementsOf(server, token2, 'traveller@club.test');
      expect(later.body.data.attributes.entitlements).not.toContain(code);
    } finally {
      now = SEED_BASE_DATE;
    }
    const { rows } = await server.db.query<{ id: string; kind: string }>(
      'SELECT id, kind FROM purchases WHERE checkout_id = $1',
      [id],
    );
    expect(rows[0]?.kind).toBe('payment');
    expect(rows[0]?.id).toMatch(/^pi_/);
  });

  it('charges the coupon price and keeps an existing customer id', async () => {
    const first = await newCheckout('holder@club.test', {
      price: 'price_audio_monthly',
      packageID: 'audio-monthly',
    });
    await payCheckout(server, first.id);
    const customer = (await entitlementsOf(server, first.token, 'holder@club.test')).body.data.attributes
      .stripeCustomerID;
    const { customerEmail: _, ...body } = checkoutBody('holder@club.test', {
      price: 'price_audio_season',
      packageID: 'audio-season',
      discounts: [await campaignDiscount(server, 'season-ticket-holders')],
    });
    const second = await createCheckout(server, first.token, { ...body, customerID: customer });
    expect(second.status).toBe(200);
    await payCheckout(server, second.body.id);
    const { rows } = await server.db.query<{ amount: number; customer_id: string; coupon_id: string }>(
      'SELECT amount, customer_id, coupon_id FROM purchases WHERE checkout_id = $1',
      [second.body.id],
    );
    expect(rows[0]).toEqual({ amount: 2249, customer_id: customer, coupon_id: 'SEASONTICKET25' });
  });
});

describe('the promotion-code field', () => {
  const codeUrl = (id: string) => `${server.url}/payments/checkout/${id}/promotion-code`;

  it('applies a code that names a coupon, in any case, to the amount due and the purchase', async () => {
    const { id } = await newCheckout('audio@club.test', {
      price: 'price_video_monthly',
      packageID: 'video-monthly',
    });
    const page = await openPage(`${server.url}/payments/checkout/${id}`);
    expect(page.html).toContain('<label for="promotion-code">Promotion code</label>');

    const applied = await postForm(
      codeUrl(id),
      { [CSRF_FIELD]: page.token, promotion_code: '  welcome10 ' },
      { cookie: page.cookie },
    );
    expect(applied.status).toBe(303);
    expect(applied.location).toBe(`/payments/checkout/${id}`);

    const after = await openPage(`${server.url}/payments/checkout/${id}`, page.cookie);
    expect(after.html).toContain('Welcome offer, 10% off');
    expect(after.html).not.toContain('id="promotion-code"');
    await payCheckout(server, id);
    const { rows } = await server.db.query<{ amount: number; coupon_id: string }>(
      'SELECT amount, coupon_id FROM purchases WHERE checkout_id = $1',
      [id],
    );
    expect(rows[0]).toEqual({ amount: 899, coupon_id: 'WELCOME10' });
  });

  it('refuses a code that names no coupon, says so beside the field, and changes nothing', async () => {
    const { id } = await newCheckout('free@club.test');
    const page = await openPage(`${server.url}/payments/checkout/${id}`);

    const refused = await postForm(
      codeUrl(id),
      { [CSRF_FIELD]: page.token, promotion_code: 'NOPE' },
      { cookie: page.cookie },
    );

    expect(refused.status).toBe(400);
    expect(refused.html).toContain('This promotion code is not valid.');
    expect(refused.html).toContain('aria-describedby="promotion-error"');
    const { rows } = await server.db.query<{ coupon_id: string | null }>(
      'SELECT coupon_id FROM checkouts WHERE id = $1',
      [id],
    );
    expect(rows[0]?.coupon_id).toBeNull();
  });

  it('refuses a code posted without the page’s token', async () => {
    const { id } = await newCheckout('traveller@club.test');
    const refused = await postForm(codeUrl(id), { [CSRF_FIELD]: 'forged', promotion_code: 'STAFF100' });
    expect(refused.status).toBe(403);
  });

  it('has no field when the checkout does not allow codes', async () => {
    const { id } = await newCheckout('blocked@club.test', { allowPromotionCodes: false });
    expect((await openPage(`${server.url}/payments/checkout/${id}`)).html).not.toContain(
      'id="promotion-code"',
    );
  });
});

describe('refusals', () => {
  it('refuses a post without the cookie, with a wrong token, or from another origin, and grants nothing', async () => {
    const { id } = await newCheckout('blocked@club.test');
    const page = await openPage(`${server.url}/payments/checkout/${id}`);
    const url = `${server.url}/payments/checkout/${id}/pay`;
    const attempts = [
      postForm(url, { [CSRF_FIELD]: page.token, payment_method: 'Visa' }),
      postForm(url, { [CSRF_FIELD]: `${page.token}x`, payment_method: 'Visa' }, { cookie: page.cookie }),
      postForm(url, { payment_method: 'Visa' }, { cookie: page.cookie }),
      postForm(
        url,
        { [CSRF_FIELD]: page.token, payment_method: 'Visa' },
        { cookie: page.cookie, origin: 'http://evil.example' },
      ),
      postForm(
        url,
        { [CSRF_FIELD]: page.token, payment_method: 'Visa' },
        { cookie: page.cookie, 'sec-fetch-site': 'cross-site' },
      ),
      postForm(
        url,
        { [CSRF_FIELD]: page.token, payment_method: 'Visa' },
        { cookie: page.cookie, origin: 'null' },
      ),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(403);
      expect(response.html).toContain('Nothing was charged');
    }
    // A token made for another checkout does not pay this one.
    const other = await newCheckout('blocked@club.test');
    const otherPage = await openPage(`${server.url}/payments/checkout/${other.id}`, page.cookie);
    const crossed = await postForm(
      url,
      { [CSRF_FIELD]: otherPage.token, payment_method: 'Visa' },
      { cookie: page.cookie },
    );
    expect(crossed.status).toBe(403);
    // Nor does this page's token in another browser, whose cookie holds another secret.
    const elsewhere = await openPage(`${server.url}/payments/checkout/${id}`);
    expect(elsewhere.cookie).not.toBe(page.cookie);
    const stolen = await postForm(
      url,
      { [CSRF_FIELD]: page.token, payment_method: 'Visa' },
      { cookie: elsewhere.cookie },
    );
    expect(stolen.status).toBe(403);
    expect(await grantsOf('blocked@club.test')).toEqual([]);
  });

  it('answers 400 for an unknown payment method and grants nothing', async () => {
    const { id } = await newCheckout('blocked@club.test');
    const page = await openPage(`${server.url}/payments/checkout/${id}`);
    const response = await postForm(
      `${server.url}/payments/checkout/${id}/pay`,
      { [CSRF_FIELD]: page.token, payment_method: 'Bitcoin' },
      { cookie: page.cookie },
    );
    expect(response.status).toBe(400);
    expect(await grantsOf('blocked@club.test')).toEqual([]);
  });

  it('answers 404 when paying an unknown checkout', async () => {
    const response = await postForm(`${server.url}/payments/checkout/cs_test_nope/pay`, {
      payment_method: 'Visa',
    });
    expect(response.status).toBe(404);
  });
});

describe('cancel and expiry', () => {
  it('Cancel returns to the cancel URL and grants nothing', async () => {
    const { id } = await newCheckout('free@club.test');
    const before = await countRows(server, 'purchases');
    const response = await fetch(`${server.url}/payments/checkout/${id}/cancel`, { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(checkoutBody('free@club.test').cancel_url);
    expect(await countRows(server, 'purchases')).toBe(before);
    const { rows } = await server.db.query<{ status: string }>('SELECT status FROM checkouts WHERE id = $1', [
      id,
    ]);
    expect(rows[0]?.status).toBe('open');
    expect(
      (await fetch(`${server.url}/payments/checkout/cs_test_nope/cancel`, { redirect: 'manual' })).status,
    ).toBe(404);
  });

  it('an unpaid checkout expires after its TTL: a clear page, and paying is refused', async () => {
    const { id } = await newCheckout('blocked@club.test');
    const page = await openPage(`${server.url}/payments/checkout/${id}`);
    now = new Date(SEED_BASE_DATE.getTime() + CHECKOUT_TTL_MS);
    try {
      const expired = await openPage(`${server.url}/payments/checkout/${id}`);
      expect(expired.status).toBe(410);
      expect(expired.html).toContain('This checkout has expired');
      const paid = await postForm(
        `${server.url}/payments/checkout/${id}/pay`,
        { [CSRF_FIELD]: page.token, payment_method: 'Visa' },
        { cookie: page.cookie },
      );
      expect(paid.status).toBe(410);
      expect(await grantsOf('blocked@club.test')).toEqual([]);
    } finally {
      now = SEED_BASE_DATE;
    }
  });

  it('a paid checkout stays paid after its TTL', async () => {
    const { id } = await newCheckout('subscriber@club.test');
    await payCheckout(server, id);
    now = new Date(SEED_BASE_DATE.getTime() + 2 * DAY_MS);
    try {
      const page = await openPage(`${server.url}/payments/checkout/${id}`);
      expect(page.status).toBe(200);
      expect(page.html).toContain('already paid');
    } finally {
      now = SEED_BASE_DATE;
    }
  });
});
