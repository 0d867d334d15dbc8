// Which matches are streamed live: the rule every streamed match's products follow (its own
// live streams, its match pass, its replay), and the title they carry.
import type { MatchSummary, Team } from '@club/shared/contracts';

/**
 * The teams whose matches are streamed live, and how many of a team's next matches are announced
 * as streamed (each on stream assets of its own: streams/match-stream-ids.ts) and sold by
 * match pass.
 */
export const STREAMED_MATCHES: Record<string, { count: number }> = {
  t3448: { count: 4 },
  t18882: { count: 3 },
};

/** The streaming service's first season: the first with match replays. */
export const FIRST_REPLAY_SEASON = 2026;

export type ReplayableMatch = Pick<
  MatchSummary,
  'matchID' | 'teamId' | 'season' | 'kickoff' | 'competition' | 'status'
>;

/**
 * Whether a match is streamed: a league or cup match of a streamed team from the streaming
 * service's first season on (friendlies and postponed matches are not). A streamed match has its
 * own live streams, its match pass and its replay.
 */
export function isStreamedMatch(match: ReplayableMatch): boolean {
  if (!STREAMED_MATCHES[match.teamId] || match.season < FIRST_REPLAY_SEASON) return false;
  return match.competition.type !== 'friendly' && match.status !== 'postponed';
}

/**
 * "Men's Team v Eastport Athletic", home side first: the team by its name among `teams` (the teams
 * service's; the club's short name for a team not among them).
 */
export function fixtureTitle(
  match: Pick<MatchSummary, 'teamId' | 'homeAway' | 'club' | 'opponent'>,
  teams: ReadonlyArray<Pick<Team, 'id' | 'name'>>,
): string {
  const team = teams.find((t) => t.id === match.teamId)?.name ?? match.club.shortName;
  const [home, away] = match.homeAway === 'home' ? [team, match.opponent.name] : [match.opponent.name, team];
  return `${home} v ${away}`;
}
