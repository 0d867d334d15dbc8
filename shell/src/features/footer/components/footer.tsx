import { CLUB_NAME, FOOTER_SUB_MENU } from '@club/shared/site';
import { Link } from 'react-router';
import styles from './footer.module.css';

/** The footer's fixed parts for now: the sub menu, the copyright and the platform notice. */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <nav aria-label="Footer">
        <ul className={styles.subMenu}>
          {FOOTER_SUB_MENU.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.legal}>
        © {new Date().getFullYear()} {CLUB_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
