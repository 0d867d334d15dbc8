import { FIRST_TEAM_ALIAS, type MatchSummary, type PlayerCard } from '@club/shared/contracts';

/** A team's path segment: its slug, or `first-team` for the Men's Team, whose slug is empty. */
export const teamSegment = (slug: string): string => (slug === '' ? FIRST_TEAM_ALIAS : slug);

/** The team a path segment names, by slug (`first-team` for the empty slug). */
export const slugFromSegment = (segment: string): string => (segment === FIRST_TEAM_ALIAS ? '' : segment);

/** `/match/{team}/{season}/{matchID}`: a match's centre. */
export const matchCentreHref = (match: Pick<MatchSummary, 'teamSlug' | 'seasonSlug' | 'matchID'>): string =>
  `/match/${teamSegment(match.teamSlug)}/${match.seasonSlug}/${match.matchID}`;

/** `/matches/{team}/{season}`: a team's fixtures of a season. */
export const fixturesHref = (teamSlug: string, seasonSlug?: string): string =>
  `/matches/${teamSegment(teamSlug)}${seasonSlug ? `/${seasonSlug}` : ''}`;

/** `/players/{team}/{player}`: a player's profile within their team. */
export const playerHref = (player: Pick<PlayerCard, 'teamSlug' | 'slug'>): string =>
  `/players/${teamSegment(player.teamSlug)}/${player.slug}`;
