// Identifiers more than one service's seed refers to, in one place so they cannot drift: the
// package codes videos and streams ask for and packages grant, and the stream assets the feeds,
// the streaming config and the media service share. Each service's own seed builds the rest.

/**
 * Package codes (spec 001 §3: SysEntryEntitlements, accessData.entitlements). A video or stream
 * lists the codes that open it; a price grants its codes when bought. Match passes grant codes of
 * their own match (matchPassCode, matchCommentaryCode).
 */
export const ENTITLEMENTS = {
  /** The video subscription (monthly or season): every paid video and live match video. */
  videoSubscriber: 'subscriber',
  /**
   * Held with `subscriber` by the season's video plans: it opens nothing by itself, but says the
   * supporter has the season plan, so a monthly subscriber is offered the season pass as an upgrade
   * (a price shows Buy unless every code it grants is held).
   */
  videoSeason: 'video-season',
  /** Audio commentary, bought for the season. */
  audioAnnual: 'audio-annual',
  /** Audio commentary, bought monthly. */
  audioMonthly: 'audio-monthly',
} as const;
export type EntitlementCode = (typeof ENTITLEMENTS)[keyof typeof ENTITLEMENTS];

/**
 * A match pass's own code (issue 19): it opens that match's live video and its replay, and nothing
 * else; each match's pass grants a different one, so buying one pass leaves every other on sale.
 */
export const matchPassCode = (matchID: string): string => `match-pass:${matchID}`;
/** The code of a match pass price that includes the match's live commentary. */
export const matchCommentaryCode = (matchID: string): string => `match-commentary:${matchID}`;

/**
 * Codes that open live video and live audio commentary (spec 001 §6: "a pass or subscription"): the
 * subscriptions. A match's own streams add that match's pass codes (streams/match-streams.ts).
 */
export const LIVE_VIDEO_ENTITLEMENTS: readonly string[] = [ENTITLEMENTS.videoSubscriber];
export const LIVE_AUDIO_ENTITLEMENTS: readonly string[] = [
  ENTITLEMENTS.audioAnnual,
  ENTITLEMENTS.audioMonthly,
  ENTITLEMENTS.videoSubscriber,
];

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

/**
 * A streamed match's own stream assets (issue 19: each live match has its own, so a playback token
 * and a match pass open that match alone): its live video and its live commentary, with their
 * playbackIds. The media are the same test renditions as the standing assets'.
 */
export const MATCH_STREAM_KINDS = ['video', 'audio'] as const;
export type MatchStreamKind = (typeof MATCH_STREAM_KINDS)[number];
export const matchStreamAssetId = (matchID: string, kind: MatchStreamKind): string =>
  `match-${kind}-${matchID}`;
export const matchPlaybackId = (matchID: string, kind: MatchStreamKind): string =>
  `pb-match-${kind}-${matchID}`;

const MATCH_ID = '[a-z0-9]{1,40}';
const MATCH_ASSET = new RegExp(`^match-(video|audio)-(${MATCH_ID})$`);
const MATCH_PLAYBACK = new RegExp(`^pb-match-(video|audio)-(${MATCH_ID})$`);

/** The match and kind a match stream asset id or playbackId names; undefined for any other id. */
export function parseMatchStreamId(id: string): { matchID: string; kind: MatchStreamKind } | undefined {
  const found = MATCH_ASSET.exec(id) ?? MATCH_PLAYBACK.exec(id);
  return found ? { kind: found[1] as MatchStreamKind, matchID: found[2] as string } : undefined;
}
