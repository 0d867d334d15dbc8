import { useServiceData } from '@club/shared/api';
import { Link, useLocation, useNavigate } from '@club/shared/router';
import { CLUB_NAME } from '@club/shared/site';
import { type MouseEvent, useEffect } from 'react';
import { getStreamerConfig } from '../api/get-streamer-config.ts';
import { STREAMER_ANCHOR_SCROLL, STREAMER_FALLBACK_LINKS, STREAMER_NAVIGATION_LABEL } from '../constants.ts';
import type { AnchorScrolledState } from '../hooks/use-anchor-scroll.ts';
import { anchorTop, scrollWindowTo } from '../lib/scroll.ts';
import styles from './streamer-header.module.css';

/** The streamer header's home link name. */
export const STREAMER_HOME_LABEL = `${CLUB_NAME} streaming home`;

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The streamer layout's header (spec 000 §2, spec 001 §2 "Streamer site variant"): links to the
 * sections next-match, packages, fixtures, videos and troubleshooting, named by the streamer config
 * (the section headings while it loads or if it cannot; its failure is logged only). A link whose
 * section is on the page scrolls there at once over 400 ms, 80 px above it, and the address takes the
 * hash; from another page it goes to the streamer page's section, where the hash scroll takes over.
 */
export function StreamerHeader() {
  const config = useServiceData('streamer-config', getStreamerConfig);
  const failure = config.status === 'failed' ? config.error : null;
  useEffect(() => {
    if (failure) console.error('[streamer header] the streamer config could not be loaded', failure);
  }, [failure]);
  const links = config.status === 'ready' ? config.data.headerLinks : STREAMER_FALLBACK_LINKS;
  const location = useLocation();
  const navigate = useNavigate();

  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>, anchor: string) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    const section = document.getElementById(anchor);
    if (!section) {
      navigate({ pathname: '/', hash: anchor });
      return;
    }
    const { offsetPx, durationMs } = STREAMER_ANCHOR_SCROLL;
    scrollWindowTo(anchorTop(section, offsetPx), durationMs);
    // Keyboard and screen reader users continue from the section they moved to.
    if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
    section.focus({ preventScroll: true });
    const state: AnchorScrolledState = { anchorScrolled: true };
    navigate({ pathname: location.pathname, search: location.search, hash: anchor }, { state });
  };

  return (
    <header className={styles.header}>
      <Link to="/" className={styles.home} aria-label={STREAMER_HOME_LABEL}>
        <span aria-hidden="true" className={styles.badge}>
          NB
        </span>
        <span className={styles.name}>{CLUB_NAME}</span>
      </Link>
      <nav aria-label={STREAMER_NAVIGATION_LABEL} className={styles.nav}>
        <ul>
          {links.map(({ label, anchor }) => (
            <li key={anchor}>
              <a className={styles.link} href={`#${anchor}`} onClick={(event) => onLinkClick(event, anchor)}>
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
