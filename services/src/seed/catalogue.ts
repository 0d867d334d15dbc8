// Identifiers more than one service's seed refers to, in one place so they cannot drift: the
// package codes videos and streams ask for and packages grant, and the stream assets the feeds,
// the streaming config and the media service share. Each service's own seed builds the rest.

/**
 * Package codes (spec 001 §3: SysEntryEntitlements, accessData.entitlements). A video or stream
 * lists the codes that open it; a price grants one code when bought.
 */
export const ENTITLEMENTS = {
  /** The video subscription (monthly or season): every paid video and live match video. */
  videoSubscriber: 'subscriber',
  /** A single-match pass: live video of that match and its replay. */
  matchPass: 'match-pass',
  /** Audio commentary, bought for the season. */
  audioAnnual: 'audio-annual',
  /** Audio commentary, bought monthly. */
  audioMonthly: 'audio-monthly',
} as const;
export type EntitlementCode = (typeof ENTITLEMENTS)[keyof typeof ENTITLEMENTS];

/** Spec 001 §4: '?' opens an item to everyone, '*' to anyone signed in (named in @club/shared/contracts). */
export {
  ENTITLEMENT_ANY_SIGNED_IN as ANY_SIGNED_IN,
  ENTITLEMENT_OPEN_TO_ALL as OPEN_TO_ALL,
} from '@club/shared/contracts';

/** Codes that open live match video and live audio commentary (spec 001 §6: "a pass or subscription"). */
export const LIVE_VIDEO_ENTITLEMENTS: readonly string[] = [
  ENTITLEMENTS.videoSubscriber,
  ENTITLEMENTS.matchPass,
];
export const LIVE_AUDIO_ENTITLEMENTS: readonly string[] = [
  ENTITLEMENTS.audioAnnual,
  ENTITLEMENTS.audioMonthly,
  ENTITLEMENTS.videoSubscriber,
];

/**
 * The stream assets of the streams service (spec 001 §3 "Stream asset"), one per status for live
 * video and for live audio, plus on-demand audio. `playbackId` names the media the media service
 * serves, and a playback token opens exactly one playbackId (or one on-demand entryId).
 */
export interface StreamAssetRef {
  id: string;
  playbackId: string;
  kind: 'video' | 'audio';
  live: boolean;
  /** Mux live-stream statuses; spec 001 §4: idle and disabled show the offline image. */
  status: 'active' | 'idle' | 'disabled';
  /** Live video is ClearKey-encrypted (the DRM path); audio is clear AAC. */
  drm: boolean;
}

export const STREAM_ASSETS = {
  liveVideo: {
    id: 'live-video-first-team',
    playbackId: 'pb-live-video',
    kind: 'video',
    live: true,
    status: 'active',
    drm: true,
  },
  liveVideoIdle: {
    id: 'live-video-lionesses',
    playbackId: 'pb-live-video-idle',
    kind: 'video',
    live: true,
    status: 'idle',
    drm: true,
  },
  liveVideoDisabled: {
    id: 'live-video-b-team',
    playbackId: 'pb-live-video-disabled',
    kind: 'video',
    live: true,
    status: 'disabled',
    drm: true,
  },
  liveAudio: {
    id: 'live-audio-first-team',
    playbackId: 'pb-live-audio',
    kind: 'audio',
    live: true,
    status: 'active',
    drm: false,
  },
  liveAudioIdle: {
    id: 'live-audio-lionesses',
    playbackId: 'pb-live-audio-idle',
    kind: 'audio',
    live: true,
    status: 'idle',
    drm: false,
  },
  liveAudioDisabled: {
    id: 'live-audio-b-team',
    playbackId: 'pb-live-audio-disabled',
    kind: 'audio',
    live: true,
    status: 'disabled',
    drm: false,
  },
  audioReplay: {
    id: 'audio-replay-cup-tie',
    playbackId: 'pb-audio-replay',
    kind: 'audio',
    live: false,
    status: 'active',
    drm: false,
  },
} as const satisfies Record<string, StreamAssetRef>;

/** Spec 001 §3 "Streaming config: default live audio and video asset ids". */
export const DEFAULT_LIVE_VIDEO_ASSET = STREAM_ASSETS.liveVideo.id;
export const DEFAULT_LIVE_AUDIO_ASSET = STREAM_ASSETS.liveAudio.id;
