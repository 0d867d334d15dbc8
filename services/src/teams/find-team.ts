import { FIRST_TEAM_ALIAS, type Team } from '@club/shared/contracts';

/**
 * The team a request names: by id (t3448), by slug (lionesses), or 'first-team' for the Men's
 * Team, whose slug is empty (an empty `team=` names it too, being its slug).
 */
export function findTeam<T extends Pick<Team, 'id' | 'slug'>>(
  teams: readonly T[],
  key: string,
): T | undefined {
  const slug = key === FIRST_TEAM_ALIAS ? '' : key;
  return teams.find((team) => team.id === key) ?? teams.find((team) => team.slug === slug);
}
