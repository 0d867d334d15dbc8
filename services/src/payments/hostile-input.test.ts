// The hosted checkout is made from what the site sends (create-checkout's metadata): hostile values
// there never reach its page as markup or script (the page names the package from the catalogue and
// escapes every value it shows). The account site's echo of what a user typed is tested in
// account/account-pages.test.ts ('escapes what it echoes back').
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startTestServer } from '../../test/helpers.ts';
import { messagePage } from './html-page.ts';
import { portalPage } from './portal-page.ts';
import type { Purchase } from './purchases.ts';
import { checkoutBody, createCheckout, openPage, signIn } from './test-support.ts';

const HOSTILE_TITLE = '<script>alert(1)</script>Season "pass"';
const HOSTILE_DESCRIPTION = '"><img src=x onerror=alert(2)><a href="javascript:alert(3)">x</a>';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('the hosted checkout with hostile values', () => {
  it('shows no element, handler or attribute of them', async () => {
    const email = 'free@club.test';
    const token = await signIn(server, email);
    const body = checkoutBody(email);
    const created = await createCheckout(server, token, {
      ...body,
      metadata: { ...body.metadata, packageTitle: HOSTILE_TITLE, packageDescription: HOSTILE_DESCRIPTION },
    });
    expect(created.status).toBe(200);
    const page = await openPage(`${server.url}/payments/checkout/${created.body.id}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>Video Monthly Pass</h1>');
    expect(page.html).not.toMatch(/<script|<img|onerror=|javascript:|alert\(/i);
  });
});

/**
 * The hostile values' markup as it would stand unescaped in a page: an element of theirs, a
 * handler, a javascript: link, or a quote that breaks out of an attribute into a script.
 */
const RAW_MARKUP = ['<script>alert(', '<img src=x onerror=', '<a href="javascript:', '"><script>', '"><img'];
const markupOfThem = (html: string): string[] => RAW_MARKUP.filter((raw) => html.includes(raw));

describe('the hosted pages escape every value they show', () => {
  it('the billing portal: a purchase, the customer, the notice and the way back', () => {
    const purchase: Purchase = {
      id: `sub_1"><script>alert(4)</script>`,
      checkoutId: 'cs_1',
      ssoId: 'u1',
      customerId: 'cus_1',
      packageId: 'video-monthly',
      packageTitle: HOSTILE_TITLE,
      priceId: 'price_video_monthly',
      priceDisplay: HOSTILE_DESCRIPTION,
      kind: 'subscription',
      interval: 'month',
      amount: 999,
      currency: 'gbp',
      couponId: null,
      paymentMethod: 'Visa',
      status: 'active',
      createdAt: new Date('2026-11-01T12:00:00Z'),
      accessEndsAt: null,
      cancelledAt: null,
    };
    const page = portalPage({
      email: HOSTILE_DESCRIPTION,
      customerId: HOSTILE_TITLE,
      purchases: [purchase],
      // (create-portal-redirect accepts only the site's addresses; a quote must still not break out.)
      returnUrl: `http://localhost:3000/videos"><img src=x onerror=alert(6)>`,
      cancelAction: () => `/cancel"><script>alert(7)</script>`,
      csrfToken: `"><script>alert(8)</script>`,
      cancelled: { ...purchase, status: 'cancelled', accessEndsAt: new Date('2026-12-01T12:00:00Z') },
      timeZone: null,
      now: new Date('2026-11-02T12:00:00Z'),
    });
    expect(markupOfThem(page.body)).toEqual([]);
    // The text is still there, as text.
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;Season &quot;pass&quot;');
  });

  it('a message page: its title, message and link', () => {
    const page = messagePage(HOSTILE_TITLE, HOSTILE_DESCRIPTION, {
      href: `"><script>alert(9)</script>`,
      text: HOSTILE_TITLE,
    });
    expect(markupOfThem(page.body)).toEqual([]);
    expect(page.body).toContain('&quot;&gt;&lt;img src=x onerror=alert(2)&gt;');
  });

  it('would show them as markup without the escaping (so the checks above can fail)', () => {
    expect(markupOfThem(`<p>${HOSTILE_DESCRIPTION}</p>`)).toEqual([
      '<img src=x onerror=',
      '<a href="javascript:',
      '"><img',
    ]);
    expect(markupOfThem(`<h1>${HOSTILE_TITLE}</h1>`)).toEqual(['<script>alert(']);
  });
});
