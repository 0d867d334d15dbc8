import { MATCH_LIVE_WINDOW_MS } from '@club/shared/contracts';
// A streamed match's full replay, as the streaming side models a replay: an on-demand entry
// published at full time and held back until 12 noon UK time the next day (spec 001 §9), for
// subscribers and the match's pass holders. The match centre names its match's replay
// (matches-routes.ts); the seed writes every replay into the video catalogue (seed/match-replays.ts),
// and the videos service serves it like any other entry, so the player's own checks decide who may
// watch.
import { TIMEZONE } from '@club/shared/site';
import { DateTime } from 'luxon';
import { ENTITLEMENTS, matchPassCode } from '../entitlements/package-codes.ts';
import { entryIdFor } from '../videos/entry-id.ts';
import { isStreamedMatch, type ReplayableMatch } from './streamed-matches.ts';

/** Spec 001 §9 (streaming FAQ): "Replay holdback is generally until 12 noon UK time the next day". */
export const REPLAY_HOLDBACK_HOUR = 12;

/** Noon UK time on the day after `at`: when a replay published at `at` is released. */
export const holdbackRelease = (at: Date): Date =>
  DateTime.fromJSDate(at, { zone: TIMEZONE })
    .plus({ days: 1 })
    .set({ hour: REPLAY_HOLDBACK_HOUR, minute: 0, second: 0, millisecond: 0 })
    .toJSDate();

export interface MatchReplay {
  /** Its entry id in the videos service (`0_` and eight base-36 characters). */
  entryId: string;
  /** Published at full time. */
  publishedAt: Date;
  /** Released (found, listed, playable) from noon UK time the next day. */
  releaseFrom: Date;
}

/** A match's replay, or null when it has none (a team not streamed, a friendly, an older season). */
export function replayOf(match: ReplayableMatch): MatchReplay | null {
  if (!isStreamedMatch(match)) return null;
  const publishedAt = new Date(Date.parse(match.kickoff) + MATCH_LIVE_WINDOW_MS);
  return {
    entryId: entryIdFor(`match-replay-${match.matchID}`),
    publishedAt,
    releaseFrom: holdbackRelease(publishedAt),
  };
}

/** Entitlements of a match replay: the video subscription, or that match's own pass. */
export const matchReplayEntitlements = (matchID: string): string[] => [
  ENTITLEMENTS.videoSubscriber,
  matchPassCode(matchID),
];
