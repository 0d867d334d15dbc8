// Where the match data is kept: the document collections the seed fills and the matches and teams
// services read, and the shapes of the documents that are not a contract's own.
import type { MatchSummary, StaffMember } from '@club/shared/contracts';

/** Collections of the document store the match data lives in (the teams service reads players and squads). */
export const MATCH_COLLECTIONS = {
  /** One per match, by matchID: the match-centre answer. */
  matches: 'match-centre',
  /** One per team and season, `<teamId>:<year>`: that season's matches as lists show them. */
  fixtures: 'fixtures',
  /** One per player, by slug: the profile. */
  players: 'players',
  /** One per team, by team id: its staff. */
  squads: 'squads',
} as const;

export interface FixturesDocument {
  teamId: string;
  season: number;
  matches: MatchSummary[];
}

export interface SquadDocument {
  teamId: string;
  staff: StaffMember[];
}

export const fixturesDocumentId = (teamId: string, season: number) => `${teamId}:${season}`;
