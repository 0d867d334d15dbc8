// The hosted checkout is made from what the site sends (create-checkout's metadata): hostile values
// there never reach its page as markup or script (the page names the package from the catalogue and
// escapes every value it shows). The account site's echo of what a user typed is tested in
// account/account-pages.test.ts ('escapes what it echoes back').
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startTestServer } from '../../test/helpers.ts';
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
