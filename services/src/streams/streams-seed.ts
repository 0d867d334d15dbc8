// The streams service's seed: one stream asset per catalogue entry (STREAM_ASSETS) and the
// streaming config. Pure functions of the catalogue, so every start builds the same documents.
import type { StreamAssetAttributes, StreamingConfig, TeamMediaRoute } from '@club/shared/contracts';
import type { Document } from '../content/documents.ts';
import { LIVE_AUDIO_ENTITLEMENTS, LIVE_VIDEO_ENTITLEMENTS } from '../entitlements/package-codes.ts';
import {
  DEFAULT_LIVE_AUDIO_ASSET,
  DEFAULT_LIVE_VIDEO_ASSET,
  STREAM_ASSETS,
  type StreamAssetRef,
} from '../seed/catalogue.ts';
import { documentDataset } from '../seed/datasets.ts';
import { TEAMS } from '../seed/teams-seed.ts';
import {
  STREAM_ASSETS_COLLECTION,
  STREAMING_CONFIG_COLLECTION,
  STREAMING_CONFIG_ID,
  SUPPORT_EMAIL,
  VIDEO_RIGHTS_SOLD_ABROAD,
} from './streams-constants.ts';

type AssetKey = keyof typeof STREAM_ASSETS;

// The teams' live channels: what the club shows between matches (each match has streams of its
// own: match-streams.ts).
const WORDS: Record<AssetKey, { title: string; description: string }> = {
  liveVideo: {
    title: "Club TV live: Men's Team",
    description: 'Press conferences, training and friendlies from the Men’s Team, live.',
  },
  liveVideoIdle: {
    title: 'Club TV live: Lionesses',
    description: 'The Lionesses channel is off air. Check back before the next press conference.',
  },
  liveVideoDisabled: {
    title: 'Club TV live: B-Team',
    description: 'The B-Team has no live channel.',
  },
  liveAudio: {
    title: "Club radio live: Men's Team",
    description: 'Phone-ins and press conferences from the Men’s Team, live.',
  },
  liveAudioIdle: {
    title: 'Club radio live: Lionesses',
    description: 'The Lionesses radio channel is off air.',
  },
  liveAudioDisabled: {
    title: 'Club radio live: B-Team',
    description: 'The B-Team has no radio channel.',
  },
  audioReplay: {
    title: 'Commentary replay: the Riverside cup tie',
    description: 'The full radio commentary of the cup tie at Riverside.',
  },
};

export function buildStreamAsset(key: AssetKey): Document<StreamAssetAttributes> {
  const asset: StreamAssetRef = STREAM_ASSETS[key];
  return {
    id: asset.id,
    body: {
      ...WORDS[key],
      mediaType: asset.live ? 'live-stream' : 'on-demand',
      kind: asset.kind,
      imageData: { posterImageKey: `posters/${asset.id}.jpg`, offlineImageKey: `offline/${asset.id}.jpg` },
      assetData: { status: asset.status, playbackIds: [{ id: asset.playbackId }], drm: asset.drm },
      accessData: {
        entitlements: [...(asset.kind === 'video' ? LIVE_VIDEO_ENTITLEMENTS : LIVE_AUDIO_ENTITLEMENTS)],
      },
      geoData: { blockedCountries: asset.kind === 'video' ? [...VIDEO_RIGHTS_SOLD_ABROAD] : [] },
    },
  };
}

export const buildStreamAssets = (): Array<Document<StreamAssetAttributes>> =>
  (Object.keys(STREAM_ASSETS) as AssetKey[]).map(buildStreamAsset);

const route = (video: AssetKey | null, audio: AssetKey | null): TeamMediaRoute => ({
  liveVideoAssetId: video && STREAM_ASSETS[video].id,
  liveAudioAssetId: audio && STREAM_ASSETS[audio].id,
});

/** Which live assets each team's pages play, by the team's position in spec 000's list. */
const ROUTES_BY_TEAM_POSITION: TeamMediaRoute[] = [
  route('liveVideo', 'liveAudio'),
  route('liveVideoIdle', 'liveAudioIdle'),
  route('liveVideoDisabled', 'liveAudioDisabled'),
  // The Under-18s have no streams.
  route(null, null),
];

export function buildStreamingConfig(): StreamingConfig {
  return {
    defaultLiveAudioAssetId: DEFAULT_LIVE_AUDIO_ASSET,
    defaultLiveVideoAssetId: DEFAULT_LIVE_VIDEO_ASSET,
    supportContact: { email: SUPPORT_EMAIL },
    mediaRouting: Object.fromEntries(
      TEAMS.map((team, i) => [team.id, ROUTES_BY_TEAM_POSITION[i] ?? route(null, null)]),
    ),
  };
}

export const streamAssetsDataset = documentDataset(STREAM_ASSETS_COLLECTION, buildStreamAssets);
export const streamingConfigDataset = documentDataset(STREAMING_CONFIG_COLLECTION, () => [
  { id: STREAMING_CONFIG_ID, body: buildStreamingConfig() },
]);
