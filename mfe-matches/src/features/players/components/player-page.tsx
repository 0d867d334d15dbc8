import type { PlayerProfile } from '@club/shared/contracts';
import { formatDate } from '@club/shared/format';
import { HtmlBody } from '@club/shared/html';
import { Link, useParams } from '@club/shared/router';
import { setPageKind } from '@club/shared/stores';
import {
  LoadError,
  NotFoundPage,
  PageHeading,
  PageLoader,
  ServiceImage,
  usePageData,
  usePageTitle,
} from '@club/shared/ui';
import { useEffect } from 'react';
import { getTeams } from '../../../api/get-teams.ts';
import { slugFromSegment, teamSegment } from '../../../lib/match-links.ts';
import { isNotFound } from '../../../lib/not-found.ts';
import { getPlayer } from '../api/get-player.ts';
import styles from './player-page.module.css';

export const PLAYER_TEXTS = {
  loading: 'Loading the player',
  loadError: 'The player could not be loaded.',
  profile: 'Player profile',
  shirtNumber: 'Shirt number',
  position: 'Position',
  nationality: 'Nationality',
  born: 'Born',
  height: 'Height',
  joined: 'Joined',
  previousClubs: 'Previous clubs',
  biography: 'Biography',
  stats: 'Season statistics',
  statsTable: 'Season statistics table',
  noStats: 'No appearances yet.',
  backTo: (team: string) => `Back to ${team}`,
  statColumns: ['Season', 'Apps', 'Starts', 'Minutes', 'Goals', 'Assists', 'Clean sheets', 'Yellow', 'Red'],
} as const;

const PHOTO = { width: 400, height: 500 };

interface Loaded {
  player: PlayerProfile;
  teamName: string;
}

/** /players/{player} and /players/{team}/{player}: photo, number, position, biography and stats. */
export function PlayerPage() {
  const params = useParams();
  const slug = params.player ?? params.team ?? '';
  const teamInPath = params.player === undefined ? undefined : slugFromSegment(params.team ?? '');
  useEffect(() => setPageKind('player-profile'), []);
  const data = usePageData(`player/${slug}`, async (signal): Promise<Loaded> => {
    const [player, teams] = await Promise.all([getPlayer(slug, signal), getTeams(signal)]);
    return { player, teamName: teams.find((t) => t.id === player.teamId)?.name ?? '' };
  });
  usePageTitle(data.status === 'ready' ? data.data.player.name : PLAYER_TEXTS.profile);

  if (data.status === 'failed' && isNotFound(data.error)) return <NotFoundPage />;
  if (data.status === 'ready' && teamInPath !== undefined && data.data.player.teamSlug !== teamInPath)
    return <NotFoundPage />;
  if (data.status === 'loading') return <PageLoader label={PLAYER_TEXTS.loading} />;
  if (data.status === 'failed')
    return (
      <LoadError
        title={PLAYER_TEXTS.profile}
        pageHeading
        message={PLAYER_TEXTS.loadError}
        onRetry={data.reload}
      />
    );
  const { player, teamName } = data.data;
  return (
    <article className={styles.page} aria-labelledby="player-heading">
      <p>
        <Link to={`/teams/${teamSegment(player.teamSlug)}`}>{PLAYER_TEXTS.backTo(teamName)}</Link>
      </p>
      <div className={styles.head}>
        <ServiceImage
          imageKey={player.imageKey}
          box={PHOTO}
          alt={player.name}
          eager
          className={styles.photo}
        />
        <div>
          <PageHeading id="player-heading">{player.name}</PageHeading>
          <dl className={styles.facts}>
            {player.shirtNumber !== null && (
              <>
                <dt>{PLAYER_TEXTS.shirtNumber}</dt>
                <dd>{player.shirtNumber}</dd>
              </>
            )}
            <dt>{PLAYER_TEXTS.position}</dt>
            <dd>{player.position}</dd>
            <dt>{PLAYER_TEXTS.nationality}</dt>
            <dd>{player.nationality}</dd>
            <dt>{PLAYER_TEXTS.born}</dt>
            <dd>{player.dateOfBirth ? formatDate(`${player.dateOfBirth}T12:00:00Z`) : player.birthYear}</dd>
            {player.heightCm !== null && (
              <>
                <dt>{PLAYER_TEXTS.height}</dt>
                <dd>{`${player.heightCm} cm`}</dd>
              </>
            )}
            <dt>{PLAYER_TEXTS.joined}</dt>
            <dd>{formatDate(`${player.joined}T12:00:00Z`)}</dd>
            {player.previousClubs.length > 0 && (
              <>
                <dt>{PLAYER_TEXTS.previousClubs}</dt>
                <dd>{player.previousClubs.join(', ')}</dd>
              </>
            )}
          </dl>
          {player.social.length > 0 && (
            <ul className={styles.social}>
              {player.social.map((link) => (
                <li key={link.network}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer">
                    {`${link.network === 'x' ? 'X' : link.network[0]?.toUpperCase() + link.network.slice(1)}: ${link.handle}`}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <section aria-labelledby="player-bio">
        <h2 id="player-bio">{PLAYER_TEXTS.biography}</h2>
        <HtmlBody html={player.bioHtml} />
      </section>
      <section aria-labelledby="player-stats">
        <h2 id="player-stats">{PLAYER_TEXTS.stats}</h2>
        {player.stats.length === 0 ? (
          <p>{PLAYER_TEXTS.noStats}</p>
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways must be reachable by keyboard (axe scrollable-region-focusable)
          <section className={styles.tableWrap} aria-label={PLAYER_TEXTS.statsTable} tabIndex={0}>
            <table className={styles.table}>
              <thead>
                <tr>
                  {PLAYER_TEXTS.statColumns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {player.stats.map((s) => (
                  <tr key={s.season}>
                    <th scope="row">{s.seasonSlug}</th>
                    <td>{s.appearances}</td>
                    <td>{s.starts}</td>
                    <td>{s.minutes}</td>
                    <td>{s.goals}</td>
                    <td>{s.assists}</td>
                    <td>{s.cleanSheets ?? '-'}</td>
                    <td>{s.yellowCards}</td>
                    <td>{s.redCards}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </section>
    </article>
  );
}
