// GET /metrics over real HTTP: the counters move with what the services answer (sign-ins by
// outcome, session checks by code, requests by route pattern, 5xx), and the request id a caller
// sends comes back on the answer.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, postJson, type RunningServer, signInDemo, startTestServer } from '../../test/helpers.ts';
import { DEMO_PASSWORD } from '../seed/accounts-seed.ts';
import { STREAM_ASSETS } from '../seed/catalogue.ts';
import { SEED_BASE_DATE } from '../seed/seed-base-date.ts';
import { signInOutcome } from './metrics.ts';

let server: RunningServer;
beforeAll(async () => {
  // A Wednesday: no Saturday blackout in the way of the live audio check.
  server = await startTestServer({ now: () => SEED_BASE_DATE });
});
afterAll(() => server?.close());

async function scrape(): Promise<string> {
  const response = await fetch(`${server.url}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
}

/** The value of one series (0 when absent), e.g. sample(text, 'sign_ins_total', 'outcome="refused"'). */
function sample(text: string, name: string, labels: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && l.includes(labels));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

const signIn = (email: string, password: string) =>
  postJson(`${server.url}/identity/sign-in`, { email, password });

describe('GET /metrics', () => {
  it('counts password sign-ins by outcome', async () => {
    const before = await scrape();
    expect((await signIn('free@club.test', 'wrong-password')).status).toBe(401);
    expect((await signIn('free@club.test', DEMO_PASSWORD)).status).toBe(200);
    const after = await scrape();
    for (const outcome of ['refused', 'signed_in']) {
      expect(sample(after, 'sign_ins_total', `outcome="${outcome}"`)).toBe(
        sample(before, 'sign_ins_total', `outcome="${outcome}"`) + 1,
      );
    }
  });

  it('counts stream session checks by the code they answer', async () => {
    const before = await scrape();
    const token = await signInDemo(server, 'subscriber@club.test');
    const check = (headers: Record<string, string>) =>
      postJson(
        `${server.url}/streams/session/check`,
        { data: { attributes: { videoID: STREAM_ASSETS.liveAudio.id, mediaType: 'audio' } } },
        headers,
      );
    expect((await check(bearer(token))).status).toBe(200);
    expect((await check({})).status).toBe(403);
    const after = await scrape();
    expect(sample(after, 'session_checks_total', 'code="ok"')).toBe(
      sample(before, 'session_checks_total', 'code="ok"') + 1,
    );
    expect(sample(after, 'session_checks_total', 'code="ERR_3684853_1"')).toBe(
      sample(before, 'session_checks_total', 'code="ERR_3684853_1"') + 1,
    );
  });

  it('counts the live playbacks holding a lease, and stops counting one its player closed', async () => {
    const token = await signInDemo(server, 'subscriber@club.test');
    const stopAll = () =>
      fetch(`${server.url}/streams/sessions`, { method: 'DELETE', headers: bearer(token) });
    // None of the account's playbacks from the tests above still counting.
    await stopAll();
    const before = sample(await scrape(), 'stream_leases_live', 'process="1"');
    const granted = await postJson<{ data: { attributes: { token: string } } }>(
      `${server.url}/streams/session/check`,
      { data: { attributes: { videoID: STREAM_ASSETS.liveAudio.id, mediaType: 'audio' } } },
      bearer(token),
    );
    expect(granted.status).toBe(200);
    expect(sample(await scrape(), 'stream_leases_live', 'process="1"')).toBe(before + 1);
    const stopped = await fetch(`${server.url}/streams/sessions`, {
      method: 'DELETE',
      headers: bearer(token),
    });
    expect(stopped.ok).toBe(true);
    expect(sample(await scrape(), 'stream_leases_live', 'process="1"')).toBe(before);
  });

  it('labels requests by route pattern, never by raw path, and counts 5xx as errors', async () => {
    await fetch(`${server.url}/teams/teams/first-team`);
    await fetch(`${server.url}/no/such/${'x'.repeat(20)}`);
    await server.db.query('ALTER TABLE teams RENAME TO teams_gone');
    try {
      expect((await fetch(`${server.url}/teams/teams`)).status).toBe(500);
    } finally {
      await server.db.query('ALTER TABLE teams_gone RENAME TO teams');
    }
    const text = await scrape();
    expect(
      sample(text, 'http_requests_total', 'route="/teams/teams/:team",method="GET",status_code="200"'),
    ).toBe(1);
    expect(sample(text, 'http_requests_total', 'route="unmatched",method="GET",status_code="404"')).toBe(1);
    expect(sample(text, 'http_request_errors_total', 'route="/teams/teams",status_code="500"')).toBe(1);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0.1",[^}]*route="\/teams\/teams\/:team"/);
    expect(text).not.toContain('xxxxxxxxxx');
    expect(text).toMatch(/process="1"/);
  });

  it('asks for SERVICES_METRICS_TOKEN as a bearer token when it is set', async () => {
    vi.stubEnv('SERVICES_METRICS_TOKEN', 'scrape-secret');
    const guarded = await startTestServer();
    try {
      expect((await fetch(`${guarded.url}/metrics`)).status).toBe(401);
      expect((await fetch(`${guarded.url}/metrics`, { headers: bearer('wrong') })).status).toBe(401);
      expect((await fetch(`${guarded.url}/metrics`, { headers: bearer('scrape-secret') })).status).toBe(200);
    } finally {
      await guarded.close();
      vi.unstubAllEnvs();
    }
  });
});

describe('request ids', () => {
  it('echoes the caller’s X-Request-Id, and makes one when there is none or it is not sane', async () => {
    const given = await fetch(`${server.url}/teams/teams`, { headers: { 'x-request-id': 'site-1234abcd' } });
    expect(given.headers.get('x-request-id')).toBe('site-1234abcd');
    const none = await fetch(`${server.url}/teams/teams`);
    expect(none.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const odd = await fetch(`${server.url}/teams/teams`, { headers: { 'x-request-id': 'a b\tc<script>' } });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lets the site read it across origins', async () => {
    const response = await fetch(`${server.url}/teams/teams`, {
      headers: { origin: 'http://localhost:3000' },
    });
    expect(response.headers.get('access-control-expose-headers')).toContain('x-request-id');
  });
});

describe('signInOutcome', () => {
  it('reads the JSON sign-in and the form each by its own answers', () => {
    expect(signInOutcome(200)).toBe('signed_in');
    expect(signInOutcome(401)).toBe('refused');
    expect(signInOutcome(429)).toBe('locked_out');
    expect(signInOutcome(403)).toBe('not_allowed');
    expect(signInOutcome(400)).toBe('invalid');
    expect(signInOutcome(503)).toBe('error');
    // The form redirects once signed in, and shows itself again when it needs more.
    expect(signInOutcome(303, true)).toBe('signed_in');
    expect(signInOutcome(200, true)).toBe('not_allowed');
    expect(signInOutcome(401, true)).toBe('refused');
  });
});
