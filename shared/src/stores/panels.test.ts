import { beforeEach, describe, expect, it } from 'vitest';
import { closeMediaPlayer, openMediaPlayer } from './media-player.ts';
import {
  $accountHeaderOpen,
  $lockBackground,
  $menuOpen,
  $searchOpen,
  $showPackages,
  $upgradePromo,
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
  unlockBackgroundFor,
} from './panels.ts';
import { resetStoresForTests } from './testing.ts';
import { closeLoginPrompt, openLoginPrompt } from './user.ts';

beforeEach(() => {
  resetStoresForTests();
});

describe('panels', () => {
  it('start closed with the background unlocked', () => {
    expect($accountHeaderOpen.get()).toBe(false);
    expect($menuOpen.get()).toBe(false);
    expect($searchOpen.get()).toBe(false);
    expect($upgradePromo.get()).toEqual({ display: false });
    expect($showPackages.get()).toBe(false);
    expect($lockBackground.get()).toBe(false);
  });

  it('open and close the account panel', () => {
    openAccountHeader();
    expect($accountHeaderOpen.get()).toBe(true);
    closeAccountHeader();
    expect($accountHeaderOpen.get()).toBe(false);
  });

  it('toggle the account panel from the profile button', () => {
    toggleAccountHeader();
    expect($accountHeaderOpen.get()).toBe(true);
    toggleAccountHeader();
    expect($accountHeaderOpen.get()).toBe(false);
  });

  it('open, close and toggle the menu', () => {
    openMenu();
    expect($menuOpen.get()).toBe(true);
    closeMenu();
    expect($menuOpen.get()).toBe(false);
    toggleMenu();
    expect($menuOpen.get()).toBe(true);
    toggleMenu();
    expect($menuOpen.get()).toBe(false);
  });

  it('opening search closes the menu', () => {
    openMenu();
    openSearch();
    expect($searchOpen.get()).toBe(true);
    expect($menuOpen.get()).toBe(false);
  });

  it('closing search leaves the menu closed', () => {
    openSearch();
    closeSearch();
    expect($searchOpen.get()).toBe(false);
    expect($menuOpen.get()).toBe(false);
  });

  it('opening the upgrade promo closes the account panel', () => {
    openAccountHeader();
    openUpgradePromo();
    expect($upgradePromo.get().display).toBe(true);
    expect($accountHeaderOpen.get()).toBe(false);
    closeUpgradePromo();
    expect($upgradePromo.get().display).toBe(false);
  });

  it('open and close the packages overlay', () => {
    openPackages();
    expect($showPackages.get()).toBe(true);
    closePackages();
    expect($showPackages.get()).toBe(false);
  });
});

const lockers: [name: string, open: () => void, close: () => void][] = [
  ['account panel', openAccountHeader, closeAccountHeader],
  ['login prompt', () => openLoginPrompt('Please log in'), closeLoginPrompt],
  ['menu', openMenu, closeMenu],
  ['search', openSearch, closeSearch],
  ['upgrade promo', openUpgradePromo, closeUpgradePromo],
  ['media player', () => openMediaPlayer({ mediaType: 'OnDemand', videoID: 'v1' }), closeMediaPlayer],
  ['overlay promo', () => lockBackgroundFor('overlay-promo'), () => unlockBackgroundFor('overlay-promo')],
  [
    'voucher overlay',
    () => lockBackgroundFor('voucher-overlay'),
    () => unlockBackgroundFor('voucher-overlay'),
  ],
];

describe('$lockBackground', () => {
  it.each(lockers)('locks while the %s is open and unlocks when it closes', (_name, open, close) => {
    open();
    expect($lockBackground.get()).toBe(true);
    close();
    expect($lockBackground.get()).toBe(false);
  });

  it('unlocks only when every opener has closed', () => {
    // Menu and search exclude each other and so do the promo and the account panel, so open them in an
    // order that leaves all of these open at once: search, menu (allowed after search), promo, account.
    openSearch();
    openMenu();
    openUpgradePromo();
    openAccountHeader();
    openLoginPrompt('Please log in');
    openMediaPlayer({ mediaType: 'DrmLiveVideo', videoID: 'live-1' });
    lockBackgroundFor('overlay-promo');
    lockBackgroundFor('voucher-overlay');

    const closers = [
      closeSearch,
      closeMenu,
      closeUpgradePromo,
      closeAccountHeader,
      closeLoginPrompt,
      closeMediaPlayer,
      () => unlockBackgroundFor('overlay-promo'),
    ];
    for (const close of closers) {
      close();
      expect($lockBackground.get()).toBe(true);
    }
    unlockBackgroundFor('voucher-overlay');
    expect($lockBackground.get()).toBe(false);
  });

  it('does not lock for the packages overlay, which the spec does not list', () => {
    openPackages();
    expect($lockBackground.get()).toBe(false);
  });

  it('treats a lock reason as held once however many times it is locked', () => {
    lockBackgroundFor('overlay-promo');
    lockBackgroundFor('overlay-promo');
    unlockBackgroundFor('overlay-promo');
    expect($lockBackground.get()).toBe(false);
  });

  it('ignores unlocking a reason that holds no lock', () => {
    lockBackgroundFor('voucher-overlay');
    unlockBackgroundFor('overlay-promo');
    expect($lockBackground.get()).toBe(true);
  });

  it('notifies subscribers when the lock flips', () => {
    const seen: boolean[] = [];
    const unsubscribe = $lockBackground.subscribe((locked) => seen.push(locked));
    openMenu();
    openSearch(); // menu closes, search opens: still locked, no flip
    closeSearch();
    unsubscribe();
    expect(seen).toEqual([false, true, false]);
  });
});
