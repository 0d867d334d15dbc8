// The package codes videos and streams ask for and packages grant (spec 001 §3: SysEntryEntitlements,
// accessData.entitlements), named once for the services' rules and for the seed that writes them
// into the catalogue, the packages and the demo accounts.

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
