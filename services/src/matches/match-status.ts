// A match's status as the server's clock sees it. The seed fixes fixtures and results; between
// kick-off and full time a fixture answers 'live', so moving the clock moves the live match and
// the next match without touching the data.
import type { MatchStatus, MatchSummary } from '@club/shared/contracts';

/** Kick-off to full time: 90 minutes, 15 for half-time and 10 of added time. */
export const MATCH_LIVE_WINDOW_MS = 115 * 60 * 1000;

export function statusAt(match: Pick<MatchSummary, 'status' | 'kickoff'>, now: Date): MatchStatus {
  if (match.status !== 'fixture') return match.status;
  const kickoff = Date.parse(match.kickoff);
  const t = now.getTime();
  return kickoff <= t && t < kickoff + MATCH_LIVE_WINDOW_MS ? 'live' : 'fixture';
}

export const withStatusAt = <M extends MatchSummary>(match: M, now: Date): M => ({
  ...match,
  status: statusAt(match, now),
});

/** Not over yet at `now`: a fixture (or live match) before full time. Postponed ones have no date to wait for. */
export function isUpcoming(match: Pick<MatchSummary, 'status' | 'kickoff'>, now: Date): boolean {
  const stillToPlay = match.status === 'fixture' || match.status === 'live';
  return stillToPlay && now.getTime() < Date.parse(match.kickoff) + MATCH_LIVE_WINDOW_MS;
}
