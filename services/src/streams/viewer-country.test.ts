// Where the viewer is (issue 19): the country header counts only from the trusted edge (its shared
// secret, or a trusted proxy's address), never from a browser, and CORS never lets a page send it;
// locally the demo accounts keep their fixed countries and test mode can move the viewer. Over
// HTTP, on a Saturday afternoon inside the UK blackout and for the live video blocked in the US.
import type { ApiErrorBody } from '@club/shared/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, fromEdge, postJson, type RunningServer, startTestServer } from '../../test/helpers.ts';
import { EDGE_SECRET_HEADER } from '../lib/trusted-edge.ts';
import { signIn, VIEWERS } from '../playback/test-viewers.ts';
import { STREAM_ASSETS } from '../seed/catalogue.ts';
import { VIEWER_COUNTRY_HEADER } from './streams-constants.ts';

// Saturday 7 November 2026, 15:30 in London (GMT): inside the 14:45-17:15 blackout.
const SATURDAY_MATCH = new Date('2026-11-07T15:30:00Z');
let server: RunningServer;
let subscriber: string;

beforeAll(async () => {
  server = await startTestServer({ now: () => SATURDAY_MATCH });
  subscriber = await signIn(server, VIEWERS.subscriber);
});
afterAll(() => server?.close());
afterEach(async () => {
  await postJson(`${server.url}/__test/viewer-country`, { country: null });
  await server.db.query('DELETE FROM stream_leases');
});

/** The session check's answer for the live video: 200, or the refusal's code. */
async function liveVideo(headers: Record<string, string>, token = subscriber, url = server.url) {
  const response = await postJson<ApiErrorBody>(
    `${url}/streams/session/check`,
    { data: { attributes: { videoID: STREAM_ASSETS.liveVideo.id, mediaType: 'video' } } },
    { ...bearer(token), ...headers },
  );
  return response.status === 200 ? 200 : response.body.errors[0]?.code;
}

const BLACKED_OUT = 'ERR_56882466_2';

describe('the viewer country header', () => {
  it('is believed from the trusted edge: a viewer in France watches through the UK blackout', async () => {
    expect(await liveVideo({})).toBe(BLACKED_OUT);
    expect(await liveVideo(fromEdge('FR'))).toBe(200);
  });

  it('is ignored from a browser, or with a wrong or partial edge secret', async () => {
    const secret = process.env.SERVICES_EDGE_SECRET ?? '';
    expect(await liveVideo({ [VIEWER_COUNTRY_HEADER]: 'FR' })).toBe(BLACKED_OUT);
    expect(await liveVideo({ [VIEWER_COUNTRY_HEADER]: 'FR', [EDGE_SECRET_HEADER]: 'guess' })).toBe(
      BLACKED_OUT,
    );
    expect(
      await liveVideo({ [VIEWER_COUNTRY_HEADER]: 'FR', [EDGE_SECRET_HEADER]: secret.slice(0, -1) }),
    ).toBe(BLACKED_OUT);
    expect(await liveVideo({ [VIEWER_COUNTRY_HEADER]: 'FR', [EDGE_SECRET_HEADER]: `${secret}x` })).toBe(
      BLACKED_OUT,
    );
  });

  it('never passes CORS: a page script cannot send it, nor the edge secret', async () => {
    const preflight = (headers: string) =>
      fetch(`${server.url}/streams/session/check`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:3000',
          'access-control-request-method': 'POST',
          'access-control-request-headers': headers,
        },
      });
    const allowed = async (headers: string) =>
      ((await preflight(headers)).headers.get('access-control-allow-headers') ?? '')
        .toLowerCase()
        .split(/\s*,\s*/);
    expect(await allowed('content-type,authorization')).toEqual(
      expect.arrayContaining(['content-type', 'authorization']),
    );
    expect(await allowed(VIEWER_COUNTRY_HEADER)).not.toContain(VIEWER_COUNTRY_HEADER);
    expect(await allowed(EDGE_SECRET_HEADER)).not.toContain(EDGE_SECRET_HEADER);
  });

  it("never overrides an account's fixed country", async () => {
    const traveller = await signIn(server, VIEWERS.traveller);
    expect(await liveVideo(fromEdge('FR'), traveller)).toBe(BLACKED_OUT);
  });
});

describe('a trusted proxy address', () => {
  let proxied: RunningServer;
  beforeAll(async () => {
    // This server sits behind a proxy on 127.0.0.1 (the test's own address) and knows no secret.
    const saved = process.env.SERVICES_EDGE_SECRET;
    process.env.SERVICES_TRUSTED_PROXIES = '10.0.0.9, 127.0.0.1';
    delete process.env.SERVICES_EDGE_SECRET;
    try {
      proxied = await startTestServer({ now: () => SATURDAY_MATCH });
    } finally {
      delete process.env.SERVICES_TRUSTED_PROXIES;
      process.env.SERVICES_EDGE_SECRET = saved;
    }
  });
  afterAll(() => proxied?.close());

  it("is believed about the viewer's country without a secret", async () => {
    const token = await signIn(proxied, VIEWERS.subscriber);
    expect(await liveVideo({}, token, proxied.url)).toBe(BLACKED_OUT);
    expect(await liveVideo({ [VIEWER_COUNTRY_HEADER]: 'FR' }, token, proxied.url)).toBe(200);
  });
});

describe('test mode', () => {
  it('moves the viewer, and back; an account with a fixed country stays where it is', async () => {
    const move = (country: string | null) => postJson(`${server.url}/__test/viewer-country`, { country });
    expect((await move('FR')).status).toBe(200);
    expect(await liveVideo({})).toBe(200);
    expect((await move('US')).status).toBe(200);
    expect(await liveVideo({})).toBe(BLACKED_OUT);
    expect(await liveVideo({}, await signIn(server, VIEWERS.traveller))).toBe(BLACKED_OUT);
    expect((await move(null)).body).toEqual({ country: null });
    expect(await liveVideo({})).toBe(BLACKED_OUT);
    expect((await move('france' as string)).status).toBe(400);
  });
});
