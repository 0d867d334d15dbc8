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

/** Spec 001 §4: '?' opens an item to everyone, '*' to anyone signed in. */
export const OPEN_TO_ALL = '?';
export const ANY_SIGNED_IN = '*';

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
