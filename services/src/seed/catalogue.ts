// The standing stream assets more than one service's seed refers to (the streams service's documents,
// the feeds' live entries, the streaming config), in one place so they cannot drift. The services
// read them from the database (streams/stream-assets.ts); the package codes are
// entitlements/package-codes.ts and a match's own stream ids streams/match-stream-ids.ts.

/**
 * The streams service's standing stream assets (spec 001 §3 "Stream asset"): each team's live
 * channel (press conferences, training, friendlies: no match of its own), one per status for live
 * video and for live audio, plus on-demand audio. Every streamed match has stream assets of its own
 * besides these (streams/match-streams.ts). `playbackId` names the media the media service serves,
 * and a playback token opens exactly one playbackId (or one on-demand entryId).
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
