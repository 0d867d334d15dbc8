import { STICKY_NAVIGATION } from '@club/shared/site';
import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { NAVIGATION_TEXT, STICKY_BAR_TRIGGER_OFFSET_PX } from '../constants.ts';
import { useOutOfViewBy } from '../hooks/use-out-of-view.ts';
import { $headerScroll } from '../stores/header-scroll.ts';
import { MenuItemLink } from './menu-item-link.tsx';
import styles from './sticky-navigation-bar.module.css';

/**
 * The sticky navigation bar (spec 000 §2 "Navigation sets", §4 "Header"): "In the sticky header
 * mode, a sticky navigation bar appears when its trigger element is out of view by 300 px". So the
 * sticky set shows, pinned to the top, only while the header is in its sticky mode (beyond 300 px of
 * scroll) and its trigger (where the bar sits in the page) is out of view by 300 px; under the sticky
 * header while that shows, at the very top while it hides.
 */
export function StickyNavigationBar() {
  const trigger = useRef<HTMLDivElement>(null);
  const outOfView = useOutOfViewBy(trigger, STICKY_BAR_TRIGGER_OFFSET_PX);
  const { hidden, sticky } = useStore($headerScroll);
  const shown = sticky && outOfView;
  return (
    <>
      <div ref={trigger} className={styles.trigger} aria-hidden="true" />
      {shown && (
        <nav
          aria-label={NAVIGATION_TEXT.stickyBar}
          className={styles.bar}
          data-under-header={sticky && !hidden}
        >
          <ul>
            {STICKY_NAVIGATION.map((item) => (
              <li key={item.name}>
                <MenuItemLink item={item} className={styles.link} iconClassName={styles.icon} />
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
