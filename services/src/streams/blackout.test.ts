// The UK and Ireland Saturday blackout (spec 001 §9: 14:45 to 17:15 UK time), over HTTP with the
// server clock pinned to each instant. September Saturdays are in BST (UTC+1), November ones in
// GMT, so the same local edges fall on different UTC instants.
import { type ApiErrorBody, SESSION_CHECK_ERRORS } from '@club/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, fromEdge, postJson, type RunningServer, startTestServer } from '../../test/helpers.ts';
import { signIn, VIEWERS } from '../playback/test-viewers.ts';
import type { DemoAccount } from '../seed/accounts-seed.ts';
import { STREAM_ASSETS } from '../seed/catalogue.ts';

let now = new Date('2026-11-04T12:00:00Z');
let server: RunningServer;
/** Access tokens by account and instant: sign-in hashes a password, so each is made once. */
const tokens = new Map<string, string>();

beforeAll(async () => {
  server = await startTestServer({ now: () => now });
});
afterAll(() => server?.close());

/** The session check's status (and code when refused) at `instant`, signed in at that instant. */
async function checkAt(
  instant: string,
  options: { country?: string; account?: DemoAccount; assetId?: string } = {},
): Promise<number | string> {
  now = new Date(instant);
  // Each check is asked afresh: none holds a concurrency lease for the next (concurrency.test.ts).
  await server.db.query('DELETE FROM stream_leases');
  const account = options.account ?? VIEWERS.subscriber;
  const key = `${account.email} ${instant}`;
  const token = tokens.get(key) ?? (await signIn(server, account));
  tokens.set(key, token);
  const response = await postJson<ApiErrorBody>(
    `${server.url}/streams/session/check`,
    { data: { attributes: { videoID: options.assetId ?? STREAM_ASSETS.liveVideo.id, mediaType: 'video' } } },
    { ...bearer(token), ...(options.country ? fromEdge(options.country) : {}) },
  );
  if (response.status !== 403) return response.status;
  const error = response.body.errors[0];
  expect(error?.title).toBe(SESSION_CHECK_ERRORS.ERR_56882466_2.title);
  return error?.code ?? 'no code';
}

const BLACKED_OUT = 'ERR_56882466_2';

describe('Saturday blackout in British Summer Time (12 September 2026, UTC+1)', () => {
  it.each([
    ['14:44 local is open', '2026-09-12T13:44:00Z', 200],
    ['14:44:59 local is open', '2026-09-12T13:44:59.999Z', 200],
    ['14:45 local starts it', '2026-09-12T13:45:00Z', BLACKED_OUT],
    ['16:00 local is inside', '2026-09-12T15:00:00Z', BLACKED_OUT],
    ['17:14 local is inside', '2026-09-12T16:14:00Z', BLACKED_OUT],
    ['17:14:59 local is inside', '2026-09-12T16:14:59Z', BLACKED_OUT],
    ['17:15 local ends it', '2026-09-12T16:15:00Z', 200],
    // 17:30 UTC is 18:30 in London: a UTC clock would get these two wrong.
    ['14:50 local (13:50 UTC) is inside', '2026-09-12T13:50:00Z', BLACKED_OUT],
    ['17:30 local (16:30 UTC) is open', '2026-09-12T16:30:00Z', 200],
  ])('%s', async (_name, instant, expected) => {
    expect(await checkAt(instant)).toBe(expected);
  });
});

describe('Saturday blackout in Greenwich Mean Time (7 November 2026, UTC+0)', () => {
  it.each([
    ['14:44 is open', '2026-11-07T14:44:00Z', 200],
    ['14:45 starts it', '2026-11-07T14:45:00Z', BLACKED_OUT],
    ['17:14 is inside', '2026-11-07T17:14:00Z', BLACKED_OUT],
    ['17:15 ends it', '2026-11-07T17:15:00Z', 200],
  ])('%s', async (_name, instant, expected) => {
    expect(await checkAt(instant)).toBe(expected);
  });
});

describe('who and what the blackout covers', () => {
  const SATURDAY_3PM = '2026-11-07T15:00:00Z';

  it('covers only Saturday, not Friday or Sunday at the same hour', async () => {
    expect(await checkAt('2026-11-06T15:00:00Z')).toBe(200);
    expect(await checkAt('2026-11-08T15:00:00Z')).toBe(200);
    expect(await checkAt('2026-09-11T14:00:00Z')).toBe(200);
    expect(await checkAt('2026-09-13T14:00:00Z')).toBe(200);
  });

  it('covers viewers in GB (also by default) and IE, not FR', async () => {
    expect(await checkAt(SATURDAY_3PM, { country: 'GB' })).toBe(BLACKED_OUT);
    expect(await checkAt(SATURDAY_3PM)).toBe(BLACKED_OUT);
    expect(await checkAt(SATURDAY_3PM, { country: 'IE' })).toBe(BLACKED_OUT);
    expect(await checkAt(SATURDAY_3PM, { country: 'FR' })).toBe(200);
  });

  it('covers live video only: live audio commentary plays', async () => {
    expect(await checkAt(SATURDAY_3PM, { assetId: STREAM_ASSETS.liveAudio.id })).toBe(200);
    expect(await checkAt(SATURDAY_3PM, { account: VIEWERS.audio, assetId: STREAM_ASSETS.liveAudio.id })).toBe(
      200,
    );
  });

  it('does not apply to a bypassed account', async () => {
    expect(await checkAt(SATURDAY_3PM, { account: VIEWERS.bypassed, country: 'GB' })).toBe(200);
    expect(await checkAt(SATURDAY_3PM, { account: VIEWERS.bypassed, country: 'IE' })).toBe(200);
  });

  it('comes before the entitlement check, so a free viewer hears about the blackout', async () => {
    expect(await checkAt(SATURDAY_3PM, { account: VIEWERS.free })).toBe(BLACKED_OUT);
  });
});
