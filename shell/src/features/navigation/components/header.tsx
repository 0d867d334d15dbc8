import {
  CLUB_NAME,
  PRIMARY_NAVIGATION,
  SECONDARY_NAVIGATION,
  type NavLink as SiteLink,
} from '@club/shared/site';
import { Link, NavLink } from 'react-router';
import styles from './header.module.css';

function NavItem({ link }: { link: SiteLink }) {
  if (link.external) {
    return (
      <a className={styles.link} href={link.to} target="_blank" rel="noopener noreferrer">
        {link.label}
      </a>
    );
  }
  return (
    <NavLink className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`} to={link.to}>
      {link.label}
    </NavLink>
  );
}

/** The header with the club crest, the primary navigation and the secondary LIVE link. */
export function Header() {
  return (
    <header className={styles.header}>
      <Link to="/" className={styles.crest} aria-label={`${CLUB_NAME} home`}>
        <span aria-hidden="true" className={styles.badge}>
          NB
        </span>
        <span className={styles.name}>{CLUB_NAME}</span>
      </Link>
      <nav aria-label="Primary" className={styles.nav}>
        <ul>
          {PRIMARY_NAVIGATION.map((link) => (
            <li key={link.label}>
              <NavItem link={link} />
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label="Secondary" className={styles.secondary}>
        {SECONDARY_NAVIGATION.map((link) => (
          <NavItem key={link.label} link={link} />
        ))}
      </nav>
    </header>
  );
}
