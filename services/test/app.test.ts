// What every service shares: health, CORS for the site's origins, the error shape for unknown
// routes, malformed bodies and unexpected failures, and the test-mode controls.
import { REQUEST_ID_HEADER } from '@club/shared/api';
import { apiErrorBody, healthResponse, PAYMENTS_SESSION_HEADER, validate } from '@club/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutBody, createCheckout, signIn } from '../src/payments/test-support.ts';
import { fetchJson, postJson, type RunningServer, startTestServer } from './helpers.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const countSessions = async () =>
  (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions')).rows[0]?.n;

describe('GET /health', () => {
  it('answers ok after asking the database', async () => {
    const response = await fetchJson(`${server.url}/health`);
    expect(response.status).toBe(200);
    expect(validate(healthResponse, response.body).ok).toBe(true);
    expect(response.body).toEqual({ status: 'ok', db: 'ok' });
  });
});

describe('CORS', () => {
  it.each(['http://localhost:3000', 'http://127.0.0.1:3004', 'http://localhost:3005'])(
    'lets %s call with credentials',
    async (origin) => {
      const preflight = await fetch(`${server.url}/identity/sign-in`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.status).toBeLessThan(300);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
      expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
      const get = await fetch(`${server.url}/teams/teams`, { headers: { origin } });
      expect(get.headers.get('access-control-allow-origin')).toBe(origin);
    },
  );

  it("allows every header the site's client sends (its request id, the payments session)", async () => {
    const sent = ['accept', 'authorization', 'content-type', REQUEST_ID_HEADER, PAYMENTS_SESSION_HEADER];
    const preflight = await fetch(`${server.url}/identity/sign-in`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': sent.join(','),
      },
    });
    expect(preflight.status).toBeLessThan(300);
    const allowed = (preflight.headers.get('access-control-allow-headers') ?? '')
      .toLowerCase()
      .split(/\s*,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(sent));
  });

  it.each(['http://localhost:3006', 'http://evil.test', 'https://localhost:3000'])(
    'does not allow %s',
    async (origin) => {
      const response = await fetch(`${server.url}/teams/teams`, { headers: { origin } });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    },
  );
});

// A second copy of the site on other ports (the e2e suite runs one per worker) names its origins.
describe('a site on other origins', () => {
  const site = 'http://localhost:3100';
  let moved: RunningServer;
  beforeAll(async () => {
    moved = await startTestServer({ siteOrigins: [site, 'http://localhost:3103'] });
  });
  afterAll(() => moved?.close());

  it('lets those origins call, and no longer the default ones', async () => {
    for (const origin of [site, 'http://localhost:3103']) {
      const response = await fetch(`${moved.url}/teams/teams`, { headers: { origin } });
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    }
    const before = await fetch(`${moved.url}/teams/teams`, { headers: { origin: 'http://localhost:3000' } });
    expect(before.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('takes payment return addresses on those origins only', async () => {
    const token = await signIn(moved, 'subscriber@club.test');
    const onDefault = await createCheckout(moved, token, checkoutBody('subscriber@club.test'));
    expect(onDefault.status).toBe(400);
    const back = `${site}/videos/subscriptions`;
    const onSite = await createCheckout(
      moved,
      token,
      checkoutBody('subscriber@club.test', { success_url: back, cancel_url: back }),
    );
    expect(onSite.status).toBe(200);
  });
});

describe('errors', () => {
  it('answers an unknown route with a 404 in the error shape', async () => {
    const response = await fetchJson(`${server.url}/no/such/route?x=1`);
    expect(response.status).toBe(404);
    expect(validate(apiErrorBody, response.body).ok).toBe(true);
    expect(response.body).toEqual({
      errors: [
        { status: '404', code: 'not_found', title: 'Not found', detail: 'No route for GET /no/such/route' },
      ],
    });
  });

  it.each([
    ['malformed JSON', '{"email": "free@club.test", "password": '],
    ['an empty JSON body', ''],
    ['a JSON array', '[]'],
    ['JSON null', 'null'],
  ])('answers %s with 400 invalid_request and stores nothing', async (_, body) => {
    const before = await countSessions();
    const response = await postJson<{ errors: Array<{ code: string; status: string }> }>(
      `${server.url}/identity/sign-in`,
      body,
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(validate(apiErrorBody, response.body).ok).toBe(true);
    expect(response.body.errors[0]).toMatchObject({ status: '400', code: 'invalid_request' });
    expect(await countSessions()).toBe(before);
  });

  it('answers a body of the wrong content type with 415 in the error shape', async () => {
    const response = await fetchJson(`${server.url}/identity/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<sign-in/>',
    });
    expect(response.status).toBe(415);
    expect(validate(apiErrorBody, response.body).ok).toBe(true);
  });
});

describe('test mode', () => {
  it('moves the server clock forward and back', async () => {
    const before = await fetchJson<{ now: string }>(`${server.url}/__test/clock`);
    const moved = await postJson<{ now: string }>(`${server.url}/__test/clock`, { advanceMs: 3_600_000 });
    expect(Date.parse(moved.body.now) - Date.parse(before.body.now)).toBeGreaterThanOrEqual(3_600_000);
    const reset = await postJson<{ now: string }>(`${server.url}/__test/clock`, { reset: true });
    expect(Date.parse(reset.body.now)).toBeLessThan(Date.parse(moved.body.now));
    // Back as well: a test replays a match that is in play at the real time.
    const back = await postJson<{ now: string }>(`${server.url}/__test/clock`, { advanceMs: -3_600_000 });
    expect(Date.parse(back.body.now)).toBeLessThanOrEqual(Date.parse(reset.body.now) - 3_600_000 + 60_000);
    expect(Date.parse(back.body.now)).toBeGreaterThanOrEqual(Date.parse(reset.body.now) - 3_600_000);
    await postJson(`${server.url}/__test/clock`, { reset: true });
    for (const advanceMs of [1.5, '60000', null])
      expect((await postJson(`${server.url}/__test/clock`, { advanceMs })).status).toBe(400);
  });
});

describe('outside test mode', () => {
  let plain: RunningServer;
  beforeAll(async () => {
    plain = await startTestServer({ testMode: false });
  });
  afterAll(() => plain?.close());

  it('has no test controls', async () => {
    expect((await fetchJson(`${plain.url}/__test/clock`)).status).toBe(404);
  });

  it('answers 500 in the error shape when something unexpected fails, and health says the db is down', async () => {
    await plain.db.close();
    const response = await fetchJson(`${plain.url}/teams/teams`);
    expect(response.status).toBe(500);
    expect(response.body).toMatchObject({ errors: [{ status: '500', code: 'internal_error' }] });
    const health = await fetchJson(`${plain.url}/health`);
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ status: 'error', db: 'error' });
  });
});
