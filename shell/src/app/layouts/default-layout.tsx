import type { PageLayout, RouteMeta } from '@club/shared/federation';
import { Outlet } from '@club/shared/router';
import { $pageLoading } from '@club/shared/stores';
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { CookiePopup } from '../../features/consent/components/cookie-popup.tsx';
import { $cookieNoticeOpen } from '../../features/consent/stores/cookie-notice.ts';
import { GlobalNavigation } from '../../features/navigation/components/global-navigation.tsx';
import { Header } from '../../features/navigation/components/header.tsx';
import { usePageDefaults } from '../../features/navigation/hooks/use-page-defaults.ts';
import { AccountNotification } from '../../features/notifications/components/account-notification.tsx';
import { ErrorNotification } from '../../features/notifications/components/error-notification.tsx';
import { LoadingBar } from '../../features/routing/components/loading-bar.tsx';
import { useRouteBehaviour } from '../../features/routing/hooks/use-route-behaviour.ts';
import { AccountPanelSlot } from '../slots/account-panel-slot.tsx';
import { AudioPlayerSlot } from '../slots/audio-player-slot.tsx';
import { LoginPromptSlot } from '../slots/login-prompt-slot.tsx';
import { PackagesSlot } from '../slots/packages-slot.tsx';
import { VideoPlayerSlot } from '../slots/video-player-slot.tsx';
import styles from './default-layout.module.css';
import {
  FOOTER_ADVERTISING_VERSION_BY_LAYOUT,
  Footer,
  FooterAdvertising,
  FooterSponsors,
  MainMenu,
  OverlayPromo,
  PlatformFooter,
  SearchPanel,
  SectionSponsor,
  StickyNavigationBar,
  UpgradePromo,
} from './deferred-parts.ts';
import { useAccountPanelMount } from './use-account-panel-mount.ts';

/**
 * Spec 000 §2 "Layouts": the default layout, and the news item layout, which is the default one
 * for a single article (/news/{slug} and the legacy news paths) with the content at reading width.
 */
export type DefaultLayoutKind = PageLayout;

export interface DefaultLayoutProps {
  kind?: DefaultLayoutKind;
  /** What the page content slot shows: the route's page inside its error boundary (SiteLayout); the bare route's page when not given. */
  content?: ReactNode;
  /** The page's meta from its own route (SiteLayout); undefined while its remote's routes load. */
  meta?: RouteMeta;
}

/**
 * The overlay promo waits for the visitor's cookie choice: consent comes first, and the promo's
 * backdrop must never cover the cookie popup (it also waits for the page's content, as deferred).
 */
function OverlayPromoAfterConsent() {
  return useStore($cookieNoticeOpen) ? null : <OverlayPromo />;
}

/** The default layout (spec 000 §2), in the spec's slot order; later issues fill the remaining slots. */
export function DefaultLayout({ kind = 'default', content, meta }: DefaultLayoutProps) {
  useRouteBehaviour(meta);
  const pageLoading = useStore($pageLoading);
  const contentLanguage = usePageDefaults(meta);
  const accountMounted = useAccountPanelMount();

  // The slots in the order of spec 000 §2 "Layouts"; each numbered comment names the slot.
  return (
    <div className={styles.layout} data-layout={kind}>
      <LoadingBar />
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
      <OverlayPromoAfterConsent />
      {/* 5. slide-in account panel */}
      {accountMounted && <AccountPanelSlot />}
      {/* 6. main menu */}
      <MainMenu />
      {/* 7. search panel */}
      <SearchPanel />
      {/* 8. page content */}
      <main
        id="main-content"
        className={kind === 'news-item' ? `${styles.main} ${styles.reading}` : styles.main}
        tabIndex={-1}
        aria-busy={pageLoading || undefined}
        {...contentLanguage}
      >
        {content ?? <Outlet />}
        <SectionSponsor />
      </main>
      {/* 9. video player modal */}
      <VideoPlayerSlot />
      {/* 10. audio player modal */}
      <AudioPlayerSlot />
      {/* 11. account notification */}
      <AccountNotification />
      {/* 12. subscribe-packages modal */}
      <PackagesSlot />
      <LoginPromptSlot />
      {/* 13. upgrade promo */}
      <UpgradePromo />
      {/* 14. footer advertising, in the version of this layout */}
      <FooterAdvertising version={FOOTER_ADVERTISING_VERSION_BY_LAYOUT[kind]} />
      {/* 15. footer */}
      <Footer logoBlock={<FooterSponsors />} />
      {/* 16. error notification */}
      <ErrorNotification />
      {/* 17. cookie popup */}
      <CookiePopup />
      {/* 18. platform footer */}
      <PlatformFooter />
    </div>
  );
}
