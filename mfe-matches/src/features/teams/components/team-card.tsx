import type { Team } from '@club/shared/contracts';
import { Link } from '@club/shared/router';
import { teamPageHref } from '../../../lib/team-links.ts';
import styles from './teams.module.css';

/** One team: its name as a link to its team page (the club's own site when it has one). */
export function TeamCard({ team }: { team: Team }) {
  const { href, external } = teamPageHref(team);
  const className = team.isMiniCard ? `${styles.card} ${styles.mini}` : styles.card;
  const content = <span className={styles.name}>{team.name}</span>;
  return external ? (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  ) : (
    <Link className={className} to={href}>
      {content}
    </Link>
  );
}
