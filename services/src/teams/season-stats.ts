// A player's season stats, counted as the profile is asked for from the results over at the
// server's clock, so they grow as the season is played (the seed stores none).
import {
  type MatchDetail,
  type MatchScore,
  type PlayerProfile,
  type PlayerSeasonStats,
  seasonSlug,
} from '@club/shared/contracts';
import { otherSide } from '../matches/match-events.ts';

/** One player's numbers per season, newest first, counted from the match events of the results. */
export function seasonStatsFor(
  player: Pick<PlayerProfile, 'id' | 'teamId' | 'position'>,
  matches: readonly MatchDetail[],
): PlayerSeasonStats[] {
  const bySeason = new Map<number, PlayerSeasonStats>();
  for (const match of matches) {
    if (match.teamId !== player.teamId || match.status !== 'result') continue;
    const side = match.homeAway;
    const lineup = match.lineups[side];
    const started = lineup.starting.some((p) => p.id === player.id);
    const cameOn = match.events.find((e) => e.type === 'substitution' && e.player.id === player.id);
    if (!started && !cameOn) continue;
    const stats = bySeason.get(match.season) ?? {
      season: match.season,
      seasonSlug: seasonSlug(match.season),
      appearances: 0,
      starts: 0,
      minutes: 0,
      goals: 0,
      assists: 0,
      cleanSheets: player.position === 'Goalkeeper' ? 0 : null,
      yellowCards: 0,
      redCards: 0,
    };
    bySeason.set(match.season, stats);
    const mine = match.events.filter((e) => e.player.id === player.id);
    const left = match.events.find(
      (e) =>
        (e.type === 'substitution' && e.playerOff?.id === player.id) ||
        ((e.type === 'red-card' || e.type === 'second-yellow-card') && e.player.id === player.id),
    );
    const from = started ? 0 : (cameOn?.minute ?? 0);
    stats.appearances++;
    if (started) stats.starts++;
    stats.minutes += Math.max(1, (left?.minute ?? 90) - from);
    stats.goals += mine.filter((e) => e.type === 'goal' || e.type === 'penalty-goal').length;
    stats.assists += match.events.filter((e) => e.assist?.id === player.id).length;
    stats.yellowCards += mine.filter((e) => e.type === 'yellow-card').length;
    stats.redCards += mine.filter((e) => e.type === 'red-card' || e.type === 'second-yellow-card').length;
    const conceded = (match.score as MatchScore)[otherSide(side)];
    if (stats.cleanSheets !== null && started && conceded === 0) stats.cleanSheets++;
  }
  return [...bySeason.values()].sort((a, b) => b.season - a.season);
}
