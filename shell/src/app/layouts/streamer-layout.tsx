import type { RouteMeta } from '@club/shared/federation';
import { Outlet } from '@club/shared/router';
import { $pageLoading } from '@club/shared/stores';
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { CookiePopup } from '../../features/consent/components/cookie-popup.tsx';
import type { FooterVariant } from '../../features/footer/constants.ts';
import { GlobalNavigation } from '../../features/navigation/components/global-navigation.tsx';
import { AccountNotification } from '../../features/notifications/components/account-notification.tsx';
import { ErrorNotification } from '../../features/notifications/components/error-notification.tsx';
import { LoadingBar } from '../../features/routing/components/loading-bar.tsx';
import { StreamerHeader } from '../../features/routing/components/streamer-header.tsx';
import { STREAMER_ANCHOR_SCROLL, STREAMER_FALLBACK_BRAND } from '../../features/routing/constants.ts';
import { useRouteBehaviour } from '../../features/routing/hooks/use-route-behaviour.ts';
import { streamerFooterMenu } from '../../features/routing/lib/streamer-footer-menu.ts';
import { $streamerConfig } from '../../features/routing/stores/streamer-config.ts';
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
  PlatformFooter,
  SectionSponsor,
} from './deferred-parts.ts';
import { useAccountPanelMount } from './use-account-panel-mount.ts';

/** Spec 000 §2 "Footer": the streamer site's footer is the second variant, without the club's sponsor logos. */
export const STREAMER_FOOTER_VARIANT: FooterVariant = 2;

/**
 * The streamer layout (spec 000 §2 "Layouts"), for the streaming-only site variant (runtime config
 * siteVariant 'streamer'): the global navigation with its profile button, the streamer header whose
 * links scroll to the page's sections (400 ms, 80 px above them, also for a hash in the address),
 * the account panel, the page, the player and packages overlays, the account and error
 * notifications, the footer, the cookie popup and the platform footer, in the default layout's
 * order, with the footer advertising's third version (one advert). The footer is variant 2 with the streamer config's own footer links and brand name (spec
 * 001 §3). Login is re-checked on every route change by mfe-account, from the route the shell
 * records ($currentRoute, spec 001 §2).
 */
export function StreamerLayout({ content, meta }: { content?: ReactNode; meta?: RouteMeta }) {
  useRouteBehaviour(meta, STREAMER_ANCHOR_SCROLL);
  const pageLoading = useStore($pageLoading);
  const accountMounted = useAccountPanelMount();
  const streamer = useStore($streamerConfig);
  const config = streamer.status === 'ready' ? streamer.config : null;
  return (
    <div className={styles.layout} data-layout="streamer">
      <LoadingBar />
      <a className={styles.skipLink} href="#main-content">
        Skip to content
      </a>
      <GlobalNavigation />
      <StreamerHeader />
      {accountMounted && <AccountPanelSlot />}
      <main id="main-content" className={styles.main} tabIndex={-1} aria-busy={pageLoading || undefined}>
        {content ?? <Outlet />}
        <SectionSponsor />
      </main>
      <VideoPlayerSlot />
      <AudioPlayerSlot />
      <AccountNotification />
      <PackagesSlot />
      <LoginPromptSlot />
      <FooterAdvertising version={FOOTER_ADVERTISING_VERSION_BY_LAYOUT.streamer} />
      <Footer
        variant={STREAMER_FOOTER_VARIANT}
        footerMenu={config ? streamerFooterMenu(config.footerLinks) : []}
        brandName={config?.brandName ?? STREAMER_FALLBACK_BRAND}
      />
      <ErrorNotification />
      <CookiePopup />
      <PlatformFooter />
    </div>
  );
}
