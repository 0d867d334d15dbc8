import type { MatchSummary } from '@club/shared/contracts';
import { clubDayKey } from '@club/shared/format';

/**
 * A match day (spec 000 §3 "matchdayTakeover"): the match is live, or it kicks off today on the
 * London clock and is not over.
 */
export function isMatchDay(match: Pick<MatchSummary, 'status' | 'kickoff'>, now: Date): boolean {
  if (match.status === 'live') return true;
  if (match.status !== 'fixture') return false;
  return clubDayKey(match.kickoff) === clubDayKey(now);
}
