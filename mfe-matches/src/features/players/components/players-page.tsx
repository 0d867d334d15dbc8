import type { PlayerCard, Team } from '@club/shared/contracts';
import { Link } from '@club/shared/router';
import { setPageKind } from '@club/shared/stores';
import { LoadError, PageHeading, PageLoader, usePageData, usePageTitle } from '@club/shared/ui';
import { useEffect } from 'react';
import { getTeams } from '../../../api/get-teams.ts';
import { SquadGrid } from '../../../components/squad-grid.tsx';
import { teamPageHref, teamsForTeamsPage } from '../../../lib/team-links.ts';
import { getPlayers } from '../api/get-players.ts';
import styles from './player-page.module.css';

export const PLAYERS_TEXTS = {
  title: 'Players',
  loading: 'Loading the players',
  loadError: 'The players could not be loaded.',
} as const;

interface TeamSquad {
  team: Team;
  players: PlayerCard[];
}

/** The squads of the teams the club shows (spec 000 §3 showOnTeams), in the club's order; a team with no players is left out. */
export function squadsByTeam(teams: readonly Team[], players: readonly PlayerCard[]): TeamSquad[] {
  return teamsForTeamsPage(teams)
    .map((team) => ({ team, players: players.filter((player) => player.teamId === team.id) }))
    .filter((squad) => squad.players.length > 0);
}

/**
 * /players, spec 000 §2 `/players/{player?}` with no player named: every squad the club shows, each
 * player a card linking to their profile, so the address is a way in rather than a dead end.
 */
export function PlayersPage() {
  useEffect(() => setPageKind('player-profile'), []);
  usePageTitle(PLAYERS_TEXTS.title);
  const data = usePageData('players', async (signal) => {
    const [teams, players] = await Promise.all([getTeams(signal), getPlayers(signal)]);
    return squadsByTeam(teams, players);
  });

  return (
    <article className={styles.page} aria-labelledby="players-heading">
      <PageHeading id="players-heading">{PLAYERS_TEXTS.title}</PageHeading>
      {data.status === 'loading' && <PageLoader label={PLAYERS_TEXTS.loading} />}
      {data.status === 'failed' && <LoadError message={PLAYERS_TEXTS.loadError} onRetry={data.reload} />}
      {data.status === 'ready' &&
        data.data.map(({ team, players }) => {
          const page = teamPageHref(team);
          return (
            <section key={team.id} aria-labelledby={`players-${team.id}`} className={styles.squad}>
              <h2 id={`players-${team.id}`}>
                {page.external ? (
                  <a href={page.href} target="_blank" rel="noopener noreferrer">
                    {team.name}
                  </a>
                ) : (
                  <Link to={page.href}>{team.name}</Link>
                )}
              </h2>
              <SquadGrid players={players} team={team} />
            </section>
          );
        })}
    </article>
  );
}
