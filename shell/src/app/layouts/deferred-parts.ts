/**
 * The layout parts the first paint does not need, each in a chunk of its own that loads after the
 * page's content, or at once when the visitor opens it (deferred.tsx). Both layouts use these.
 */
import { $menuOpen, $searchOpen, $upgradePromo } from '@club/shared/stores';
import { computed } from 'nanostores';
import type { FooterAdvertisingVersion } from '../../features/adverts/constants.ts';
import { deferred } from './deferred.tsx';

/**
 * The footer advertising's version each layout shows (spec 000 §2 "footer advertising (three
 * versions)"; what each holds: features/adverts/constants.ts).
 */
export const FOOTER_ADVERTISING_VERSION_BY_LAYOUT = {
  default: 1,
  'news-item': 2,
  streamer: 3,
} as const satisfies Record<string, FooterAdvertisingVersion>;

export const MainMenu = deferred(
  () => import('../../features/navigation/components/main-menu.tsx').then((m) => m.MainMenu),
  $menuOpen,
);
export const SearchPanel = deferred(
  () => import('../../features/search/components/search-panel.tsx').then((m) => m.SearchPanel),
  $searchOpen,
);
export const UpgradePromo = deferred(
  () => import('../../features/promos/components/upgrade-promo.tsx').then((m) => m.UpgradePromo),
  computed($upgradePromo, (promo) => promo.display),
);
export const OverlayPromo = deferred(() =>
  import('../../features/promos/components/overlay-promo.tsx').then((m) => m.OverlayPromo),
);
export const FooterAdvertising = deferred(() =>
  import('../../features/adverts/components/footer-advertising.tsx').then((m) => m.FooterAdvertising),
);
export const StickyNavigationBar = deferred(() =>
  import('../../features/navigation/components/sticky-navigation-bar.tsx').then((m) => m.StickyNavigationBar),
);
// Below the fold until the page's content has shown (main is a screen high).
export const Footer = deferred(() =>
  import('../../features/footer/components/footer.tsx').then((m) => m.Footer),
);
export const PlatformFooter = deferred(() =>
  import('../../features/footer/components/platform-footer.tsx').then((m) => m.PlatformFooter),
);
export const FooterSponsors = deferred(() =>
  import('../../features/sponsors/components/footer-sponsors.tsx').then((m) => m.FooterSponsors),
);
// At the end of the page's content, once that has shown.
export const SectionSponsor = deferred(() =>
  import('../../features/sponsors/components/section-sponsor.tsx').then((m) => m.SectionSponsor),
);
