import {
  type ApiErrorBody,
  apiErrorBody,
  SESSION_CHECK_ERRORS,
  type SessionCheckResponse,
  sessionCheckResponse,
  validate,
} from '@club/shared/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  fetchJson,
  fromEdge,
  postJson,
  type RunningServer,
  startTestServer,
} from '../../test/helpers.ts';
import { ENTITLEMENTS } from '../entitlements/package-codes.ts';
import { PLAYBACK_TOKEN_TTL_MS, signPlaybackToken, verifyPlaybackToken } from '../playback/playback-token.ts';
import { signIn, VIEWERS } from '../playback/test-viewers.ts';
import { STREAM_ASSETS } from '../seed/catalogue.ts';
import { decideSessionCheck } from './session-check.ts';
import { getStreamAsset } from './stream-assets.ts';
import { SESSION_CHECKS_BYPASSED } from './streams-constants.ts';

const SECRET = 'session-check-test-secret';
const secret = Buffer.from(SECRET, 'utf8');
// A Wednesday, far from any blackout.
const WEDNESDAY_NOON = new Date('2026-11-04T12:00:00Z');
let now = WEDNESDAY_NOON;
let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({ now: () => now, secret: SECRET });
});
afterAll(() => server?.close());
afterEach(async () => {
  now = WEDNESDAY_NOON;
  // Every grant of a live stream holds a concurrency lease (concurrency.test.ts); these tests
  // are about the other rules, so each starts with none.
  await server.db.query('DELETE FROM stream_leases');
});

const { liveVideo, liveVideoIdle, liveVideoDisabled, liveAudio, audioReplay } = STREAM_ASSETS;

function check(
  videoID: string,
  options: { token?: string; userID?: string; headers?: Record<string, string>; mediaType?: string } = {},
) {
  const attributes = {
    videoID,
    mediaType: options.mediaType ?? 'video',
    ...(options.userID ? { userID: options.userID, userEmail: 'someone@club.test' } : {}),
  };
  return postJson<SessionCheckResponse | ApiErrorBody>(
    `${server.url}/streams/session/check`,
    { data: { attributes } },
    { ...(options.token ? bearer(options.token) : {}), ...options.headers },
  );
}

async function expectGranted(response: Awaited<ReturnType<typeof check>>) {
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(validate(sessionCheckResponse, response.body).ok).toBe(true);
  return (response.body as SessionCheckResponse).data.attributes;
}

function expectRefused(response: Awaited<ReturnType<typeof check>>, code: keyof typeof SESSION_CHECK_ERRORS) {
  expect(response.status, JSON.stringify(response.body)).toBe(403);
  expect(validate(apiErrorBody, response.body).ok).toBe(true);
  const error = (response.body as ApiErrorBody).errors[0];
  expect(error?.code).toBe(code);
  expect(error?.status).toBe('403');
  expect(error?.title).toBe(SESSION_CHECK_ERRORS[code].title);
  return error;
}

describe('POST /streams/session/check grants', () => {
  it('answers a subscriber with a playback token for the live video playbackId and bypassed false', async () => {
    const token = await signIn(server, VIEWERS.subscriber);
    const granted = await expectGranted(
      await check(liveVideo.id, { token, userID: VIEWERS.subscriber.ssoId }),
    );
    expect(granted.bypassed).toBe(false);
    const verified = await verifyPlaybackToken(granted.token, liveVideo.playbackId, secret, now);
    expect(verified.ok).toBe(true);
    if (verified.ok) expect(verified.claims.sub).toBe(VIEWERS.subscriber.ssoId);
    expect(granted.expiresAt).toBe(new Date(now.getTime() + PLAYBACK_TOKEN_TTL_MS).toISOString());
    expect(response200NoStore(await check(liveVideo.id, { token }))).toBe(true);
  });

  it('takes the viewer from the bearer token alone when the body has no userID', async () => {
    const token = await signIn(server, VIEWERS.subscriber);
    await expectGranted(await check(liveVideo.id, { token }));
  });

  it('grants an idle live stream (the player shows its offline image) and on-demand audio', async () => {
    const token = await signIn(server, VIEWERS.audio);
    await expectGranted(await check(liveAudio.id, { token }));
    await expectGranted(await check(STREAM_ASSETS.liveAudioIdle.id, { token }));
    const replay = await expectGranted(await check(audioReplay.id, { token }));
    expect((await verifyPlaybackToken(replay.token, audioReplay.playbackId, secret, now)).ok).toBe(true);
    const subscriber = await signIn(server, VIEWERS.subscriber);
    await expectGranted(await check(liveVideoIdle.id, { token: subscriber }));
  });

  it('lets a video subscriber listen to live audio too', async () => {
    const token = await signIn(server, VIEWERS.subscriber);
    await expectGranted(await check(liveAudio.id, { token }));
  });
});

function response200NoStore(response: { status: number; headers: Headers }): boolean {
  return response.status === 200 && response.headers.get('cache-control') === 'no-store';
}

describe('playback tokens cannot be forged or reused for another asset', () => {
  async function grantedToken() {
    const token = await signIn(server, VIEWERS.subscriber);
    return (await expectGranted(await check(liveVideo.id, { token }))).token;
  }

  it('does not verify for another asset, nor for the asset id instead of its playbackId', async () => {
    const token = await grantedToken();
    expect(await verifyPlaybackToken(token, liveAudio.playbackId, secret, now)).toEqual({
      ok: false,
      reason: 'wrong-asset',
    });
    expect((await verifyPlaybackToken(token, liveVideo.id, secret, now)).ok).toBe(false);
  });

  it('does not verify once altered to name another asset or account', async () => {
    const [header, payload, signature] = (await grantedToken()).split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    for (const altered of [
      { ...claims, aid: liveAudio.playbackId },
      { ...claims, exp: claims.exp + 3600 },
      { ...claims, sub: VIEWERS.free.ssoId },
    ]) {
      const forged = `${header}.${Buffer.from(JSON.stringify(altered)).toString('base64url')}.${signature}`;
      expect(await verifyPlaybackToken(forged, altered.aid, secret, now)).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect((await verifyPlaybackToken(unsigned, liveVideo.playbackId, secret, now)).ok).toBe(false);
  });

  it('does not verify when signed with another secret, or after it expires', async () => {
    const token = await grantedToken();
    const foreign = await signPlaybackToken(
      { assetId: liveVideo.playbackId, ssoId: VIEWERS.subscriber.ssoId, now },
      Buffer.from('some other secret'),
    );
    expect((await verifyPlaybackToken(foreign, liveVideo.playbackId, secret, now)).ok).toBe(false);
    const later = new Date(now.getTime() + PLAYBACK_TOKEN_TTL_MS);
    expect(await verifyPlaybackToken(token, liveVideo.playbackId, secret, later)).toMatchObject({
      ok: false,
      reason: 'expired',
    });
  });
});

describe('the token the check grants opens that stream at the media service, and only that one', () => {
  const playlist = (playbackId: string, token?: string) =>
    fetchJson(`${server.url}/media/live/${playbackId}/index.m3u8${token ? `?token=${token}` : ''}`);

  it('opens the live video playlist with the token, not without it nor for another stream', async () => {
    const access = await signIn(server, VIEWERS.subscriber);
    const { token } = await expectGranted(await check(liveVideo.id, { token: access }));
    expect((await playlist(liveVideo.playbackId, token)).status).toBe(200);
    expect((await playlist(liveVideo.playbackId)).status).toBe(401);
    expect((await playlist(liveAudio.playbackId, token)).status).toBe(403);
    now = new Date(now.getTime() + PLAYBACK_TOKEN_TTL_MS);
    expect((await playlist(liveVideo.playbackId, token)).status).toBe(403);
  });
});

describe('POST /streams/session/check refuses, in order', () => {
  it('answers ERR_3684853_2 for an unknown asset, even before asking who is signed in', async () => {
    expectRefused(await check('no-such-asset'), 'ERR_3684853_2');
    const token = await signIn(server, VIEWERS.subscriber);
    const error = expectRefused(await check('no-such-asset', { token }), 'ERR_3684853_2');
    expect(error?.detail).toContain('ERR_3684853_2');
    expect(error?.detail).toContain('support@club.test');
  });

  it('answers ERR_3684853_2 for a disabled asset, whoever asks', async () => {
    const token = await signIn(server, VIEWERS.bypassed);
    expectRefused(await check(liveVideoDisabled.id, { token }), 'ERR_3684853_2');
    expectRefused(await check(STREAM_ASSETS.liveAudioDisabled.id, { token }), 'ERR_3684853_2');
  });

  it('answers ERR_3684853_1 to an anonymous viewer', async () => {
    expectRefused(await check(liveVideo.id), 'ERR_3684853_1');
    expectRefused(await check(liveAudio.id, { mediaType: 'audio' }), 'ERR_3684853_1');
  });

  it('does not let a userID in the body unlock anything without a bearer token', async () => {
    expectRefused(await check(liveVideo.id, { userID: VIEWERS.subscriber.ssoId }), 'ERR_3684853_1');
    expectRefused(await check(liveVideo.id, { userID: VIEWERS.bypassed.ssoId }), 'ERR_3684853_1');
  });

  it("treats a bearer for one user with another user's userID as signed out", async () => {
    const token = await signIn(server, VIEWERS.free);
    const error = expectRefused(
      await check(liveVideo.id, { token, userID: VIEWERS.subscriber.ssoId }),
      'ERR_3684853_1',
    );
    expect(error?.detail).toMatch(/does not match/);
  });

  it('answers 401 to a forged, expired or signed-out bearer, so the site renews it, never a grant', async () => {
    const userID = VIEWERS.subscriber.ssoId;
    const expectUnauthorized = (response: Awaited<ReturnType<typeof check>>) => {
      expect(response.status, JSON.stringify(response.body)).toBe(401);
      expect(validate(apiErrorBody, response.body).ok).toBe(true);
      return (response.body as ApiErrorBody).errors[0];
    };
    expectUnauthorized(await check(liveVideo.id, { token: 'not.a.token', userID }));
    const token = await signIn(server, VIEWERS.subscriber);
    const [header, , signature] = token.split('.');
    const claims = { sub: VIEWERS.bypassed.ssoId, sid: 'x', iat: 0, exp: 4_000_000_000 };
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    expectUnauthorized(await check(liveVideo.id, { token: forged }));
    now = new Date(now.getTime() + 16 * 60 * 1000);
    expect(expectUnauthorized(await check(liveVideo.id, { token, userID }))?.detail).toMatch(/expired/i);
    // The session ended (signed out elsewhere): the token is revoked with it.
    const live = await signIn(server, VIEWERS.subscriber);
    await postJson(`${server.url}/account/api/sign_out`, {}, bearer(live));
    expectUnauthorized(await check(liveVideo.id, { token: live }));
  });

  it('answers ERR_56882466_1 to a blocked account', async () => {
    const token = await signIn(server, VIEWERS.blocked);
    expectRefused(await check(liveVideo.id, { token }), 'ERR_56882466_1');
    expectRefused(await check(liveAudio.id, { token }), 'ERR_56882466_1');
  });

  it("answers ERR_56882466_2 where the account's fixed country is blocked by the asset", async () => {
    const token = await signIn(server, VIEWERS.traveller);
    const error = expectRefused(await check(liveVideo.id, { token }), 'ERR_56882466_2');
    expect(error?.detail).toContain('US');
    expect(error?.detail).toContain('/videos/faqs');
    // The account's country wins over the header.
    expectRefused(await check(liveVideo.id, { token, headers: fromEdge('GB') }), 'ERR_56882466_2');
    // Audio rights cover the United States.
    await expectGranted(await check(liveAudio.id, { token }));
  });

  it('takes the country from the edge header when the account has none', async () => {
    const token = await signIn(server, VIEWERS.subscriber);
    expectRefused(await check(liveVideo.id, { token, headers: fromEdge('us') }), 'ERR_56882466_2');
    await expectGranted(await check(liveVideo.id, { token, headers: fromEdge('FR') }));
    // Not a country code: ignored, so the default (GB) applies.
    await expectGranted(await check(liveVideo.id, { token, headers: fromEdge('USA') }));
  });

  it('answers ERR_3684853_3 when no held entitlement opens the asset', async () => {
    const free = await signIn(server, VIEWERS.free);
    expectRefused(await check(liveVideo.id, { token: free }), 'ERR_3684853_3');
    expectRefused(await check(liveAudio.id, { token: free }), 'ERR_3684853_3');
    const audio = await signIn(server, VIEWERS.audio);
    expectRefused(await check(liveVideo.id, { token: audio }), 'ERR_3684853_3');
  });

  it('says when a Saturday blackout ends, as an instant in meta.availableAt (17:15 UK time)', async () => {
    // Saturday 7 November 2026, 15:00 in London (GMT), inside 14:45 to 17:15.
    now = new Date('2026-11-07T15:00:00Z');
    const token = await signIn(server, VIEWERS.subscriber);
    const response = await check(liveVideo.id, { token });
    expectRefused(response, 'ERR_56882466_2');
    const error = (response.body as ApiErrorBody).errors[0] as { meta?: { availableAt?: string } };
    expect(error.meta?.availableAt).toBe('2026-11-07T17:15:00.000Z');
    // Summer time: 17:15 in London is 16:15 UTC.
    now = new Date('2026-08-01T14:00:00Z');
    const summer = await check(liveVideo.id, { token: await signIn(server, VIEWERS.subscriber) });
    const summerError = (summer.body as ApiErrorBody).errors[0] as { meta?: { availableAt?: string } };
    expect(summerError.meta?.availableAt).toBe('2026-08-01T16:15:00.000Z');
  });

  it('checks the country before the entitlements', async () => {
    const free = await signIn(server, VIEWERS.free);
    expectRefused(await check(liveVideo.id, { token: free, headers: fromEdge('US') }), 'ERR_56882466_2');
  });

  it('skips the country rule for a bypassed account, and says so', async () => {
    const token = await signIn(server, VIEWERS.bypassed);
    const granted = await expectGranted(await check(liveVideo.id, { token, headers: fromEdge('US') }));
    expect(granted.bypassed).toBe(true);
  });

  it('uses SERVICES_DEFAULT_COUNTRY when neither account nor header names a country', async () => {
    const token = await signIn(server, VIEWERS.subscriber);
    process.env.SERVICES_DEFAULT_COUNTRY = 'US';
    try {
      expectRefused(await check(liveVideo.id, { token }), 'ERR_56882466_2');
    } finally {
      delete process.env.SERVICES_DEFAULT_COUNTRY;
    }
    await expectGranted(await check(liveVideo.id, { token }));
  });

  it('answers with the spec messages word for word', () => {
    expect(
      Object.fromEntries(Object.entries(SESSION_CHECK_ERRORS).map(([code, e]) => [code, e.title])),
    ).toEqual({
      ERR_3684853_1: 'Please Log In to access this stream',
      ERR_3684853_2: 'Sorry but there is an issue with this stream',
      ERR_3684853_3: 'Sorry but you are not subscribed to this stream. Please upgrade or read our faqs',
      ERR_56882466_1: 'Your account has been blocked by an administrator',
      ERR_56882466_2: 'Sorry but users within this country are not allowed to play this stream',
      ERR_54648_1:
        'Your account has reached the limit for concurrent streaming. Please log out of some browsers and devices and try again',
    });
  });
});

describe('POST /streams/session/check rejects malformed bodies', () => {
  it.each([
    ['no data', {}, 'data'],
    ['no attributes', { data: {} }, 'data.attributes'],
    [
      'an empty videoID',
      { data: { attributes: { videoID: '', mediaType: 'video' } } },
      'data.attributes.videoID',
    ],
    ['no mediaType', { data: { attributes: { videoID: liveVideo.id } } }, 'data.attributes.mediaType'],
    [
      'a numeric userID',
      { data: { attributes: { videoID: liveVideo.id, mediaType: 'video', userID: 7 } } },
      'data.attributes.userID',
    ],
  ])('answers 400 invalid_request for %s', async (_name, body, field) => {
    const response = await postJson<ApiErrorBody>(`${server.url}/streams/session/check`, body);
    expect(response.status).toBe(400);
    expect(response.body.errors[0]?.code).toBe('invalid_request');
    expect(response.body.errors[0]?.detail).toContain(`${field}:`);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await postJson<ApiErrorBody>(`${server.url}/streams/session/check`, '{"data":');
    expect(response.status).toBe(400);
    expect(response.body.errors[0]?.code).toBe('invalid_request');
  });

  it('has no GET', async () => {
    expect((await fetchJson(`${server.url}/streams/session/check`)).status).toBe(404);
  });
});

describe('the setting that bypasses session checks (spec 001 §4, §9: currently 0, off)', () => {
  const subscriberIn = (country: string) => ({
    viewer: {
      ssoId: 'sso-subscriber',
      email: 'subscriber@club.test',
      displayName: null,
      state: 'active' as const,
      bypassed: false,
      country,
      attributes: {},
      entitlements: [ENTITLEMENTS.videoSubscriber],
    },
    country,
    now: WEDNESDAY_NOON,
  });

  it('is off: the restrictions apply and the answer says bypassed false', async () => {
    expect(SESSION_CHECKS_BYPASSED).toBe(false);
    const asset = await getStreamAsset(server.db, liveVideo.id, WEDNESDAY_NOON);
    const decision = decideSessionCheck({ asset, ...subscriberIn('US') });
    expect(decision).toMatchObject({ ok: false, code: 'ERR_56882466_2' });
  });

  // A bypassed decision's lease is taken with no limit (streams-routes.ts), as a bypassed account's.
  it('on, skips the country and concurrency rules for everyone and says bypassed, never the sign-in or entitlement rules', async () => {
    const asset = await getStreamAsset(server.db, liveVideo.id, WEDNESDAY_NOON);
    expect(decideSessionCheck({ asset, ...subscriberIn('US'), checksBypassed: true })).toMatchObject({
      ok: true,
      bypassed: true,
    });
    const unpaid = subscriberIn('GB');
    expect(
      decideSessionCheck({
        asset,
        ...unpaid,
        viewer: { ...unpaid.viewer, entitlements: [] },
        checksBypassed: true,
      }),
    ).toMatchObject({ ok: false, code: 'ERR_3684853_3' });
    expect(decideSessionCheck({ asset, ...unpaid, viewer: null, checksBypassed: true })).toMatchObject({
      ok: false,
      code: 'ERR_3684853_1',
    });
  });
});
