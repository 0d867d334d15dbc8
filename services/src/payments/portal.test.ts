import {
  type ApiErrorBody,
  apiErrorBody,
  createPortalRedirectResponse,
  validate,
} from '@club/shared/contracts';
import { formatLongDateTime } from '@club/shared/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, postJson, type RunningServer, startTestServer } from '../../test/helpers.ts';
import { ENTITLEMENTS } from '../entitlements/package-codes.ts';
import { SEED_BASE_DATE } from '../seed/seed-base-date.ts';
import { PORTAL_SESSION_TTL_MS } from './constants.ts';
import { CSRF_FIELD } from './csrf.ts';
import { escapeHtml } from './html-page.ts';
import {
  checkoutBody,
  createCheckout,
  entitlementsOf,
  matchPassOnSale,
  openPage,
  payCheckout,
  postForm,
  SITE,
  signIn,
} from './test-support.ts';

let server: RunningServer;
let now = SEED_BASE_DATE;
const EMAIL = 'free@club.test';
let token: string;
let customerID: string;
let subscriptionId: string;
let passId: string;
let passTitle: string;

beforeAll(async () => {
  server = await startTestServer({ now: () => now });
  token = await signIn(server, EMAIL);
  // A monthly video subscription and a one-off match pass, paid.
  const subscription = await createCheckout(server, token, checkoutBody(EMAIL));
  await payCheckout(server, subscription.body.id);
  const held = await entitlementsOf(server, token, EMAIL);
  customerID = held.body.data.attributes.stripeCustomerID ?? '';
  const onSale = await matchPassOnSale(server);
  passTitle = onSale.title;
  const { customerEmail: _, ...passBody } = checkoutBody(EMAIL, {
    mode: 'payment',
    price: onSale.video.id,
    packageID: onSale.packageID,
  });
  const pass = await createCheckout(server, token, { ...passBody, customerID });
  await payCheckout(server, pass.body.id);
  const { rows } = await server.db.query<{ id: string; kind: string }>(
    'SELECT id, kind FROM purchases WHERE customer_id = $1',
    [customerID],
  );
  subscriptionId = rows.find((r) => r.kind === 'subscription')?.id ?? '';
  passId = rows.find((r) => r.kind === 'payment')?.id ?? '';
});
afterAll(() => server?.close());

const RETURN_URL = `${SITE}/videos/subscriptions`;

async function portalUrl(body: unknown = { customerID, returnURL: RETURN_URL }) {
  const response = await postJson<{ url: string }>(
    `${server.url}/payments/create-portal-redirect`,
    body,
    bearer(token),
  );
  expect(response.status).toBe(200);
  expect(validate(createPortalRedirectResponse, response.body).ok).toBe(true);
  return response.body.url;
}

describe('POST /payments/create-portal-redirect', () => {
  it('answers the url of a billing portal session for the user’s own customer', async () => {
    const url = await portalUrl();
    expect(url).toMatch(new RegExp(`^${server.url}/payments/portal/bps_[0-9a-f]{32}$`));
    const { rows } = await server.db.query<{ customer_id: string; return_url: string; expires_at: Date }>(
      'SELECT customer_id, return_url, expires_at FROM portal_sessions WHERE id = $1',
      [url.split('/').pop()],
    );
    expect(rows[0]?.customer_id).toBe(customerID);
    expect(rows[0]?.return_url).toBe(RETURN_URL);
    expect(new Date(rows[0]?.expires_at ?? 0).getTime()).toBe(now.getTime() + PORTAL_SESSION_TTL_MS);
  });

  it('answers 401 without a bearer token', async () => {
    const response = await postJson(`${server.url}/payments/create-portal-redirect`, {
      customerID,
      returnURL: RETURN_URL,
    });
    expect(response.status).toBe(401);
  });

  it("answers 403 for another user's customer, and for a user who is no customer", async () => {
    const other = await signIn(server, 'subscriber@club.test');
    const count = async () => (await server.db.query('SELECT id FROM portal_sessions')).rows.length;
    const before = await count();
    const response = await postJson(
      `${server.url}/payments/create-portal-redirect`,
      { customerID, returnURL: RETURN_URL },
      bearer(other),
    );
    expect(response.status).toBe(403);
    const unknown = await postJson(
      `${server.url}/payments/create-portal-redirect`,
      { customerID: 'cus_nobody', returnURL: RETURN_URL },
      bearer(token),
    );
    expect(unknown.status).toBe(403);
    expect(await count()).toBe(before);
  });

  it.each([
    [{ customerID: 'x', returnURL: 'https://evil.example/' }, 'returnURL'],
    [{ returnURL: RETURN_URL }, 'customerID'],
    [{ customerID: 'x' }, 'returnURL'],
    [{ customerID: 'x', returnURL: 'not a url' }, 'returnURL'],
  ])('answers 400 for %j', async (body: Record<string, string>, field) => {
    const resolved = { ...body, ...(body.customerID === 'x' ? { customerID } : {}) };
    const response = await postJson(`${server.url}/payments/create-portal-redirect`, resolved, bearer(token));
    expect(response.status).toBe(400);
    expect(validate(apiErrorBody, response.body).ok).toBe(true);
    expect(JSON.stringify(response.body)).toContain(field);
  });
});

describe('the billing portal page', () => {
  it('lists the purchases, offers to cancel only the subscription, and links back to the site', async () => {
    const page = await openPage(await portalUrl());
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>Manage Subscriptions</h1>');
    expect(page.html).toContain('Video Monthly Pass');
    expect(page.html).toContain(passTitle.replaceAll("'", '&#39;'));
    expect(page.html).toContain('Active subscription');
    expect(page.html).toContain('One-off payment. Access until');
    expect(page.html.match(/Cancel subscription/g)).toHaveLength(1);
    expect(page.html).toContain(`/subscriptions/${subscriptionId}/cancel"`);
    expect(page.html).not.toContain(`/subscriptions/${passId}/cancel"`);
    expect(page.html).toContain(`href="${RETURN_URL}"`);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('cancelling a subscription stops it renewing; access stays until the end of the period paid for, then ends', async () => {
    // Three weeks into the month paid for; the supporter is in New York, and the portal says when
    // access ends in their own time.
    now = new Date('2026-11-20T09:00:00Z');
    token = await signIn(server, EMAIL);
    const url = await portalUrl({ customerID, returnURL: RETURN_URL, timeZone: 'America/New_York' });
    const page = await openPage(url);
    const action = `${url}/subscriptions/${subscriptionId}/cancel`;
    // A month after the purchase (made at the base instant): the end of the period paid for.
    const periodEnd = new Date('2026-12-01T12:00:00Z');
    expect(page.html).toContain(
      `Active subscription, renews on ${escapeHtml(formatLongDateTime(periodEnd, 'America/New_York'))} until you cancel`,
    );

    const refused = await postForm(action, { [CSRF_FIELD]: 'forged' }, { cookie: page.cookie });
    expect(refused.status).toBe(403);
    const { rows: untouched } = await server.db.query<{ status: string }>(
      'SELECT status FROM purchases WHERE id = $1',
      [subscriptionId],
    );
    expect(untouched[0]?.status).toBe('active');

    try {
      const cancelled = await postForm(action, { [CSRF_FIELD]: page.token }, { cookie: page.cookie });
      expect(cancelled.status).toBe(303);
      expect(cancelled.location).toBe(`/payments/portal/${url.split('/').pop()}?cancelled=${subscriptionId}`);
      const { rows } = await server.db.query<{ status: string; cancelled_at: Date; access_ends_at: Date }>(
        'SELECT status, cancelled_at, access_ends_at FROM purchases WHERE id = $1',
        [subscriptionId],
      );
      expect(rows[0]?.status).toBe('cancelled');
      expect(new Date(rows[0]?.cancelled_at ?? 0).toISOString()).toBe(now.toISOString());
      expect(new Date(rows[0]?.access_ends_at ?? 0).toISOString()).toBe(periodEnd.toISOString());

      // Still held: the period is paid for.
      const fresh = await signIn(server, EMAIL);
      expect((await entitlementsOf(server, fresh, EMAIL)).body.data.attributes.entitlements).toContain(
        ENTITLEMENTS.videoSubscriber,
      );
      const after = await openPage(`${server.url}${cancelled.location}`, page.cookie);
      const until = `Access until ${escapeHtml(formatLongDateTime(periodEnd, 'America/New_York'))}`;
      expect(after.html).toContain(
        'Your subscription Video Monthly Pass has been cancelled and will not renew.',
      );
      expect(after.html).toContain(until);
      // 07:00 in New York on 1 December: the supporter's own time, not the UK's 12:00.
      expect(formatLongDateTime(periodEnd, 'America/New_York')).toContain('07:00');
      expect(after.html).not.toContain('Cancel subscription');

      // Cancelling again changes nothing; a one-off payment has nothing to cancel.
      const again = await postForm(action, { [CSRF_FIELD]: page.token }, { cookie: page.cookie });
      expect(again.status).toBe(303);
      const { rows: once } = await server.db.query<{ access_ends_at: Date }>(
        'SELECT access_ends_at FROM purchases WHERE id = $1',
        [subscriptionId],
      );
      expect(new Date(once[0]?.access_ends_at ?? 0).toISOString()).toBe(periodEnd.toISOString());
      const pass = await postForm(
        `${url}/subscriptions/${passId}/cancel`,
        { [CSRF_FIELD]: page.token },
        { cookie: page.cookie },
      );
      expect(pass.status).toBe(400);
      const unknown = await postForm(
        `${url}/subscriptions/sub_nope/cancel`,
        { [CSRF_FIELD]: page.token },
        { cookie: page.cookie },
      );
      expect(unknown.status).toBe(404);

      // A second before the period ends access holds; at its end the subscription's access is gone.
      now = new Date(periodEnd.getTime() - 1000);
      const late = await signIn(server, EMAIL);
      expect((await entitlementsOf(server, late, EMAIL)).body.data.attributes.entitlements).toContain(
        ENTITLEMENTS.videoSubscriber,
      );
      now = periodEnd;
      const ended = await signIn(server, EMAIL);
      expect((await entitlementsOf(server, ended, EMAIL)).body.data.attributes.entitlements).not.toContain(
        ENTITLEMENTS.videoSubscriber,
      );
    } finally {
      now = SEED_BASE_DATE;
      token = await signIn(server, EMAIL);
    }
  });

  it('refuses a time zone that is not one', async () => {
    const response = await postJson<ApiErrorBody>(
      `${server.url}/payments/create-portal-redirect`,
      { customerID, returnURL: RETURN_URL, timeZone: 'Mars/Olympus' },
      bearer(token),
    );
    expect(response.status).toBe(400);
    expect(response.body.errors[0]?.detail).toContain('timeZone');
  });

  it('a customer with nothing left still answers 200 with the customer id (not 404: they can manage)', async () => {
    // After the pass's access ends, nothing is held, yet the account is a payments customer.
    now = new Date('2027-01-01T00:00:00Z');
    try {
      const fresh = await signIn(server, EMAIL);
      const held = await entitlementsOf(server, fresh, EMAIL);
      expect(held.status).toBe(200);
      expect(held.body.data.attributes).toMatchObject({ entitlements: [], stripeCustomerID: customerID });
    } finally {
      now = SEED_BASE_DATE;
    }
  });

  it('a portal session is short-lived: after its TTL the page and the cancel form answer 410', async () => {
    const url = await portalUrl();
    const page = await openPage(url);
    now = new Date(SEED_BASE_DATE.getTime() + PORTAL_SESSION_TTL_MS);
    try {
      const expired = await openPage(url);
      expect(expired.status).toBe(410);
      expect(expired.html).toContain('This billing session has expired');
      expect(expired.html).toContain(`href="${RETURN_URL}"`);
      const post = await postForm(
        `${url}/subscriptions/${subscriptionId}/cancel`,
        { [CSRF_FIELD]: page.token },
        { cookie: page.cookie },
      );
      expect(post.status).toBe(410);
    } finally {
      now = SEED_BASE_DATE;
    }
    expect((await openPage(`${server.url}/payments/portal/bps_nope`)).status).toBe(404);
  });
});
