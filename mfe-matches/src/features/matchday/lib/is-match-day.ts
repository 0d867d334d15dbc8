import type { MatchSummary } from '@club/shared/contracts';
import { TIMEZONE } from '@club/shared/site';

const londonDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIMEZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * A match day (spec 000 §3 "matchdayTakeover"): the match is live, or it kicks off today on the
 * London clock and is not over.
 */
export function isMatchDay(match: Pick<MatchSummary, 'status' | 'kickoff'>, now: Date): boolean {
  if (match.status === 'live') return true;
  if (match.status !== 'fixture') return false;
  return londonDay.format(new Date(match.kickoff)) === londonDay.format(now);
}
