import { resetConsent } from './consent.ts';
import { resetMediaPlayers } from './media-player.ts';
import { resetNotifications } from './notifications.ts';
import { resetPage } from './page.ts';
import { resetPageLoading } from './page-loading.ts';
import { resetPageTitle } from './page-title.ts';
import { resetPanels } from './panels.ts';
import { resetRoute } from './route.ts';
import { resetSite } from './site.ts';
import { resetSpoilerFree } from './spoilers.ts';
import { resetUser } from './user.ts';

/**
 * Puts every global store back to its page-load value and stops the notification timers; call it
 * in `beforeEach`/`afterEach` of any test that touches global state. The session id is kept.
 */
export function resetStoresForTests(): void {
  resetUser();
  resetPanels();
  resetNotifications();
  resetConsent();
  resetSite();
  resetMediaPlayers();
  resetPage();
  resetPageLoading();
  resetPageTitle();
  resetRoute();
  resetSpoilerFree();
}
