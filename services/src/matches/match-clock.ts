// The match seed as the server's clock sees it. The seed stores every match as it will be at full
// time (the schedule and what happens on the day are fixed by seeded generators); this module
// shows each one as it stands at `now`: a fixture before kick-off (no score, no events, the
// line-ups an hour before), live between kick-off and full time (the events up to the current
// minute and the score they add up to), a result after. So results sit behind today's date and
// fixtures ahead of it whatever that date is, and moving the test clock plays a match out. How the
// day runs (kick-off, half-time, full time, when an event happens) is @club/shared's match-clock.ts.
import {
  eventElapsed,
  HALF_TIME_START,
  MATCH_LIVE_WINDOW_MS,
  type MatchClock,
  type MatchDetail,
  type MatchEvent,
  type MatchStat,
  type MatchSummary,
  MINUTE_MS,
  SECOND_HALF_START,
} from '@club/shared/contracts';
import { scoreFromEvents } from './match-events.ts';

/** Team sheets are announced this long before kick-off. */
export const LINEUPS_BEFORE_KICKOFF_MS = 60 * MINUTE_MS;

const elapsedMinutes = (match: Pick<MatchSummary, 'kickoff'>, now: Date) =>
  (now.getTime() - Date.parse(match.kickoff)) / MINUTE_MS;

/** Where a match stands `elapsed` minutes after kick-off (within the live window). */
export function clockAt(elapsed: number): MatchClock {
  if (elapsed < 45) return { period: 'first-half', minute: Math.floor(elapsed) + 1, addedTime: 0 };
  if (elapsed < HALF_TIME_START)
    return { period: 'first-half', minute: 45, addedTime: Math.floor(elapsed - 45) + 1 };
  if (elapsed < SECOND_HALF_START) return { period: 'half-time', minute: 45, addedTime: 0 };
  const second = elapsed - SECOND_HALF_START;
  if (second < 45) return { period: 'second-half', minute: 46 + Math.floor(second), addedTime: 0 };
  return { period: 'second-half', minute: 90, addedTime: Math.floor(second - 45) + 1 };
}

type Phase = 'fixture' | 'live' | 'result';

function phaseAt(match: Pick<MatchSummary, 'kickoff'>, now: Date): Phase {
  const elapsed = elapsedMinutes(match, now);
  if (elapsed < 0) return 'fixture';
  return elapsed * MINUTE_MS < MATCH_LIVE_WINDOW_MS ? 'live' : 'result';
}

/** Not over yet at `now`: a fixture (or live match) before full time. Postponed ones have no date to wait for. */
export function isUpcoming(match: Pick<MatchSummary, 'status' | 'kickoff'>, now: Date): boolean {
  return match.status !== 'postponed' && phaseAt(match, now) !== 'result';
}

/** A summary (list) as it stands at `now`. */
export function summaryAt<M extends MatchSummary>(match: M, now: Date, events?: readonly MatchEvent[]): M {
  if (match.status === 'postponed') return { ...match, liveClock: null };
  const phase = phaseAt(match, now);
  if (phase === 'result') return { ...match, status: 'result', ticketUrl: null, liveClock: null };
  if (phase === 'fixture')
    return { ...match, status: 'fixture', score: null, attendance: null, liveClock: null };
  const elapsed = elapsedMinutes(match, now);
  const played = (events ?? []).filter((e) => eventElapsed(e) <= elapsed);
  const score = events ? { ...scoreFromEvents(played), penalties: null } : null;
  return { ...match, status: 'live', score, attendance: null, ticketUrl: null, liveClock: clockAt(elapsed) };
}

/** A match-centre answer as it stands at `now`: only what has happened is shown. */
export function detailAt(match: MatchDetail, now: Date): MatchDetail {
  const summary = summaryAt(match, now, match.events);
  if (summary.status === 'result') return { ...match, ...summary };
  const sheetsOut = now.getTime() >= Date.parse(match.kickoff) - LINEUPS_BEFORE_KICKOFF_MS;
  const empty = { formation: null, starting: [], substitutes: [] };
  const lineups = sheetsOut && summary.status !== 'postponed' ? match.lineups : { home: empty, away: empty };
  if (summary.status === 'live') {
    const elapsed = elapsedMinutes(match, now);
    return {
      ...match,
      ...summary,
      events: match.events.filter((e) => eventElapsed(e) <= elapsed),
      lineups,
      stats: statsAt(match.stats, match.events, elapsed),
      report: null,
    };
  }
  return { ...match, ...summary, events: [], lineups, stats: [], officials: [], report: null };
}

/** Minutes of play in the live window: the first half with its added time, then the second half's. */
const PLAYING_MINUTES = HALF_TIME_START + (MATCH_LIVE_WINDOW_MS / MINUTE_MS - SECOND_HALF_START);

/** Minutes of play `elapsed` minutes after kick-off: the clock stops at half-time. */
function playedMinutes(elapsed: number): number {
  if (elapsed < HALF_TIME_START) return Math.max(0, elapsed);
  if (elapsed < SECOND_HALF_START) return HALF_TIME_START;
  return Math.min(PLAYING_MINUTES, HALF_TIME_START + elapsed - SECOND_HALF_START);
}

/**
 * A live match's team stats so far, from its full-time ones: counts grow with the minutes played
 * (and stand still at half-time), percentages hold, and shots on target never fall below the goals
 * scored so far, nor shots below shots on target. So the stats agree with the events shown beside
 * them, only grow as the clock moves on, and reach the full-time figures at full time.
 */
export function statsAt(
  fullTime: readonly MatchStat[],
  events: readonly MatchEvent[],
  elapsed: number,
): MatchStat[] {
  const share = playedMinutes(elapsed) / PLAYING_MINUTES;
  const scored = { home: 0, away: 0 };
  for (const e of events) {
    if (eventElapsed(e) <= elapsed && (e.type === 'goal' || e.type === 'penalty-goal')) scored[e.side]++;
  }
  const soFar = (stat: MatchStat): MatchStat =>
    stat.unit === '%'
      ? stat
      : { ...stat, home: Math.floor(stat.home * share), away: Math.floor(stat.away * share) };
  const stats = fullTime.map(soFar);
  const onTarget = stats.find((s) => s.key === 'shotsOnTarget');
  const shots = stats.find((s) => s.key === 'shots');
  for (const side of ['home', 'away'] as const) {
    if (onTarget) onTarget[side] = Math.max(onTarget[side], scored[side]);
    if (shots && onTarget) shots[side] = Math.max(shots[side], onTarget[side]);
  }
  return stats;
}

/**
 * Cup draws are made round by round: a cup tie is listed only once the team's previous round of
 * that cup is over, so the lists never show a final the team has not reached yet.
 */
export function drawnAt<M extends MatchSummary>(matches: readonly M[], now: Date): M[] {
  const blocked = new Set<string>();
  const shown: M[] = [];
  for (const match of [...matches].sort((a, b) => a.kickoff.localeCompare(b.kickoff))) {
    const cupKey = `${match.teamId}:${match.season}:${match.competition.id}`;
    if (match.competition.type === 'cup') {
      if (blocked.has(cupKey)) continue;
      if (isUpcoming(match, now)) blocked.add(cupKey);
    }
    shown.push(match);
  }
  const keep = new Set(shown);
  return matches.filter((m) => keep.has(m));
}
