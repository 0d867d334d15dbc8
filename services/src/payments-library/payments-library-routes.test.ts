import {
  ACCESS_MESSAGES,
  type ApiErrorBody,
  PAYMENTS_SESSION_HEADER,
  type PaymentsSessionResponse,
  type PaymentsSessionState,
  paymentsSessionResponse,
  paymentsSessionState,
  validate,
} from '@club/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, fetchJson, type RunningServer, startTestServer } from '../../test/helpers.ts';
import { ENTITLEMENTS } from '../entitlements/package-codes.ts';
import { verifyPlaybackToken } from '../playback/playback-token.ts';
import { signIn, VIEWERS } from '../playback/test-viewers.ts';
import type { DemoAccount } from '../seed/accounts-seed.ts';
import { STREAM_ASSETS } from '../seed/catalogue.ts';
import { PAYMENTS_SESSION_TTL_MS, signPaymentsSession, verifyPaymentsSession } from './session-token.ts';

const SECRET = 'payments-library-test-secret';
const secret = Buffer.from(SECRET, 'utf8');
const now = new Date('2026-11-04T12:00:00Z');
let server: RunningServer;
const tokens = new Map<DemoAccount, string>();

/** One seeded entry for each kind of entitlement list (spec 001 §4), found in the catalogue. */
const entries: Record<'open' | 'signedIn' | 'empty' | 'subscriber' | 'audio', string> = {
  open: '',
  signedIn: '',
  empty: '',
  subscriber: '',
  audio: '',
};

/** Entries the library must not serve: a live one (session check only) and one not yet released. */
const unplayable = { live: '', notYetReleased: '' };

beforeAll(async () => {
  server = await startTestServer({ now: () => now, secret: SECRET });
  const { rows } = await server.db.query<{ entry_id: string; entitlements: string[] }>(
    `SELECT entry_id, entitlements FROM videos
     WHERE media_type = 'OnDemand' AND start_at <= $1 ORDER BY entry_id`,
    [now],
  );
  const other = async (where: string) => {
    const found = await server.db.query<{ entry_id: string }>(
      `SELECT entry_id FROM videos WHERE ${where} ORDER BY entry_id LIMIT 1`,
      [now],
    );
    if (!found.rows[0]) throw new Error(`the video seed lacks an entry where ${where}`);
    return found.rows[0].entry_id;
  };
  unplayable.live = await other(`media_type = 'Live' AND start_at <= $1`);
  unplayable.notYetReleased = await other(`media_type = 'OnDemand' AND start_at > $1`);
  const find = (test: (codes: string[]) => boolean) => {
    const row = rows.find((r) => test(r.entitlements));
    if (!row) throw new Error('the video seed lacks an entry this test needs');
    return row.entry_id;
  };
  entries.open = find((c) => c.length === 1 && c[0] === '?');
  entries.signedIn = find((c) => c.length === 1 && c[0] === '*');
  entries.empty = find((c) => c.length === 0);
  entries.subscriber = find((c) => c.length === 1 && c[0] === ENTITLEMENTS.videoSubscriber);
  entries.audio = find((c) => c.length === 1 && c[0] === ENTITLEMENTS.audioAnnual);
  for (const viewer of Object.values(VIEWERS)) {
    if (viewer.state !== 'password_change_required') tokens.set(viewer, await signIn(server, viewer));
  }
});
afterAll(() => server?.close());

async function session(entryId: string, viewer?: DemoAccount | string) {
  const token = typeof viewer === 'string' ? viewer : viewer && tokens.get(viewer);
  const response = await fetchJson<PaymentsSessionResponse>(
    `${server.url}/payments/library/session/${encodeURIComponent(entryId)}`,
    { headers: token ? bearer(token) : {} },
  );
  expect(response.status).toBe(200);
  expect(validate(paymentsSessionResponse, response.body).ok).toBe(true);
  return response.body;
}

describe('GET /payments/library/session/{entryId}', () => {
  it.each([
    ['anyone, signed out, opens a "?" entry', 'open', undefined, -1],
    ['a blocked account still opens a "?" entry', 'open', VIEWERS.blocked, -1],
    ['signed out gets 0 for a "*" entry', 'signedIn', undefined, 0],
    ['signed out gets 0 for an empty list', 'empty', undefined, 0],
    ['signed out gets 0 for a paid entry', 'subscriber', undefined, 0],
    ['a free account opens a "*" entry', 'signedIn', VIEWERS.free, -1],
    ['a free account opens an empty list (empty means not locked)', 'empty', VIEWERS.free, -1],
    ['a free account has no subscription for a paid entry', 'subscriber', VIEWERS.free, 1],
    ['an audio pass is not enough for a video-subscriber entry', 'subscriber', VIEWERS.audio, 2],
    ['a video subscriber is not subscribed to audio commentary', 'audio', VIEWERS.subscriber, 2],
    ['a video subscriber opens a subscriber entry', 'subscriber', VIEWERS.subscriber, -1],
    ['an audio pass opens the commentary replay', 'audio', VIEWERS.audio, -1],
    ['a blocked account gets 3 for a "*" entry', 'signedIn', VIEWERS.blocked, 3],
    ['a blocked account gets 3 for a paid entry', 'subscriber', VIEWERS.blocked, 3],
  ] as const)('%s', async (_name, entry, viewer, status) => {
    const body = await session(entries[entry], viewer);
    expect(body.Status).toBe(status);
    expect(body.Message).toBe(ACCESS_MESSAGES[status]);
    if (status !== -1) {
      expect(body.KSession).toBeUndefined();
      return;
    }
    const verified = await verifyPlaybackToken(body.KSession ?? '', entries[entry], secret, now);
    expect(verified.ok).toBe(true);
    if (verified.ok) expect(verified.claims.sub).toBe(viewer ? viewer.ssoId : null);
  });

  it('answers the spec messages word for word', () => {
    expect(ACCESS_MESSAGES).toEqual({
      '-1': 'success',
      0: 'Please Log In to access this',
      1: 'Sorry but you do not have any subscriptions. Please upgrade or read our faqs. If you think this is a mistake please contact support.',
      2: 'Sorry but you are not subscribed to this stream. Please upgrade or read our faqs. If you think this is a mistake please contact support.',
      3: 'Your account has been blocked by an administrator. If you think this is a mistake please contact support.',
    });
  });

  it('gives a KSession that opens only its own entry', async () => {
    const body = await session(entries.subscriber, VIEWERS.subscriber);
    expect(await verifyPlaybackToken(body.KSession ?? '', entries.open, secret, now)).toEqual({
      ok: false,
      reason: 'wrong-asset',
    });
  });

  it('gives a KSession the media service accepts for that entry', async () => {
    const body = await session(entries.subscriber, VIEWERS.subscriber);
    const playlist = (entryId: string) =>
      fetchJson(`${server.url}/media/vod/${entryId}/index.m3u8?token=${body.KSession}`);
    expect((await playlist(entries.subscriber)).status).toBe(200);
    expect((await playlist(entries.open)).status).toBe(403);
  });

  it('answers a missing bearer as signed out, and a forged one 401 (the site renews it), never a KSession', async () => {
    expect((await session(entries.signedIn)).Status).toBe(0);
    for (const entryId of [entries.signedIn, entries.subscriber, entries.open]) {
      const response = await fetchJson<ApiErrorBody>(
        `${server.url}/payments/library/session/${encodeURIComponent(entryId)}`,
        { headers: bearer('forged.token.here') },
      );
      expect(response.status).toBe(401);
      expect(response.body.errors[0]?.code).toBe('unauthorized');
    }
  });

  it.each([
    ['an unknown entry', () => 'no-such-entry'],
    ['a live entry (it plays through the session check)', () => unplayable.live],
    ['an entry not released yet', () => unplayable.notYetReleased],
  ])('answers 404 for %s, even to a subscriber', async (_name, entryId) => {
    const response = await fetchJson<ApiErrorBody>(`${server.url}/payments/library/session/${entryId()}`, {
      headers: bearer(tokens.get(VIEWERS.bypassed) ?? ''),
    });
    expect(response.status).toBe(404);
    expect(response.body.errors[0]?.code).toBe('not_found');
  });
});

describe('GET /payments/library/session/{entryId} for on-demand audio (spec 001 §4: "The same status codes apply to audio via the payment provider")', () => {
  const replay = STREAM_ASSETS.audioReplay;

  it.each([
    ['signed out gets 0', undefined, 0],
    ['a free account has no subscription', VIEWERS.free, 1],
    ['an audio pass opens it', VIEWERS.audio, -1],
    ['a video subscription opens it (it comes with the audio)', VIEWERS.subscriber, -1],
    ['a blocked account gets 3', VIEWERS.blocked, 3],
  ] as const)('the commentary replay asset: %s', async (_name, viewer, status) => {
    const body = await session(replay.id, viewer);
    expect(body.Status).toBe(status);
    expect(body.Message).toBe(ACCESS_MESSAGES[status]);
    if (status !== -1) expect(body.KSession).toBeUndefined();
  });

  it("gives a KSession that opens the asset's audio at the media service, and nothing else", async () => {
    const body = await session(replay.id, VIEWERS.audio);
    const playlist = (playbackId: string) =>
      fetchJson(`${server.url}/media/audio/${playbackId}/index.m3u8?token=${body.KSession}`);
    expect((await playlist(replay.playbackId)).status).toBe(200);
    expect((await playlist(STREAM_ASSETS.liveAudio.playbackId)).status).toBe(403);
  });

  it('answers 404 for a live audio asset: it plays through the session check', async () => {
    const response = await fetchJson<ApiErrorBody>(
      `${server.url}/payments/library/session/${STREAM_ASSETS.liveAudio.id}`,
      { headers: bearer(tokens.get(VIEWERS.audio) ?? '') },
    );
    expect(response.status).toBe(404);
  });
});

describe('GET /payments/library/session/{entryId} with an izSession (the player renewing)', () => {
  async function izSessionOf(viewer: DemoAccount): Promise<string> {
    const response = await fetchJson<PaymentsSessionState>(`${server.url}/payments/library/session-state`, {
      headers: bearer(tokens.get(viewer) ?? ''),
    });
    expect(response.status).toBe(200);
    return response.body.izSession;
  }
  const withIzSession = (entryId: string, izSession: string) =>
    fetchJson<PaymentsSessionResponse & ApiErrorBody>(
      `${server.url}/payments/library/session/${encodeURIComponent(entryId)}`,
      { headers: { [PAYMENTS_SESSION_HEADER]: izSession } },
    );

  it('answers for the account the izSession names, with no bearer', async () => {
    const answer = await withIzSession(entries.subscriber, await izSessionOf(VIEWERS.subscriber));
    expect(answer.status).toBe(200);
    expect(answer.body.Status).toBe(-1);
    const verified = await verifyPlaybackToken(answer.body.KSession ?? '', entries.subscriber, secret, now);
    expect(verified.ok && verified.claims.sub).toBe(VIEWERS.subscriber.ssoId);
  });

  it("applies the account's rules as they are now: no subscription, blocked", async () => {
    expect((await withIzSession(entries.subscriber, await izSessionOf(VIEWERS.free))).body.Status).toBe(1);
    expect((await withIzSession(entries.subscriber, await izSessionOf(VIEWERS.blocked))).body.Status).toBe(3);
  });

  it('refuses an expired, forged or other kind of token with 401, never answering as signed out', async () => {
    const expired = await signPaymentsSession(
      { ssoId: VIEWERS.subscriber.ssoId, now: new Date(now.getTime() - PAYMENTS_SESSION_TTL_MS - 1000) },
      secret,
    );
    const playbackToken = (await session(entries.open)).KSession ?? '';
    for (const izSession of [expired, 'forged.token.here', playbackToken]) {
      const answer = await withIzSession(entries.open, izSession);
      expect(answer.status).toBe(401);
      expect(answer.body.errors[0]?.code).toBe('unauthorized');
    }
  });
});

describe('GET /payments/library/session-state', () => {
  async function state(viewer: DemoAccount) {
    const response = await fetchJson<PaymentsSessionState>(`${server.url}/payments/library/session-state`, {
      headers: bearer(tokens.get(viewer) ?? ''),
    });
    expect(response.status).toBe(200);
    expect(validate(paymentsSessionState, response.body).ok).toBe(true);
    return response.body;
  }

  it('answers the customer with comma-separated entitlements and an izSession for that account', async () => {
    const body = await state(VIEWERS.traveller);
    expect(body.Customer).toEqual({
      Id: VIEWERS.traveller.ssoId,
      FirstName: 'Terry',
      LastName: 'Traveller',
      Entitlements: [ENTITLEMENTS.audioAnnual, ENTITLEMENTS.videoSubscriber].sort().join(','),
    });
    const verified = await verifyPaymentsSession(body.izSession, secret, now);
    expect(verified.ok).toBe(true);
    if (verified.ok) expect(verified.claims.sub).toBe(VIEWERS.traveller.ssoId);
    // An izSession is not a playback token.
    expect((await verifyPlaybackToken(body.izSession, entries.open, secret, now)).ok).toBe(false);
  });

  it('answers an empty entitlement string for an account with none', async () => {
    expect((await state(VIEWERS.free)).Customer.Entitlements).toBe('');
  });

  it.each([
    ['no bearer', {}],
    ['a forged bearer', bearer('forged.token.here')],
  ])('answers 401 with %s', async (_name, headers) => {
    const response = await fetchJson<ApiErrorBody>(`${server.url}/payments/library/session-state`, {
      headers,
    });
    expect(response.status).toBe(401);
    expect(response.body.errors[0]?.code).toBe('unauthorized');
  });
});
