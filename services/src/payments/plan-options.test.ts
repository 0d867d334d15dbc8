import {
  type SubscriptionPlanOptionsResponse,
  subscriptionPlanOptionsResponse,
  validate,
} from '@club/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, fetchJson, postJson, type RunningServer, startTestServer } from '../../test/helpers.ts';
import { SESSION_COOKIE } from '../account/constants.ts';
import { DEMO_PASSWORD } from '../seed/accounts-seed.ts';
import { SEED_BASE_DATE } from '../seed/seed-base-date.ts';
import { YEARLY_DURATION } from './plan-options.ts';
import { countRows, demoAccount, payCheckout, SITE } from './test-support.ts';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({ now: () => SEED_BASE_DATE });
});
afterAll(() => server?.close());

async function plans() {
  const response = await fetchJson<SubscriptionPlanOptionsResponse>(
    `${server.url}/payments/library/packages`,
  );
  expect(response.status).toBe(200);
  expect(validate(subscriptionPlanOptionsResponse, response.body).ok).toBe(true);
  return response.body.SubscriptionPlanOptions;
}

describe('GET /payments/library/packages', () => {
  it('lists the video and audio plans, monthly with Duration null and season plans yearly', async () => {
    const options = await plans();
    expect(options.map((o) => [o.Title, o.Duration, o.AmountFormatted])).toEqual([
      ['Video Monthly Pass', null, '£9.99'],
      ['Video Season Pass', YEARLY_DURATION, '£79.99'],
      ['Audio Monthly Pass', null, '£3.99'],
      ['Audio Season Pass', YEARLY_DURATION, '£29.99'],
    ]);
    // Spec 001 §3: the class comes from whether the title contains 'audio'.
    const audio = options.filter((o) => o.Title.toLowerCase().includes('audio'));
    expect(audio.map((o) => o.Id)).toEqual(['price_audio_monthly', 'price_audio_season']);
    for (const option of options) {
      expect(option.Body).toMatch(/^<p>.+<\/p><ul>/);
      expect(option.PurchaseUrl).toBe(`${server.url}/payments/purchase/${option.Id}`);
    }
  });
});

describe('GET /payments/purchase/{priceId} (a plan PurchaseUrl)', () => {
  it('asks a signed-out browser to log in and makes no checkout', async () => {
    const response = await fetch(`${server.url}/payments/purchase/price_audio_monthly`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(401);
    const html = await response.text();
    expect(html).toContain('You must be logged in to purchase');
    expect(html).toContain(`href="${SITE}/videos/subscriptions?payment=cancelled&amp;package=audio-monthly"`);
    expect(await countRows(server, 'checkouts')).toBe(0);
  });

  it('sends a signed-in browser to a new checkout for that price, which pays like any other', async () => {
    const signIn = await postJson(`${server.url}/identity/sign-in`, {
      email: 'free@club.test',
      password: DEMO_PASSWORD,
    });
    const cookie = cookieFrom(signIn.headers, SESSION_COOKIE) ?? '';
    const response = await fetch(`${server.url}/payments/purchase/price_audio_season`, {
      headers: { cookie },
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    expect(location).toMatch(/^\/payments\/checkout\/cs_test_/);
    const id = location.split('/').pop() ?? '';
    const { rows } = await server.db.query<{ sso_id: string; mode: string; success_url: string }>(
      'SELECT sso_id, mode, success_url FROM checkouts WHERE id = $1',
      [id],
    );
    expect(rows[0]).toEqual({
      sso_id: demoAccount('free@club.test').ssoId,
      mode: 'subscription',
      success_url: `${SITE}/videos/subscriptions?payment=success&package=audio-season`,
    });
    const paid = await payCheckout(server, id);
    expect(paid.status).toBe(303);
    expect(paid.location).toContain(`session_id=${id}`);
  });

  it('answers 404 for an unknown price and 400 for success/cancel URLs off the site', async () => {
    const unknown = await fetch(`${server.url}/payments/purchase/price_nope`, { redirect: 'manual' });
    expect(unknown.status).toBe(404);

    const signIn = await postJson(`${server.url}/identity/sign-in`, {
      email: 'subscriber@club.test',
      password: DEMO_PASSWORD,
    });
    const cookie = cookieFrom(signIn.headers, SESSION_COOKIE) ?? '';
    const before = await countRows(server, 'checkouts');
    const evil = await fetch(
      `${server.url}/payments/purchase/price_audio_monthly?success_url=${encodeURIComponent('https://evil.example/')}`,
      { headers: { cookie }, redirect: 'manual' },
    );
    expect(evil.status).toBe(400);
    expect(await evil.text()).not.toContain('evil.example/"');
    expect(await countRows(server, 'checkouts')).toBe(before);
  });
});
