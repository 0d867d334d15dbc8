// The global client state of the site (DESIGN.md "State"): one store file per noun, actions as verbs.
// Each module's own reset function stays internal; tests use resetStoresForTests.

export { onBrowserMount, renderStoresOnServer } from './browser-mount.ts';
export {
  $cookiesConsent,
  type CookiesConsent,
  grantAllConsent,
  grantEssentialOnly,
  setConsent,
} from './consent.ts';
export * from './constants.ts';
export {
  $audioPlayer,
  $mediaPlayer,
  $videoPlayer,
  type AudioPlayer,
  closeAudioPlayer,
  closeMediaPlayer,
  type MediaPlayer,
  type MediaType,
  type OpenAudioPlayerRequest,
  type OpenMediaPlayerRequest,
  openAudioPlayer,
  openMediaPlayer,
  setVideoPlaylist,
  type VideoPlayer,
  type VideoPlaylistRequest,
} from './media-player.ts';
export {
  $accountNotification,
  $errorNotification,
  type AccountNotification,
  closeAccountNotification,
  closeErrorNotification,
  type ErrorNotification,
  showAccountNotification,
  showErrorNotification,
} from './notifications.ts';
export {
  $pageKind,
  $pageLanguage,
  DEFAULT_PAGE_KIND,
  DEFAULT_PAGE_LANGUAGE,
  PAGE_KINDS,
  type PageKind,
  setPageKind,
  setPageLanguage,
} from './page.ts';
export { $pageLoading, $remotePiecesMayLoad, startPageLoading } from './page-loading.ts';
export { $pageTitle, setPageTitle } from './page-title.ts';
export {
  $accountHeaderOpen,
  $lockBackground,
  $menuOpen,
  $searchOpen,
  $showPackages,
  $upgradePromo,
  type BackgroundLockReason,
  closeAccountHeader,
  closeMenu,
  closePackages,
  closeSearch,
  closeUpgradePromo,
  lockBackgroundFor,
  openAccountHeader,
  openMenu,
  openPackages,
  openSearch,
  openUpgradePromo,
  toggleAccountHeader,
  toggleMenu,
  type UpgradePromo,
  unlockBackgroundFor,
} from './panels.ts';
export { $currentRoute, type CurrentRoute, recordRoute } from './route.ts';
export {
  $advertisingDisabled,
  $adverts,
  $childFriendly,
  $matchCentre,
  $matchdayTakeover,
  type AdvertsBySlot,
  clearMatchdayTakeover,
  closeMatchCentreVideo,
  hasAdverts,
  type MatchCentre,
  type MatchdayTakeover,
  openMatchCentreVideo,
  setAdvertisingDisabled,
  setAdverts,
  setChildFriendly,
  setMatchCentreVideoDocked,
  setMatchdayTakeover,
} from './site.ts';
export { $spoilerFree, setSpoilerFree, spoilerFreeIn } from './spoilers.ts';
export { resetStoresForTests } from './testing.ts';
export {
  $loginPrompt,
  $user,
  closeLoginPrompt,
  completeLoginCheck,
  createSessionID,
  displayNameOf,
  type LoggedInUser,
  type LoginPrompt,
  markLoginStatusUpdatedByUser,
  openLoginPrompt,
  setBypassed,
  setEntitlements,
  setLoggedInUser,
  setLoggedOut,
  type User,
} from './user.ts';
