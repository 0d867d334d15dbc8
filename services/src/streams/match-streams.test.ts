// Passes are per match (issue 19), over real HTTP: a match pass opens its own match's live video
// (and live commentary with the commentary price) and its replay, and nothing of any other match;
// each streamed match has stream assets of its own, on air from before kick-off to full time;
// buying one pass leaves every other match's pass on sale, and a second pass can be bought.
import {
  ACCESS_STATUS,
  type ApiErrorBody,
  MATCH_LIVE_WINDOW_MS,
  type MatchDetailResponse,
  mediaPlaylistPath,
  type PaymentsSessionResponse,
  type SessionCheckResponse,
  type StreamAssetResponse,
} from '@club/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  fetchJson,
  fromEdge,
  postJson,
  type RunningServer,
  startTestServer,
} from '../../test/helpers.ts';
import { matchCommentaryCode, matchPassCode } from '../entitlements/package-codes.ts';
import { holdbackRelease } from '../matches/match-replays.ts';
import {
  createCheckout,
  entitlementsOf,
  matchPassBody,
  matchPassOnSale,
  payCheckout,
  signIn,
} from '../payments/test-support.ts';
import { STREAM_ASSETS } from '../seed/catalogue.ts';
import { buildMatchReplays } from '../seed/match-replays.ts';
import { SEED_BASE_DATE } from '../seed/seed-base-date.ts';
import { MATCH_PASS_ACCESS_AFTER_KICK_OFF_MS } from '../streamline/package-documents.ts';
import { matchPlaybackId, matchStreamAssetId } from './match-stream-ids.ts';
import { ON_AIR_BEFORE_KICK_OFF_MS } from './match-streams.ts';

const EMAIL = 'free@club.test';
let now = SEED_BASE_DATE;
let server: RunningServer;
type Pass = Awaited<ReturnType<typeof matchPassOnSale>>;
/** Two passes on sale at the base date: the free account buys the first. */
let first: Pass;
let second: Pass;

const at = (instant: Date | number) => {
  now = new Date(instant);
};
const kickoffOf = (pass: Pass) =>
  new Date(Date.parse(pass.video.accessData.validUntil ?? '') - MATCH_PASS_ACCESS_AFTER_KICK_OFF_MS);

async function buy(pass: Pass, priceId: string): Promise<void> {
  const token = await signIn(server, EMAIL);
  const checkout = await createCheckout(server, token, matchPassBody(EMAIL, pass, priceId));
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
  expect((await payCheckout(server, checkout.body.id)).status).toBe(303);
}

/** The session check's answer for a stream asset, as the free account, from France (no blackout). */
async function check(assetId: string): Promise<{ status: number; code?: string; token?: string }> {
  await server.db.query('DELETE FROM stream_leases');
  const response = await postJson<SessionCheckResponse | ApiErrorBody>(
    `${server.url}/streams/session/check`,
    { data: { attributes: { videoID: assetId, mediaType: 'video' } } },
    { ...bearer(await signIn(server, EMAIL)), ...fromEdge('FR') },
  );
  if (response.status === 200) {
    return { status: 200, token: (response.body as SessionCheckResponse).data.attributes.token };
  }
  return { status: response.status, code: (response.body as ApiErrorBody).errors[0]?.code };
}

async function asset(assetId: string) {
  const response = await fetchJson<StreamAssetResponse>(`${server.url}/streams/streams/${assetId}`);
  expect(response.status).toBe(200);
  return response.body.data.attributes;
}

async function libraryStatus(entryId: string): Promise<number> {
  const response = await fetchJson<PaymentsSessionResponse>(
    `${server.url}/payments/library/session/${entryId}`,
    {
      headers: bearer(await signIn(server, EMAIL)),
    },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.Status;
}

beforeAll(async () => {
  server = await startTestServer({ now: () => now });
  first = await matchPassOnSale(server, 0);
  second = await matchPassOnSale(server, 1);
  await buy(first, first.video.id);
});
afterAll(() => server?.close());

describe("a match's own stream assets", () => {
  it('are named by the match, on air from before kick-off to full time, and open to its pass', async () => {
    const kickoff = kickoffOf(first);
    const videoId = matchStreamAssetId(first.matchID, 'video');
    const audioId = matchStreamAssetId(first.matchID, 'audio');
    const video = await asset(videoId);
    expect(video.title).toBe(`Live: ${first.title}`);
    expect(video.assetData.playbackIds).toEqual([{ id: matchPlaybackId(first.matchID, 'video') }]);
    expect(video.accessData.entitlements).toEqual(['subscriber', matchPassCode(first.matchID)]);
    expect((await asset(audioId)).accessData.entitlements).toContain(matchCommentaryCode(first.matchID));
    const statusAt = async (instant: number, id: string) => {
      at(instant);
      return (await asset(id)).assetData.status;
    };
    expect(await statusAt(kickoff.getTime() - ON_AIR_BEFORE_KICK_OFF_MS.video - 1, videoId)).toBe('idle');
    expect(await statusAt(kickoff.getTime() - ON_AIR_BEFORE_KICK_OFF_MS.video, videoId)).toBe('active');
    expect(await statusAt(kickoff.getTime() - ON_AIR_BEFORE_KICK_OFF_MS.audio - 1, audioId)).toBe('idle');
    expect(await statusAt(kickoff.getTime() - ON_AIR_BEFORE_KICK_OFF_MS.audio, audioId)).toBe('active');
    expect(await statusAt(kickoff.getTime() + MATCH_LIVE_WINDOW_MS - 1, videoId)).toBe('active');
    expect(await statusAt(kickoff.getTime() + MATCH_LIVE_WINDOW_MS, videoId)).toBe('idle');
    at(SEED_BASE_DATE);
  });

  it('are not found for a match that is not streamed, nor for an unknown one', async () => {
    const bTeamMatch = await fetchJson<{ data: Array<{ matchID: string }> }>(
      `${server.url}/match-data/fixtures?team=b-team&status=fixture`,
    );
    const id = bTeamMatch.body.data[0]?.matchID ?? '';
    for (const unknown of [matchStreamAssetId(id, 'video'), matchStreamAssetId('g99999999', 'audio')]) {
      expect((await fetchJson(`${server.url}/streams/streams/${unknown}`)).status).toBe(404);
    }
  });
});

describe('a match pass', () => {
  it("opens its own match's live video at kick-off, with a token for that match's playbackId alone", async () => {
    at(kickoffOf(first));
    const granted = await check(matchStreamAssetId(first.matchID, 'video'));
    expect(granted.status).toBe(200);
    const own = await fetchJson(
      `${server.url}/media${mediaPlaylistPath('live', matchPlaybackId(first.matchID, 'video'), granted.token ?? '')}`,
    );
    expect(own.status).toBe(200);
    const other = await fetchJson<ApiErrorBody>(
      `${server.url}/media${mediaPlaylistPath('live', matchPlaybackId(second.matchID, 'video'), granted.token ?? '')}`,
    );
    expect(other.status).toBe(403);
    expect(other.body.errors[0]?.code).toBe('token_wrong_asset');
  });

  it("opens nothing else: not its match's commentary, not another match, not a team channel", async () => {
    at(kickoffOf(first));
    expect((await check(matchStreamAssetId(first.matchID, 'audio'))).code).toBe('ERR_3684853_3');
    expect((await check(STREAM_ASSETS.liveVideo.id)).code).toBe('ERR_3684853_3');
    at(kickoffOf(second));
    expect((await check(matchStreamAssetId(second.matchID, 'video'))).code).toBe('ERR_3684853_3');
  });

  it('opens its replay from noon the next day until three days after kick-off, and no other replay', async () => {
    const replays = buildMatchReplays(SEED_BASE_DATE);
    const replay = replays.find((r) => r.matchID === first.matchID);
    const played = replays.find((r) => r.releaseFrom < SEED_BASE_DATE);
    expect(replay && played).toBeTruthy();
    const centre = await fetchJson<MatchDetailResponse>(`${server.url}/match-data/matches/${first.matchID}`);
    expect(centre.body.data.replay?.videoId ?? replay?.entryId).toBe(replay?.entryId);

    at(holdbackRelease(new Date(kickoffOf(first).getTime() + MATCH_LIVE_WINDOW_MS)));
    expect(await libraryStatus(replay?.entryId ?? '')).toBe(ACCESS_STATUS.success);
    // Another match's replay: the pass holder holds a package, just not that one.
    expect(await libraryStatus(played?.entryId ?? '')).toBe(ACCESS_STATUS.insufficientEntitlements);
    at(kickoffOf(first).getTime() + MATCH_PASS_ACCESS_AFTER_KICK_OFF_MS);
    expect(await libraryStatus(replay?.entryId ?? '')).toBe(ACCESS_STATUS.noSubscription);
    at(SEED_BASE_DATE);
  });

  it("leaves every other match's pass on sale, and a second pass is bought and opens its match", async () => {
    const token = await signIn(server, EMAIL);
    expect((await entitlementsOf(server, token, EMAIL)).body.data.attributes.entitlements).toEqual([
      matchPassCode(first.matchID),
    ]);
    await buy(second, second.video.id);
    expect((await entitlementsOf(server, token, EMAIL)).body.data.attributes.entitlements).toEqual(
      [matchPassCode(first.matchID), matchPassCode(second.matchID)].sort(),
    );
    at(kickoffOf(second));
    expect((await check(matchStreamAssetId(second.matchID, 'video'))).status).toBe(200);
    at(SEED_BASE_DATE);
  });

  it("with the commentary price, opens its match's live commentary too", async () => {
    await buy(second, second.commentary.id);
    at(kickoffOf(second));
    expect((await check(matchStreamAssetId(second.matchID, 'audio'))).status).toBe(200);
    expect((await check(matchStreamAssetId(first.matchID, 'audio'))).code).toBe('ERR_3684853_3');
    at(SEED_BASE_DATE);
  });
});

describe('the video subscription', () => {
  it('opens every match', async () => {
    at(kickoffOf(second));
    const token = await signIn(server, 'subscriber@club.test');
    await server.db.query('DELETE FROM stream_leases');
    const response = await postJson(
      `${server.url}/streams/session/check`,
      { data: { attributes: { videoID: matchStreamAssetId(second.matchID, 'video'), mediaType: 'video' } } },
      { ...bearer(token), ...fromEdge('FR') },
    );
    expect(response.status).toBe(200);
    at(SEED_BASE_DATE);
  });
});
