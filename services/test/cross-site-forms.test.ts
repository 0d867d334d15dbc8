// Issue 8 item 3 over real HTTP: every form of the services' HTML pages (the account site, the
// hosted checkout and the billing portal) refuses a post made by another site, whichever form it
// is. The forms are found in the server's own route table, so a form added later is held to this
// too. Each post carries everything a victim's browser could send along (the session cookie, the
// form's cookie and even a valid form token, which another site cannot read) and still must be
// refused, changing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/account/constants.ts';
import { ENTITLEMENTS } from '../src/entitlements/package-codes.ts';
import { CSRF_FIELD } from '../src/payments/csrf.ts';
import {
  checkoutBody,
  createCheckout,
  entitlementsOf,
  openPage,
  payCheckout,
  postForm,
  SITE,
  signIn,
} from '../src/payments/test-support.ts';
import { DEMO_PASSWORD } from '../src/seed/accounts-seed.ts';
import { SEED_BASE_DATE } from '../src/seed/seed-base-date.ts';
import { bearer, cookieFrom, postJson, type RunningServer, startTestServer } from './helpers.ts';

const EMAIL = 'free@club.test';
const ATTACKER = 'https://evil.example';

let server: RunningServer;
let token: string;
let sessionCookie: string;
const ids: Record<string, string> = {};

/** Every POST path of the server, from Fastify's route tree (`:params` left in). */
function postPaths(tree: string): string[] {
  const parents: string[] = [];
  const paths: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^(.*?)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    // Each level of the tree is indented by four characters; a node's path follows its parent's.
    const depth = [...(match[1] ?? '')].length / 4;
    const path = `${depth === 0 ? '' : parents[depth - 1]}/${match[2]}`.replace(/\/{2,}/g, '/');
    parents[depth] = path;
    if ((match[3] ?? '').split(', ').includes('POST')) paths.push(path.replace(/(.)\/$/, '$1'));
  }
  return paths;
}

/** The forms of the hosted HTML pages: the account site's (not its JSON API), checkout and portal. */
const isHostedForm = (path: string) =>
  (path.startsWith('/account/') && !path.startsWith('/account/api/')) ||
  path.startsWith('/payments/checkout/') ||
  path.startsWith('/payments/portal/');

beforeAll(async () => {
  server = await startTestServer({ now: () => SEED_BASE_DATE });
  token = await signIn(server, EMAIL);
  // A paid subscription (for the portal's cancel form) and a checkout still to pay.
  const paid = await createCheckout(server, token, checkoutBody(EMAIL));
  await payCheckout(server, paid.body.id);
  const held = await entitlementsOf(server, token, EMAIL);
  const customerID = held.body.data.attributes.stripeCustomerID ?? '';
  const portal = await postJson<{ url: string }>(
    `${server.url}/payments/create-portal-redirect`,
    { customerID, returnURL: `${SITE}/videos/subscriptions` },
    bearer(token),
  );
  ids.portal = portal.body.url.split('/').pop() ?? '';
  const { rows } = await server.db.query<{ id: string }>(
    "SELECT id FROM purchases WHERE customer_id = $1 AND kind = 'subscription'",
    [customerID],
  );
  ids.purchase = rows[0]?.id ?? '';
  ids.checkout = (await createCheckout(server, token, checkoutBody(EMAIL))).body.id;
  // The account site's session cookie, as the victim's browser holds it.
  const signedIn = await fetch(`${server.url}/account/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
    body: new URLSearchParams({ email: EMAIL, password: DEMO_PASSWORD }).toString(),
  });
  sessionCookie = cookieFrom(signedIn.headers, SESSION_COOKIE) ?? '';
});
afterAll(() => server?.close());

/** A route path with its parameters filled from this test's checkout, portal and purchase. */
function concrete(path: string): string {
  if (path.startsWith('/payments/checkout/')) return path.replace(':id', ids.checkout ?? '');
  return path.replace(':id', ids.portal ?? '').replace(':purchaseId', ids.purchase ?? '');
}

/** The page whose form posts to `path`, for its cookie and token (payments' forms carry one). */
function formPage(path: string): string | null {
  if (path.startsWith('/payments/checkout/')) return `${server.url}/payments/checkout/${ids.checkout}`;
  if (path.startsWith('/payments/portal/')) return `${server.url}/payments/portal/${ids.portal}`;
  return null;
}

describe('the forms of the hosted pages', () => {
  it('are found in the route table: sign-in, register, password, profile, logout, checkout and portal', () => {
    const forms = postPaths(server.app.printRoutes({ commonPrefix: false, method: 'POST' })).filter(
      isHostedForm,
    );
    for (const expected of [
      '/account/sign-in',
      '/account/register',
      '/account/register/confirm',
      '/account/forgot-password/confirm',
      '/account/profile/password',
      '/account/logout',
      '/payments/checkout/:id/pay',
      '/payments/checkout/:id/promotion-code',
      '/payments/portal/:id/subscriptions/:purchaseId/cancel',
    ]) {
      expect(forms).toContain(expected);
    }
    expect(forms.filter((path) => path.startsWith('/account/api/'))).toEqual([]);
  });

  it('each refuse a post from another site, with its cookies and even a valid token, and change nothing', async () => {
    const forms = postPaths(server.app.printRoutes({ commonPrefix: false, method: 'POST' })).filter(
      isHostedForm,
    );
    expect(forms.length).toBeGreaterThanOrEqual(9);
    for (const path of forms) {
      const page = formPage(path);
      const opened = page ? await openPage(page) : null;
      const cookie = [sessionCookie, opened?.cookie].filter(Boolean).join('; ');
      const fields = {
        email: EMAIL,
        password: DEMO_PASSWORD,
        payment_method: 'Visa',
        promotion_code: 'WELCOME10',
        ...(opened ? { [CSRF_FIELD]: opened.token } : {}),
      };
      const attempts: Record<string, string>[] = [
        { cookie, origin: ATTACKER },
        { cookie, referer: `${ATTACKER}/prize` },
        { cookie, origin: ATTACKER, 'sec-fetch-site': 'cross-site' },
      ];
      for (const headers of attempts) {
        const response = await postForm(`${server.url}${concrete(path)}`, fields, headers);
        expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(response.location, path).toBeNull();
      }
    }
    // Nothing happened: the subscription is still held and the checkout still waits to be paid.
    const held = await entitlementsOf(server, token, EMAIL);
    expect(held.body.data.attributes.entitlements).toContain(ENTITLEMENTS.videoSubscriber);
    const checkout = await openPage(`${server.url}/payments/checkout/${ids.checkout}`);
    expect(checkout.html).toMatch(/Pay /);
  });

  it('take the same post from their own page (so the refusals above can fail)', async () => {
    const page = await openPage(`${server.url}/payments/checkout/${ids.checkout}`);
    const paid = await postForm(
      `${server.url}/payments/checkout/${ids.checkout}/pay`,
      { [CSRF_FIELD]: page.token, payment_method: 'Visa' },
      { cookie: page.cookie, origin: server.url },
    );
    expect(paid.status).toBe(303);
    const signedIn = await postForm(
      `${server.url}/account/sign-in`,
      { email: EMAIL, password: DEMO_PASSWORD },
      { origin: server.url },
    );
    expect(signedIn.status).toBe(200);
  });
});
