import * as v from 'valibot';

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
