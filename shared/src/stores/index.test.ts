import { describe, expect, it } from 'vitest';
import * as stores from './index.ts';

// Other workspaces are written against these names; losing one from the entry must fail here, not in a remote.
const publicNames = [
  '$user',
  'setLoggedInUser',
  'setLoggedOut',
  'completeLoginCheck',
  'markLoginStatusUpdatedByUser',
  'setEntitlements',
  'setBypassed',
  'displayNameOf',
  'createSessionID',
  '$loginPrompt',
  'openLoginPrompt',
  'closeLoginPrompt',
  '$accountHeaderOpen',
  '$menuOpen',
  '$searchOpen',
  '$upgradePromo',
  '$showPackages',
  '$lockBackground',
  'lockBackgroundFor',
  'unlockBackgroundFor',
  'openAccountHeader',
  'closeAccountHeader',
  'toggleAccountHeader',
  'openMenu',
  'closeMenu',
  'toggleMenu',
  'openSearch',
  'closeSearch',
  'openUpgradePromo',
  'closeUpgradePromo',
  'openPackages',
  'closePackages',
  '$accountNotification',
  '$errorNotification',
  'showAccountNotification',
  'closeAccountNotification',
  'showErrorNotification',
  'closeErrorNotification',
  '$cookiesConsent',
  'grantAllConsent',
  'grantEssentialOnly',
  'setConsent',
  '$childFriendly',
  'setChildFriendly',
  '$advertisingDisabled',
  'setAdvertisingDisabled',
  '$adverts',
  'setAdverts',
  'hasAdverts',
  '$matchCentre',
  'openMatchCentreVideo',
  'closeMatchCentreVideo',
  'setMatchCentreVideoDocked',
  '$matchdayTakeover',
  'setMatchdayTakeover',
  'clearMatchdayTakeover',
  '$mediaPlayer',
  '$audioPlayer',
  '$videoPlayer',
  'openMediaPlayer',
  'closeMediaPlayer',
  'openAudioPlayer',
  'closeAudioPlayer',
  'setVideoPlaylist',
  '$pageKind',
  'setPageKind',
  '$pageLanguage',
  'setPageLanguage',
  'PAGE_KINDS',
  '$pageLoading',
  'startPageLoading',
  '$pageTitle',
  'setPageTitle',
  '$currentRoute',
  'recordRoute',
  'resetStoresForTests',
];

describe('@club/shared/stores entry', () => {
  const exported = new Map<string, unknown>(Object.entries(stores));

  it.each(publicNames)('exports %s', (name) => {
    expect(exported.get(name)).toBeDefined();
  });

  it('exports the spec constants with the spec values', () => {
    expect(stores).toMatchObject({
      ACCOUNT_NOTIFICATION_MS: 4000,
      ERROR_NOTIFICATION_SECONDS: 30,
      ERROR_NOTIFICATION_TICK_MS: 1000,
      LOGOUT_PANEL_CLOSE_DELAY_MS: 600,
      SESSION_ID_MIN: 1,
      SESSION_ID_MAX: 1_000_000,
      DEFAULT_VIDEO_NAME: 'No title',
      DEFAULT_AUDIO_TITLE: 'No title',
      DEFAULT_MEDIA_TYPE: 'OnDemand',
      MEDIA_TYPES: ['OnDemand', 'DrmLiveVideo'],
      CHILD_FRIENDLY_BY_DEFAULT: true,
      ADVERTISING_DISABLED_BY_DEFAULT: false,
      HIDDEN_DISPLAY_NAME_TEXT: 'undefined',
    });
  });

  it('keeps the per-module reset helpers private', () => {
    for (const name of [
      'resetUser',
      'resetPanels',
      'resetNotifications',
      'resetConsent',
      'resetSite',
      'resetPage',
    ]) {
      expect(stores).not.toHaveProperty(name);
    }
  });
});
