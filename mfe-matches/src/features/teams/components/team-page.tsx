import type { SquadGroup, TeamDetail } from '@club/shared/contracts';
import { Link, useParams } from '@club/shared/router';
import { setPageKind } from '@club/shared/stores';
import { LoadError, NotFoundPage, PageHeading, PageLoader, usePageData, usePageTitle } from '@club/shared/ui';
import { useEffect } from 'react';
import { NextMatchStrip } from '../../../components/next-match-strip.tsx';
import { SquadGrid } from '../../../components/squad-grid.tsx';
import { fixturesHref } from '../../../lib/match-links.ts';
import { isNotFound } from '../../../lib/not-found.ts';
import { getTeam } from '../api/get-team.ts';
import styles from './team-page.module.css';

export const TEAM_TEXTS = {
  loading: 'Loading the team',
  loadError: 'The team could not be loaded.',
  squad: 'Squad',
  staff: 'Staff',
  overview: 'Overview',
  players: (n: number) => `${n} players in the squad`,
  fixtures: 'Fixtures and results',
  externalSite: (name: string) => `Visit the ${name} website`,
} as const;

/** The squad by position, or as one group when the team says so (spec 000 §3 isSingleGroup). */
function squadGroups(team: TeamDetail): SquadGroup[] {
  if (!team.isSingleGroup) return team.squad;
  const players = team.squad.flatMap((group) => group.players);
  return [{ position: 'Goalkeeper', label: TEAM_TEXTS.squad, players }];
}

/** /teams/{team}: the squad, the staff and, when the team has one, its overview. */
export function TeamPage() {
  const { team: segment = '' } = useParams();
  useEffect(() => setPageKind('team'), []);
  const team = usePageData(`team/${segment}`, (signal) => getTeam(segment, signal));
  usePageTitle(team.status === 'ready' ? team.data.name : TEAM_TEXTS.squad);

  if (team.status === 'failed' && isNotFound(team.error)) return <NotFoundPage />;
  if (team.status === 'loading') return <PageLoader label={TEAM_TEXTS.loading} />;
  if (team.status === 'failed')
    return (
      <LoadError title={TEAM_TEXTS.squad} pageHeading message={TEAM_TEXTS.loadError} onRetry={team.reload} />
    );
  const data = team.data;
  const playerCount = data.squad.reduce((n, group) => n + group.players.length, 0);
  return (
    <article className={styles.page} aria-labelledby="team-heading">
      <PageHeading id="team-heading">{data.name}</PageHeading>
      {data.externalTeamPage && (
        <p>
          <a href={data.externalTeamPage} target="_blank" rel="noopener noreferrer">
            {TEAM_TEXTS.externalSite(data.name)}
          </a>
        </p>
      )}
      {data.showTeamOverview && (
        <section aria-labelledby="team-overview" className={styles.section}>
          <h2 id="team-overview">{TEAM_TEXTS.overview}</h2>
          <p>{TEAM_TEXTS.players(playerCount)}</p>
          <NextMatchStrip team={data.slug} />
          <p>
            <Link to={fixturesHref(data.slug)}>{TEAM_TEXTS.fixtures}</Link>
          </p>
        </section>
      )}
      {squadGroups(data).map((group) => (
        <section key={group.label} aria-labelledby={`squad-${group.position}`} className={styles.section}>
          <h2 id={`squad-${group.position}`}>{group.label}</h2>
          <SquadGrid players={group.players} team={data} />
        </section>
      ))}
      {data.staff.length > 0 && (
        <section aria-labelledby="team-staff" className={styles.section}>
          <h2 id="team-staff">{TEAM_TEXTS.staff}</h2>
          <ul className={styles.staff}>
            {data.staff.map((member) => (
              <li key={member.id}>
                <span className={styles.name}>{member.name}</span> <span>{member.role}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
