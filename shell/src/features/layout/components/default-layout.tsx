import { $lockBackground } from '@club/shared/stores';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { AccountPanelSlot } from './account-panel-slot.tsx';
import styles from './default-layout.module.css';
import { Footer } from './footer.tsx';
import { GlobalNavigation } from './global-navigation.tsx';
import { Header } from './header.tsx';

/** Spec 000 §2: the body gets the locked class while the background is locked. */
export const LOCKED_BODY_CLASS = 'locked';

function useBodyLock() {
  const locked = useStore($lockBackground);
  useEffect(() => {
    document.body.classList.toggle(LOCKED_BODY_CLASS, locked);
  }, [locked]);
}

/** The default layout (spec 000 §2), in the spec's slot order; later issues fill the remaining slots. */
export function DefaultLayout() {
  useBodyLock();

  return (
    <div className={styles.layout}>
      <a className={styles.skipLink} href="#main-content">
        Skip to content
      </a>
      <GlobalNavigation />
      <Header />
      {/* Mounted from the start: the account remote checks the session on load (spec 001 §4). */}
      <AccountPanelSlot />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
