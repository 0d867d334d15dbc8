import { Link, useLocation, useNavigate } from '@club/shared/router';
import { useStore } from '@nanostores/react';
import type { MouseEvent } from 'react';
import {
  STREAMER_ANCHOR_SCROLL,
  STREAMER_BADGE,
  STREAMER_FALLBACK_BRAND,
  STREAMER_FALLBACK_LINKS,
  STREAMER_NAVIGATION_LABEL,
} from '../constants.ts';
import type { AnchorScrolledState } from '../hooks/use-anchor-scroll.ts';
import { anchorTop, scrollWindowTo } from '../lib/scroll.ts';
import { $streamerConfig } from '../stores/streamer-config.ts';
import styles from './streamer-header.module.css';

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The streamer layout's header (spec 000 §2, spec 001 §2 "Streamer site variant"): the streaming
 * brand the streamer config names (spec 001 §3 brandName) linking home, and links to the sections
 * next-match, packages, fixtures, videos and troubleshooting, named by the config (the section
 * headings while it loads or if it cannot; its failure is logged only). A link whose section is on
 * the page scrolls there at once over 400 ms, 80 px above it, and the address takes the hash; from
 * another page it goes to the streamer page's section, where the hash scroll takes over.
 */
export function StreamerHeader() {
  const state = useStore($streamerConfig);
  const config = state.status === 'ready' ? state.config : null;
  const links = config?.headerLinks ?? STREAMER_FALLBACK_LINKS;
  const brand = config?.brandName ?? STREAMER_FALLBACK_BRAND;
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
      {/* Named by its brand, the words it shows (WCAG 2.5.3); on phones the name is there, visually hidden. */}
      <Link to="/" className={styles.home}>
        <span aria-hidden="true" className={styles.badge}>
          {STREAMER_BADGE}
        </span>
        <span className={styles.name}>{brand}</span>
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
