import type { Team } from '@club/shared/contracts';

const defaults = {
  showOnMatches: true,
  showOnTeams: true,
  externalTeamPage: null,
  externalMatchPage: null,
  isSingleGroup: false,
  displayPositionOnCard: true,
  isMiniCard: false,
  showTeamOverview: true,
  childFriendly: false,
} satisfies Omit<Team, 'name' | 'slug' | 'id'>;

/** A team with the display flags a team normally has; override what a test is about. */
export const aTeam = (team: Pick<Team, 'name' | 'slug' | 'id'> & Partial<Team>): Team => ({
  ...defaults,
  ...team,
});

/** The four teams of spec 000 §3, with their ids and slugs. */
export const SPEC_TEAMS: Team[] = [
  aTeam({ name: "Men's Team", slug: '', id: 't3448' }),
  aTeam({ name: 'Lionesses', slug: 'lionesses', id: 't18882' }),
  aTeam({ name: 'B-Team', slug: 'b-team', id: 't17164', isMiniCard: true }),
  aTeam({ name: 'Under-18s', slug: 'under-18s', id: 't15937', isMiniCard: true, childFriendly: true }),
];
