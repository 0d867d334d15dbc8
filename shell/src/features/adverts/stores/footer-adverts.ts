// The footer advertising's state (spec 000 §2 "Footer advertising", §4 "Adverts"): the advertising
// data and the footer slot's adverts go into the global adverts state, the footer list stays here;
// the three square slots' picks are derived from the adverts state and child-friendly mode.
import { FOOTER_SLOT, type FooterAdvert, type SlotAdvert } from '@club/shared/contracts';
import { $adverts, $childFriendly, type AdvertsBySlot, hasAdverts, setAdverts } from '@club/shared/stores';
import { atom, computed } from 'nanostores';
import { getExperimentsData } from '../api/get-experiments-data.ts';
import { getFooterAdverts } from '../api/get-footer-adverts.ts';
import { getFooterSlotAdverts } from '../api/get-footer-slot-adverts.ts';
import {
  EXPERIMENTS_ADVERT_KEYS,
  FOOTER_ADVERT_RELOAD_DELAY_MS,
  FOOTER_SLOTS_ENABLED_BY,
} from '../constants.ts';
import { type FooterSlotPick, pickFooterSlotAdverts, slotAdvertsOf } from '../lib/pick-slot-advert.ts';

/** The footer advert list; `loadID` changes with every answer, so each one counts as a new showing. */
export interface FooterAdvertList {
  status: 'loading' | 'ready' | 'failed';
  adverts: readonly FooterAdvert[];
  loadID: number;
}

const initialList = (): FooterAdvertList => ({ status: 'loading', adverts: [], loadID: 0 });

/** The footer advert list from `{webApi}/v1/adverts/?area=footer`; empty after a failure (spec 000 §8). */
export const $footerAdvertList = atom<FooterAdvertList>(initialList());

/** Spec 000 §4: the footer slots are enabled when the adverts state holds footerSlot1 with an advert. */
export const $footerSlotsEnabled = computed($adverts, (adverts) =>
  hasAdverts(adverts, FOOTER_SLOTS_ENABLED_BY),
);

/** The three square slots' adverts; `pickID` changes with every pick, so each one counts as a new showing. */
export interface FooterSlotPicks {
  pickID: number;
  slots: FooterSlotPick[];
}

let pickCount = 0;

/**
 * A random eligible advert per square slot (spec 000 §4, §5), picked again whenever the adverts
 * state or child-friendly mode changes, so every reload can show a different advert.
 */
export const $footerSlotPicks = computed([$adverts, $childFriendly], (adverts, childFriendly) => {
  pickCount += 1;
  return { pickID: pickCount, slots: pickFooterSlotAdverts(adverts, new Date(), childFriendly) };
});

/** The footer slot's record of an advert, by advertID; the footer list's events take its references. */
export function footerSlotRecord(advertID: string): SlotAdvert | undefined {
  return slotAdvertsOf($adverts.get(), FOOTER_SLOT).find((advert) => advert.advertID === advertID);
}

let inFlight: AbortController | null = null;
let reloadTimer: ReturnType<typeof setTimeout> | null = null;
let listAnswers = 0;

function logFailure(what: string, error: unknown): void {
  // Spec 000 §8: a footer advert fetch that fails is logged only, and no adverts show.
  console.warn(`[adverts] ${what} not loaded`, error);
}

/** Everything in the adverts state except what this load replaces. */
function advertsWithout(keys: readonly string[]): Record<string, readonly object[]> {
  const kept: Record<string, readonly object[]> = { ...$adverts.get() };
  for (const key of keys) delete kept[key];
  return kept;
}

/**
 * Loads the advertising data (`{experiments}/data`), the footer slot's adverts and the footer list
 * together, cancelling a load still under way. What shows meanwhile stays until the answers land;
 * the adverts state is written once per load, so the slots are picked once per load, and before
 * the list, so the list's events find the footer slot's references.
 */
export async function loadFooterAdverts(): Promise<void> {
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  const { signal } = controller;
  const [data, footerSlot, list] = await Promise.allSettled([
    getExperimentsData(signal),
    getFooterSlotAdverts(signal),
    getFooterAdverts(signal),
  ]);
  if (signal.aborted) return;
  inFlight = null;

  const next: Record<string, readonly object[]> = advertsWithout([...EXPERIMENTS_ADVERT_KEYS, FOOTER_SLOT]);
  if (data.status === 'fulfilled') {
    for (const key of EXPERIMENTS_ADVERT_KEYS) next[key] = data.value.adverts[key];
  } else {
    logFailure('advertising data', data.reason);
  }
  if (footerSlot.status === 'fulfilled') next[FOOTER_SLOT] = footerSlot.value;
  else logFailure('footer slot adverts', footerSlot.reason);
  setAdverts(next satisfies AdvertsBySlot);

  listAnswers += 1;
  if (list.status === 'fulfilled') {
    $footerAdvertList.set({ status: 'ready', adverts: list.value, loadID: listAnswers });
  } else {
    logFailure('footer advert list', list.reason);
    $footerAdvertList.set({ status: 'failed', adverts: [], loadID: listAnswers });
  }
}

/** Spec 000 §4: reload the footer adverts 2 s after a route change; a newer change restarts the wait. */
export function scheduleFooterAdvertsReload(): void {
  if (reloadTimer !== null) clearTimeout(reloadTimer);
  reloadTimer = setTimeout(() => {
    reloadTimer = null;
    void loadFooterAdverts();
  }, FOOTER_ADVERT_RELOAD_DELAY_MS);
}

/** Stops a waiting reload and cancels a load under way (the footer advertising left the page). */
export function stopFooterAdverts(): void {
  if (reloadTimer !== null) clearTimeout(reloadTimer);
  reloadTimer = null;
  inFlight?.abort();
  inFlight = null;
}

/** Puts the footer advertising back to its page-load state (tests). */
export function resetFooterAdverts(): void {
  stopFooterAdverts();
  $footerAdvertList.set(initialList());
}
