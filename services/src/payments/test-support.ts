// Steps the payments tests share, each over real HTTP as a browser or the site would take it:
// sign in, create a checkout, open the hosted page (its cookie and form token), pay, cancel.
import type { CreateCheckoutRequest, PackagesResponse } from '@club/shared/contracts';
import { expect } from 'vitest';
import {
  bearer,
  cookieFrom,
  demoAccount,
  fetchJson,
  postJson,
  type RunningServer,
  signInDemo,
} from '../../test/helpers.ts';
import { CSRF_COOKIE, CSRF_FIELD } from './csrf.ts';

export const SITE = 'http://localhost:3000';

export { demoAccount, signInDemo as signIn };

/** A valid create-checkout body for one of the seeded prices. */
export function checkoutBody(
  email: string,
  overrides: Partial<CreateCheckoutRequest> & { price?: string; packageID?: string } = {},
): CreateCheckoutRequest {
  const { price = 'price_video_monthly', packageID = 'video-monthly', ...rest } = overrides;
  const account = demoAccount(email);
  return {
    mode: 'subscription',
    success_url: `${SITE}/videos/subscriptions?payment=success&package=${packageID}`,
    cancel_url: `${SITE}/videos/subscriptions?payment=cancelled&package=${packageID}`,
    metadata: {
      userID: account.ssoId,
      userEmail: account.email,
      packageDescription: 'A package',
      packageTitle: 'A title',
      packageID,
    },
    line_items: [{ price, quantity: 1 }],
    allowPromotionCodes: true,
    customerEmail: account.email,
    ...rest,
  };
}

export async function createCheckout(server: RunningServer, token: string, body: unknown) {
  return postJson<{ id: string; url: string }>(`${server.url}/payments/create-checkout`, body, bearer(token));
}

export async function countRows(server: RunningServer, table: string): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0]?.n ?? 0;
}

export interface OpenedForm {
  status: number;
  html: string;
  headers: Headers;
  /** The CSRF cookie as a Cookie header value. */
  cookie: string;
  token: string;
}

/** GETs a hosted page and picks out its cookie and form token, as a browser would keep them. */
export async function openPage(url: string, cookie?: string): Promise<OpenedForm> {
  const response = await fetch(url, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  const html = await response.text();
  const token = new RegExp(`name="${CSRF_FIELD}" value="([^"]+)"`).exec(html)?.[1] ?? '';
  return {
    status: response.status,
    html,
    headers: response.headers,
    cookie: cookieFrom(response.headers, CSRF_COOKIE) ?? cookie ?? '',
    token,
  };
}

/** Posts a hosted page's form, url-encoded, without following the redirect. */
export async function postForm(
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

/** Opens the checkout page and presses Pay. */
export async function payCheckout(server: RunningServer, checkoutId: string, method = 'Visa') {
  const page = await openPage(`${server.url}/payments/checkout/${checkoutId}`);
  expect(page.status).toBe(200);
  return postForm(
    `${server.url}/payments/checkout/${checkoutId}/pay`,
    { [CSRF_FIELD]: page.token, payment_method: method },
    { cookie: page.cookie },
  );
}

export async function entitlementsOf(server: RunningServer, token: string, email: string) {
  return fetchJson<{ data: { attributes: { entitlements: string[]; stripeCustomerID: string | null } } }>(
    `${server.url}/streamline/users/entitlements/${demoAccount(email).ssoId}`,
    { headers: bearer(token) },
  );
}

/** A match pass on sale at the server clock (the `index`-th listed): its package, prices and kick-off. */
export async function matchPassOnSale(server: RunningServer, index = 0) {
  const response = await fetchJson<PackagesResponse>(
    `${server.url}/streamline/packages?filter.packageType=match-pass`,
  );
  const pass = response.body.data[index];
  if (!pass) throw new Error(`no match pass ${index} on sale`);
  const [video, commentary] = pass.attributes.priceData;
  if (!video || !commentary) throw new Error(`match pass ${pass.id} lacks its prices`);
  const matchID = pass.id.replace(/^match-pass-/, '');
  return { packageID: pass.id, matchID, title: pass.attributes.title, video, commentary };
}

/** A create-checkout body for one of a match pass's prices (a one-off payment). */
export function matchPassBody(email: string, pass: { packageID: string }, priceId: string) {
  return checkoutBody(email, { mode: 'payment', price: priceId, packageID: pass.packageID });
}

/**
 * The discount of a campaign link (campaigns.ts): follows GET {payments}/campaigns/{id} as a
 * supporter's browser would and reads the signed token from where it lands on the site.
 */
export async function campaignDiscount(server: RunningServer, campaignId: string) {
  const response = await fetch(`${server.url}/payments/campaigns/${campaignId}`, { redirect: 'manual' });
  expect(response.status).toBe(303);
  const landing = new URL(response.headers.get('location') ?? '');
  const campaign = landing.searchParams.get('campaign') ?? '';
  const payload = JSON.parse(Buffer.from(campaign.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    cpn: string;
  };
  return { coupon: payload.cpn, campaign };
}
