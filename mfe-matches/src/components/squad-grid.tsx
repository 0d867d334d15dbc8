import type { PlayerCard as Player, Team } from '@club/shared/contracts';
import { Link } from '@club/shared/router';
import { ServiceImage } from '@club/shared/ui';
import { playerHref } from '../lib/match-links.ts';
import styles from './squad-grid.module.css';

const PHOTO = { width: 200, height: 250 };
const MINI_PHOTO = { width: 120, height: 150 };

/** How a team shows its players (spec 000 §3 Team): mini cards, and the position on each card. */
export type SquadCardStyle = Pick<Team, 'isMiniCard' | 'displayPositionOnCard'>;

function PlayerCard({ player, team }: { player: Player; team: SquadCardStyle }) {
  return (
    <Link className={`${styles.card} ${team.isMiniCard ? styles.mini : ''}`} to={playerHref(player)}>
      <ServiceImage
        imageKey={player.imageKey}
        box={team.isMiniCard ? MINI_PHOTO : PHOTO}
        alt=""
        className={styles.photo}
      />
      <span className={styles.number} aria-hidden={player.shirtNumber === null}>
        {player.shirtNumber ?? ''}
      </span>
      <span className={styles.name}>{player.name}</span>
      {team.displayPositionOnCard && <span className={styles.position}>{player.position}</span>}
    </Link>
  );
}

/** Players as cards linking to their profiles, in the team's card style (the team page, /players). */
export function SquadGrid({ players, team }: { players: readonly Player[]; team: SquadCardStyle }) {
  return (
    <ul className={`${styles.grid} ${team.isMiniCard ? styles.miniGrid : ''}`}>
      {players.map((player) => (
        <li key={player.id}>
          <PlayerCard player={player} team={team} />
        </li>
      ))}
    </ul>
  );
}
