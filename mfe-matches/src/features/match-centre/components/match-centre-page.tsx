import { seasonSlug } from '@club/shared/contracts';
import { useParams } from '@club/shared/router';
import { setPageKind } from '@club/shared/stores';
import { LoadError, NotFoundPage, PageLoader, usePageData, usePageTitle } from '@club/shared/ui';
import { useEffect } from 'react';
import { getFixtures } from '../../../api/get-fixtures.ts';
import { getFeaturedMatch } from '../../../api/get-next-match.ts';
import { getTeams } from '../../../api/get-teams.ts';
import { slugFromSegment } from '../../../lib/match-links.ts';
import { currentSeason, seasonFromSegment } from '../../../lib/matches-config.ts';
import { MatchCentre } from './match-centre.tsx';

export const MATCH_CENTRE_TITLE = 'Match centre';
export const MATCH_CENTRE_TEXTS = {
  loading: 'Loading the match centre',
  loadError: 'The match centre could not be loaded.',
  noMatch: 'There is no match to show for this team yet.',
} as const;

/**
 * /match/{team?}/{season?}/{matchID?}: the match named, or without an id the team's live or next
 * match, else its last result (of the season named, when one is).
 */
export function MatchCentrePage() {
  const params = useParams();
  useEffect(() => setPageKind('match-centre'), []);
  const teamSlug = slugFromSegment(params.team ?? '');
  const season = seasonFromSegment(params.season ?? seasonSlug(currentSeason()));
  const named = params.matchID;
  const resolved = usePageData(`centre/${teamSlug}/${season?.year}/${named}`, async (signal) => {
    const team = (await getTeams(signal)).find((t) => t.slug === teamSlug);
    if (!team || !season) return { known: false as const };
    if (named) return { known: true as const, teamSlug, season, matchID: named };
    const featured =
      season.year === currentSeason()
        ? await getFeaturedMatch(team.slug, season.year, signal)
        : (await getFixtures({ team: team.id, season: season.year, status: 'result', limit: 1 }, signal))
            .data[0];
    return { known: true as const, teamSlug, season, matchID: featured?.matchID };
  });
  usePageTitle(MATCH_CENTRE_TITLE);

  if (!season || (resolved.status === 'ready' && !resolved.data.known)) return <NotFoundPage />;
  if (resolved.status === 'loading') return <PageLoader label={MATCH_CENTRE_TEXTS.loading} />;
  if (resolved.status === 'failed')
    return (
      <LoadError
        title={MATCH_CENTRE_TITLE}
        pageHeading
        message={MATCH_CENTRE_TEXTS.loadError}
        onRetry={resolved.reload}
      />
    );
  if (!resolved.data.known) return <NotFoundPage />;
  if (!resolved.data.matchID)
    return <LoadError title={MATCH_CENTRE_TITLE} pageHeading message={MATCH_CENTRE_TEXTS.noMatch} />;
  return (
    <MatchCentre
      matchID={resolved.data.matchID}
      expect={named ? { teamSlug, seasonSlug: resolved.data.season.slug } : undefined}
    />
  );
}
