import { IMAGE_SIZES } from '@club/shared/api';
import { Link, NavLink } from '@club/shared/router';
import {
  CLUB_CREST_IMAGE_KEY,
  CLUB_NAME,
  HEADER_DESIGN,
  type HeaderDesign,
  PRIMARY_NAVIGATION,
  SECONDARY_NAVIGATION,
  SITE_MODE,
  type NavLink as SiteLink,
} from '@club/shared/site';
import { $menuOpen, $pageKind, $searchOpen, openSearch, toggleMenu } from '@club/shared/stores';
import { ControlIcon, ServiceImage } from '@club/shared/ui';
import { useStore } from '@nanostores/react';
import { MAIN_MENU_ID, NAVIGATION_TEXT, SEARCH_PANEL_ID } from '../constants.ts';
import { headerAppearanceFor } from '../lib/header-appearance.ts';
import { $headerScroll, HEADER_BEHAVIOUR } from '../stores/header-scroll.ts';
import styles from './header.module.css';
import { HeaderSponsors } from './header-sponsors.tsx';

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

function Crest() {
  return (
    <Link to="/" className={styles.crest} aria-label={`${CLUB_NAME} home`}>
      <ServiceImage
        imageKey={CLUB_CREST_IMAGE_KEY}
        box={IMAGE_SIZES.headerCrest}
        alt=""
        eager
        className={styles.crestImage}
      />
      <span className={styles.name}>{CLUB_NAME}</span>
    </Link>
  );
}

function PrimaryNavigation() {
  return (
    <nav aria-label="Primary" className={styles.nav}>
      <ul>
        {PRIMARY_NAVIGATION.map((link) => (
          <li key={link.label}>
            <NavItem link={link} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SecondaryNavigation() {
  return (
    <nav aria-label="Secondary" className={styles.secondary}>
      {SECONDARY_NAVIGATION.map((link) => (
        <NavItem key={link.label} link={link} />
      ))}
    </nav>
  );
}

function SearchButton() {
  const open = useStore($searchOpen);
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-expanded={open}
      aria-controls={SEARCH_PANEL_ID}
      onClick={openSearch}
    >
      <ControlIcon glyph="search" />
      <span className={styles.buttonText}>{NAVIGATION_TEXT.searchButton}</span>
    </button>
  );
}

function BurgerButton() {
  const open = useStore($menuOpen);
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-expanded={open}
      aria-controls={MAIN_MENU_ID}
      onClick={toggleMenu}
    >
      <ControlIcon glyph="menu" />
      <span className={styles.buttonText}>{NAVIGATION_TEXT.menuButton}</span>
    </button>
  );
}

/**
 * The header (spec 000 §2 "Layouts", §4 "Header"). Its look follows the page kind (the error page
 * is always solid); it hides on scroll down, shows on scroll up, stays within 90 px of the top and
 * pins at 64 px beyond 300 px. v3: crest, navigation, partners, search and burger in one row;
 * classic: burger and navigation at the start, the crest centred, partners and search at the end.
 */
export function Header({ design = HEADER_DESIGN }: { design?: HeaderDesign }) {
  const appearance = headerAppearanceFor(useStore($pageKind));
  const { hidden, sticky } = useStore($headerScroll);
  return (
    <div className={styles.slot} data-style={appearance} data-site-mode={SITE_MODE}>
      <header
        className={styles.header}
        data-design={design}
        data-style={appearance}
        data-behaviour={HEADER_BEHAVIOUR}
        data-hidden={hidden}
        data-sticky={sticky}
      >
        {design === 'v3' ? (
          <>
            <Crest />
            <PrimaryNavigation />
            <SecondaryNavigation />
            <div className={styles.end}>
              <HeaderSponsors />
              <SearchButton />
              <BurgerButton />
            </div>
          </>
        ) : (
          <>
            <div className={styles.start}>
              <BurgerButton />
              <PrimaryNavigation />
            </div>
            <Crest />
            <div className={styles.end}>
              <SecondaryNavigation />
              <HeaderSponsors />
              <SearchButton />
            </div>
          </>
        )}
      </header>
    </div>
  );
}
