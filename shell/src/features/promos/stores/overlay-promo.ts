import type { PromoOverlay } from '@club/shared/contracts';
import { lockBackgroundFor, onBrowserMount, unlockBackgroundFor } from '@club/shared/stores';
import { atom } from 'nanostores';
import { getPromoOverlays } from '../api/get-promo-overlays.ts';
import { OVERLAY_PROMO_LOCK } from '../constants.ts';
import { nextPromo } from '../lib/next-promo.ts';
import { markPromoSeen, readSeenPromoIds } from '../lib/promos-cookie.ts';

/** Every promo of the Web channel as last fetched, running or not. */
export const $promoOverlays = atom<readonly PromoOverlay[]>([]);

/**
 * The overlay promo on screen, or null (spec 000 §4 "Overlay promos"). The first subscriber fetches
 * the promos; while anything watches it, they are fetched again whenever the tab becomes visible and
 * no promo is on screen.
 */
export const $overlayPromo = atom<PromoOverlay | null>(null);

/**
 * Shows the first running promo not seen yet: its id is appended to `_gc_promos` and the background
 * locked. When none remains the overlay goes and the background is unlocked.
 */
export function showNextPromo(now = new Date()): void {
  const promo = nextPromo($promoOverlays.get(), readSeenPromoIds(), now);
  $overlayPromo.set(promo);
  if (promo) {
    markPromoSeen(promo.promoID);
    lockBackgroundFor(OVERLAY_PROMO_LOCK);
  } else {
    unlockBackgroundFor(OVERLAY_PROMO_LOCK);
  }
}

/** Clicking the image, the close icon or the backdrop (or Escape): the next unseen promo, or none. */
export function dismissPromo(): void {
  showNextPromo();
}

let inFlight: Promise<void> | null = null;

/** Fetches the promos and, if none is on screen, shows the next one; a failure is logged only (§8). */
export function loadPromoOverlays(): Promise<void> {
  inFlight ??= getPromoOverlays()
    .then(
      (promos) => {
        $promoOverlays.set(promos);
        if ($overlayPromo.get() === null) showNextPromo();
      },
      (error: unknown) => {
        console.error('[promos] the promo overlays could not be fetched', error);
      },
    )
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** Takes the overlay off and drops what was fetched (the watcher went, or a test ends). */
export function resetOverlayPromos(): void {
  $overlayPromo.set(null);
  $promoOverlays.set([]);
  unlockBackgroundFor(OVERLAY_PROMO_LOCK);
}

onBrowserMount($overlayPromo, () => {
  // Held for the clean-up, which nanostores runs a second later (a test's document may be gone).
  const doc = document;
  void loadPromoOverlays();
  const refetchWhenVisible = () => {
    if (doc.visibilityState === 'visible' && $overlayPromo.get() === null) void loadPromoOverlays();
  };
  doc.addEventListener('visibilitychange', refetchWhenVisible);
  return () => {
    doc.removeEventListener('visibilitychange', refetchWhenVisible);
    resetOverlayPromos();
  };
});
