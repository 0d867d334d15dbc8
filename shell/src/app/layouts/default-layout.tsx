import { $accountHeaderOpen, $lockBackground } from '@club/shared/stores';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { FooterAdvertising } from '../../features/adverts/components/footer-advertising.tsx';
import { Footer } from '../../features/footer/components/footer.tsx';
import { PlatformFooter } from '../../features/footer/components/platform-footer.tsx';
import { GlobalNavigation } from '../../features/navigation/components/global-navigation.tsx';
import { Header } from '../../features/navigation/components/header.tsx';
import { MainMenu } from '../../features/navigation/components/main-menu.tsx';
import { StickyNavigationBar } from '../../features/navigation/components/sticky-navigation-bar.tsx';
import { usePageDefaults } from '../../features/navigation/hooks/use-page-defaults.ts';
import { FooterSponsors } from '../../features/sponsors/components/footer-sponsors.tsx';
import { $mainRemoteSettled } from '../../lib/federation/main-remote.ts';
import { useIdle } from '../../lib/use-idle.ts';
import { AccountPanelSlot } from '../slots/account-panel-slot.tsx';
import styles from './default-layout.module.css';

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
  const contentLanguage = usePageDefaults();
  // The account remote checks the session on load (spec 001 §4). It loads once the page's own remote
  // has settled and the browser is idle, so it never delays the page's content, or at once if the
  // panel is opened first. Once mounted it stays mounted.
  const idle = useIdle(useStore($mainRemoteSettled));
  const accountOpen = useStore($accountHeaderOpen);
  const [accountMounted, setAccountMounted] = useState(false);
  useEffect(() => {
    if (idle || accountOpen) setAccountMounted(true);
  }, [idle, accountOpen]);

  // The slots in the order of spec 000 §2 "Layouts"; each numbered comment names the slot.
  return (
    <div className={styles.layout}>
      <a className={styles.skipLink} href="#main-content">
        Skip to content
      </a>
      {/* 1. global navigation bar */}
      <GlobalNavigation />
      {/* 2. header */}
      <Header />
      {/* 3. sticky navigation bar */}
      <StickyNavigationBar />
      {/* 4. overlay promo */}
      {/* 5. slide-in account panel */}
      {accountMounted && <AccountPanelSlot />}
      {/* 6. main menu */}
      <MainMenu />
      {/* 7. search panel */}
      {/* 8. page content */}
      <main id="main-content" className={styles.main} tabIndex={-1} {...contentLanguage}>
        <Outlet />
      </main>
      {/* 9. video player modal */}
      {/* 10. audio player modal */}
      {/* 11. account notification */}
      {/* 12. subscribe-packages modal */}
      {/* 13. upgrade promo */}
      {/* 14. footer advertising */}
      <FooterAdvertising />
      {/* 15. footer */}
      <Footer logoBlock={<FooterSponsors />} />
      {/* 16. error notification */}
      {/* 17. cookie popup */}
      {/* 18. platform footer */}
      <PlatformFooter />
    </div>
  );
}
