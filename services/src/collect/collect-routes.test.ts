// The collectors over real HTTP: what the site sends is recorded for tests to read, whether it
// comes as JSON or as a text/plain beacon, and malformed records are refused without a trace.
import type { CollectedResponse } from '@club/shared/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fetchJson, postJson, type RunningServer, startTestServer } from '../../test/helpers.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());
beforeEach(async () => {
  await fetch(`${server.url}/__test/collected`, { method: 'DELETE' });
});

const collected = async (kind?: string) =>
  (await fetchJson<CollectedResponse>(`${server.url}/__test/collected${kind ? `?kind=${kind}` : ''}`)).body
    .items;

const advertEvent = {
  event: 'advertLoaded',
  advertID: 'ad-101',
  advertName: 'Kit launch',
  advertRef: 'ref-1',
  campaignRef: 'camp-1',
  sessionID: 4242,
  ssoID: null,
  timestamp: '2026-11-22T10:00:00.000Z',
  url: 'https://sponsor.example/kit',
  userAllowTracking: true,
};

describe('POST /collect/adverts', () => {
  it('records one advert event with its origin', async () => {
    const response = await postJson(`${server.url}/collect/adverts`, advertEvent, {
      origin: 'http://localhost:3000',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ accepted: 1 });
    expect(await collected('advert')).toEqual([
      expect.objectContaining({ kind: 'advert', origin: 'http://localhost:3000', body: advertEvent }),
    ]);
  });

  it('records a batch', async () => {
    const click = { ...advertEvent, event: 'advertClicked' };
    expect((await postJson(`${server.url}/collect/adverts`, [advertEvent, click])).body).toEqual({
      accepted: 2,
    });
    expect((await collected('advert')).map((item) => (item.body as { event: string }).event)).toEqual([
      'advertLoaded',
      'advertClicked',
    ]);
  });

  it.each([
    [{ ...advertEvent, event: 'advertHovered' }, 'event'],
    [{ ...advertEvent, sessionID: 0 }, 'sessionID'],
    [{ ...advertEvent, timestamp: 'yesterday' }, 'timestamp'],
    [[advertEvent, { ...advertEvent, userAllowTracking: 'yes' }], 'userAllowTracking'],
  ])('refuses a malformed event (%#) and records nothing of the request', async (body, field) => {
    const response = await postJson(`${server.url}/collect/adverts`, body);
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain(field);
    expect(await collected()).toEqual([]);
  });
});

describe('POST /collect/events', () => {
  it('records analytics events sent as a text/plain beacon', async () => {
    const event = { event: 'pageView', timestamp: '2026-11-22T10:00:00.000Z', path: '/news', sessionID: 7 };
    const response = await fetch(`${server.url}/collect/events`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(event),
    });
    expect(response.status).toBe(200);
    expect(await collected('analytics')).toEqual([expect.objectContaining({ body: event })]);
  });

  it('refuses text that is not JSON', async () => {
    const response = await fetch(`${server.url}/collect/events`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{"event": ',
    });
    expect(response.status).toBe(400);
    expect(await collected()).toEqual([]);
  });
});

describe('Mux beacons at the root path', () => {
  it('records a beacon as mux-embed posts it', async () => {
    const beacon = { metadata: { env_key: 'local' }, events: [{ e: 'viewstart', vid: 'abc' }] };
    const response = await fetch(`${server.url}/`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(beacon),
    });
    expect(response.status).toBe(200);
    expect(await collected('mux')).toEqual([expect.objectContaining({ kind: 'mux', body: beacon })]);
  });

  it('refuses a beacon without events', async () => {
    const response = await fetch(`${server.url}/`, { method: 'POST', body: JSON.stringify({ events: [] }) });
    expect(response.status).toBe(400);
    expect(await collected('mux')).toEqual([]);
  });
});

describe('GET /__test/collected', () => {
  it('refuses an unknown kind', async () => {
    expect((await fetchJson(`${server.url}/__test/collected?kind=email`)).status).toBe(400);
  });
});
