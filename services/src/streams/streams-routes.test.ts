import {
  type ApiErrorBody,
  type StreamAssetResponse,
  type StreamingConfig,
  streamAssetResponse,
  streamingConfig,
  validate,
} from '@club/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, type RunningServer, startTestServer } from '../../test/helpers.ts';
import { LIVE_AUDIO_ENTITLEMENTS, LIVE_VIDEO_ENTITLEMENTS } from '../entitlements/package-codes.ts';
import { DEFAULT_LIVE_AUDIO_ASSET, DEFAULT_LIVE_VIDEO_ASSET, STREAM_ASSETS } from '../seed/catalogue.ts';
import { TEAMS } from '../seed/teams-seed.ts';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('GET /streams/streams/{assetID}', () => {
  it.each(Object.values(STREAM_ASSETS))(
    'answers $id with its attributes under data.attributes',
    async (ref) => {
      const response = await fetchJson<StreamAssetResponse>(`${server.url}/streams/streams/${ref.id}`);
      expect(response.status).toBe(200);
      expect(validate(streamAssetResponse, response.body).ok).toBe(true);
      const { id, type, attributes } = response.body.data;
      expect({ id, type }).toEqual({ id: ref.id, type: 'streams' });
      expect(attributes.title).not.toBe('');
      expect(attributes.description).not.toBe('');
      expect(attributes.mediaType).toBe(ref.live ? 'live-stream' : 'on-demand');
      expect(attributes.kind).toBe(ref.kind);
      expect(attributes.imageData).toEqual({
        posterImageKey: `posters/${ref.id}.jpg`,
        offlineImageKey: `offline/${ref.id}.jpg`,
      });
      expect(attributes.assetData).toEqual({
        status: ref.status,
        playbackIds: [{ id: ref.playbackId }],
        drm: ref.drm,
      });
      expect(attributes.accessData.entitlements).toEqual(
        ref.kind === 'video' ? LIVE_VIDEO_ENTITLEMENTS : LIVE_AUDIO_ENTITLEMENTS,
      );
    },
  );

  it('has live video and live audio in each status', async () => {
    const seen = new Set<string>();
    for (const ref of Object.values(STREAM_ASSETS)) {
      const response = await fetchJson<StreamAssetResponse>(`${server.url}/streams/streams/${ref.id}`);
      const { mediaType, kind, assetData } = response.body.data.attributes;
      seen.add(`${mediaType} ${kind} ${assetData.status}`);
    }
    for (const kind of ['video', 'audio'])
      for (const status of ['active', 'idle', 'disabled'])
        expect(seen).toContain(`live-stream ${kind} ${status}`);
  });

  it('blocks live video, not audio, where the rights are sold abroad', async () => {
    const video = await fetchJson<StreamAssetResponse>(
      `${server.url}/streams/streams/${STREAM_ASSETS.liveVideo.id}`,
    );
    const audio = await fetchJson<StreamAssetResponse>(
      `${server.url}/streams/streams/${STREAM_ASSETS.liveAudio.id}`,
    );
    expect(video.body.data.attributes.geoData.blockedCountries).toEqual(['US']);
    expect(audio.body.data.attributes.geoData.blockedCountries).toEqual([]);
  });

  it('answers 404 not_found for an unknown asset', async () => {
    const response = await fetchJson<ApiErrorBody>(`${server.url}/streams/streams/no-such-asset`);
    expect(response.status).toBe(404);
    expect(response.body.errors[0]?.code).toBe('not_found');
  });
});

describe('GET /streams/config', () => {
  it('answers the default live assets, the support contact and routing for every team', async () => {
    const response = await fetchJson<StreamingConfig>(`${server.url}/streams/config`);
    expect(response.status).toBe(200);
    expect(validate(streamingConfig, response.body).ok).toBe(true);
    expect(response.body.defaultLiveVideoAssetId).toBe(DEFAULT_LIVE_VIDEO_ASSET);
    expect(response.body.defaultLiveAudioAssetId).toBe(DEFAULT_LIVE_AUDIO_ASSET);
    expect(response.body.supportContact.email).toMatch(/^[^@\s]+@[^@\s]+$/);
    expect(Object.keys(response.body.mediaRouting).sort()).toEqual(TEAMS.map((team) => team.id).sort());
    expect(response.body.mediaRouting[TEAMS[0]?.id ?? '']).toEqual({
      liveVideoAssetId: DEFAULT_LIVE_VIDEO_ASSET,
      liveAudioAssetId: DEFAULT_LIVE_AUDIO_ASSET,
    });
  });

  it('routes only to assets that exist', async () => {
    const { body } = await fetchJson<StreamingConfig>(`${server.url}/streams/config`);
    const ids = Object.values(body.mediaRouting).flatMap((r) => [r.liveVideoAssetId, r.liveAudioAssetId]);
    for (const id of ids.filter((x): x is string => x !== null)) {
      expect((await fetchJson(`${server.url}/streams/streams/${id}`)).status).toBe(200);
    }
  });
});
