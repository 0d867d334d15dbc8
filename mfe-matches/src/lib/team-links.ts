import { FIRST_TEAM_ALIAS, type Team } from '@club/shared/contracts';

/**
 * The first team (the Men's Team) has an empty slug in the club's data, because the site treats it
 * as the default team. `/teams/` would be the teams list itself, so its team page lives at this
 * path segment instead (the services accept the same alias); the team page resolves it back to
 * the team with the empty slug.
 */
export const FIRST_TEAM_PATH_SEGMENT = FIRST_TEAM_ALIAS;

/** The teams the /teams page shows (spec 000 §3 `showOnTeams`), in the data's order. */
export function teamsForTeamsPage(teams: readonly Team[]): Team[] {
  return teams.filter((team) => team.showOnTeams);
}

/** Where a team card goes: the club's external team page when it has one, else `/teams/{slug}`. */
export function teamPageHref(team: Pick<Team, 'slug' | 'externalTeamPage'>): {
  href: string;
  external: boolean;
} {
  if (team.externalTeamPage) return { href: team.externalTeamPage, external: true };
  return { href: `/teams/${team.slug === '' ? FIRST_TEAM_PATH_SEGMENT : team.slug}`, external: false };
}

/** The team a `/teams/{team}` path segment names: the inverse of teamPageHref for internal pages. */
export function findTeamByPathSegment<T extends Pick<Team, 'slug'>>(
  teams: readonly T[],
  segment: string,
): T | undefined {
  const slug = segment === FIRST_TEAM_PATH_SEGMENT ? '' : segment;
  return teams.find((team) => team.slug === slug);
}
