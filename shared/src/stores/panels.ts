import { atom, batch, computed, map } from 'nanostores';
import { $mediaPlayer } from './media-player.ts';
import { $loginPrompt } from './user.ts';

/** The upgrade promo's state (spec 000 §3 "upgradePromo.display"). */
export interface UpgradePromo {
  display: boolean;
}

/** Why an overlay outside the panel stores holds the background lock, e.g. 'overlay-promo', 'voucher-overlay'. */
export type BackgroundLockReason = string;

/** The slide-in account panel (login form or account summary). */
export const $accountHeaderOpen = atom(false);

/** The main menu. */
export const $menuOpen = atom(false);

/** The search overlay. */
export const $searchOpen = atom(false);

/** The upgrade promo overlay. */
export const $upgradePromo = map<UpgradePromo>({ display: false });

/** The subscribe-packages overlay ('Choose a subscription packages'). */
export const $showPackages = atom(false);

const $backgroundLockReasons = atom<ReadonlySet<BackgroundLockReason>>(new Set());

/**
 * True while any of the account panel, login prompt, menu, search, upgrade promo, media player
 * overlay or an explicit lock holder is open (spec 000 §4, spec 001 §4); the body gets a locked class.
 */
export const $lockBackground = computed(
  [
    $accountHeaderOpen,
    $loginPrompt,
    $menuOpen,
    $searchOpen,
    $upgradePromo,
    $mediaPlayer,
    $backgroundLockReasons,
  ],
  (accountHeaderOpen, loginPrompt, menuOpen, searchOpen, upgradePromo, mediaPlayer, reasons) =>
    accountHeaderOpen ||
    loginPrompt.message !== null ||
    menuOpen ||
    searchOpen ||
    upgradePromo.display ||
    mediaPlayer.modalOpen ||
    reasons.size > 0,
);

/** Locks the background for an overlay without its own store (overlay promo, voucher overlay); idempotent. */
export function lockBackgroundFor(reason: BackgroundLockReason): void {
  const reasons = $backgroundLockReasons.get();
  if (reasons.has(reason)) return;
  $backgroundLockReasons.set(new Set(reasons).add(reason));
}

/** Releases the lock held for `reason`; the background stays locked while anything else holds it. */
export function unlockBackgroundFor(reason: BackgroundLockReason): void {
  const reasons = $backgroundLockReasons.get();
  if (!reasons.has(reason)) return;
  const next = new Set(reasons);
  next.delete(reason);
  $backgroundLockReasons.set(next);
}

/** Opens the account panel. */
export function openAccountHeader(): void {
  $accountHeaderOpen.set(true);
}

/** Closes the account panel (close button or underlay click). */
export function closeAccountHeader(): void {
  $accountHeaderOpen.set(false);
}

/** Toggles the account panel, as the global navigation's Log In / Profile button does. */
export function toggleAccountHeader(): void {
  $accountHeaderOpen.set(!$accountHeaderOpen.get());
}

/** Opens the main menu. */
export function openMenu(): void {
  $menuOpen.set(true);
}

/** Closes the main menu. */
export function closeMenu(): void {
  $menuOpen.set(false);
}

/** Toggles the main menu (burger or close button). */
export function toggleMenu(): void {
  $menuOpen.set(!$menuOpen.get());
}

/** Opens the search overlay and closes the menu (spec 000 §4). */
export function openSearch(): void {
  // One transaction, so the background lock never flickers off between the two writes.
  batch(() => {
    $menuOpen.set(false);
    $searchOpen.set(true);
  });
}

/** Closes the search overlay (close button, backdrop click or route change). */
export function closeSearch(): void {
  $searchOpen.set(false);
}

/** Shows the upgrade promo and closes the account panel (spec 000 §4, spec 001 §4). */
export function openUpgradePromo(): void {
  batch(() => {
    $accountHeaderOpen.set(false);
    $upgradePromo.set({ display: true });
  });
}

/** Hides the upgrade promo. */
export function closeUpgradePromo(): void {
  $upgradePromo.set({ display: false });
}

/** Shows the subscribe-packages overlay (the upgrade promo's 'Subscribe now'). */
export function openPackages(): void {
  $showPackages.set(true);
}

/** Hides the subscribe-packages overlay. */
export function closePackages(): void {
  $showPackages.set(false);
}

/** Closes every panel and drops every explicit background lock. */
export function resetPanels(): void {
  batch(() => {
    $accountHeaderOpen.set(false);
    $menuOpen.set(false);
    $searchOpen.set(false);
    $upgradePromo.set({ display: false });
    $showPackages.set(false);
    $backgroundLockReasons.set(new Set());
  });
}
