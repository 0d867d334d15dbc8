import { CardGrid, LoadError, PageHeading, PageLoader, usePageData, usePageTitle } from '@club/shared/ui';
import { getTeams } from '../../../api/get-teams.ts';
import { teamsForTeamsPage } from '../../../lib/team-links.ts';
import { TeamCard } from './team-card.tsx';

/** The page's title and heading (spec 000 §2 route table: "/teams: Teams list"). */
export const TEAMS_TITLE = 'Teams';
export const TEAMS_LOADING_LABEL = 'Loading teams';
export const TEAMS_LOAD_ERROR = 'The teams could not be loaded.';

/** /teams: a card per team the club shows on this page, each linking to its team page. */
export function TeamsPage() {
  usePageTitle(TEAMS_TITLE);
  const teams = usePageData('teams', getTeams);

  return (
    <section aria-labelledby="teams-heading">
      <PageHeading id="teams-heading">{TEAMS_TITLE}</PageHeading>
      {teams.status === 'loading' && <PageLoader label={TEAMS_LOADING_LABEL} />}
      {teams.status === 'failed' && <LoadError message={TEAMS_LOAD_ERROR} onRetry={teams.reload} />}
      {teams.status === 'ready' && (
        <CardGrid minItemWidth={260}>
          {teamsForTeamsPage(teams.data).map((team) => (
            <li key={team.id}>
              <TeamCard team={team} />
            </li>
          ))}
        </CardGrid>
      )}
    </section>
  );
}
