import * as v from '@club/shared/schema';
import { playerCard, playerPosition, staffMember } from './players.ts';

/** A team (spec 000 §3 "Team"). */
export const team = v.looseObject({
  name: v.string(),
  slug: v.string(),
  id: v.string(),
  showOnMatches: v.boolean(),
  showOnTeams: v.boolean(),
  externalTeamPage: v.nullable(v.string()),
  externalMatchPage: v.nullable(v.string()),
  isSingleGroup: v.boolean(),
  displayPositionOnCard: v.boolean(),
  isMiniCard: v.boolean(),
  showTeamOverview: v.boolean(),
  childFriendly: v.boolean(),
});
export type Team = v.InferOutput<typeof team>;

/** GET {teams}/teams: the shape is "not shown" in the spec; designed as a plain list under data. */
export const teamsResponse = v.object({ data: v.array(team) });
export type TeamsResponse = v.InferOutput<typeof teamsResponse>;

/**
 * The path word the site uses for the Men's Team, whose slug is empty (mfe-matches team-links.ts).
 * Every {teams} and {matchData} call that names a team accepts it.
 */
export const FIRST_TEAM_ALIAS = 'first-team';

/** One position group of a squad, in PLAYER_POSITIONS order, players by shirt number. */
export const squadGroup = v.looseObject({
  position: playerPosition,
  /** The group's heading: 'Goalkeepers', 'Defenders', 'Midfielders', 'Forwards'. */
  label: v.string(),
  players: v.array(playerCard),
});
export type SquadGroup = v.InferOutput<typeof squadGroup>;

/** A team with its squad grouped by position and its staff. */
export const teamDetail = v.looseObject({
  ...team.entries,
  squad: v.array(squadGroup),
  staff: v.array(staffMember),
});
export type TeamDetail = v.InferOutput<typeof teamDetail>;

/** GET {teams}/teams/{teamIdOrSlug} (id, slug or 'first-team'); designed, the spec shows no shape. */
export const teamDetailResponse = v.object({ data: teamDetail });
export type TeamDetailResponse = v.InferOutput<typeof teamDetailResponse>;
