import { $accountHeaderOpen, $lockBackground } from '@club/shared/stores';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { $mainRemoteSettled } from '../../../lib/federation/main-remote.ts';
import { useIdle } from '../../../lib/use-idle.ts';
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
  // The account remote checks the session on load (spec 001 §4). It loads once the page's own remote
  // has settled and the browser is idle, so it never delays the page's content, or at once if the
  // panel is opened first. Once mounted it stays mounted.
  const idle = useIdle(useStore($mainRemoteSettled));
  const accountOpen = useStore($accountHeaderOpen);
  const [accountMounted, setAccountMounted] = useState(false);
  useEffect(() => {
    if (idle || accountOpen) setAccountMounted(true);
  }, [idle, accountOpen]);

  return (
    <div className={styles.layout}>
      <a className={styles.skipLink} href="#main-content">
        Skip to content
      </a>
      <GlobalNavigation />
      <Header />
      {accountMounted && <AccountPanelSlot />}
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
