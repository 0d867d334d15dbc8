// The footer advertising's state (spec 000 §2 "Footer advertising", §4 "Adverts"): the advertising
// data and the footer slot's adverts go into the global adverts state, the footer list stays here;
// the three square slots' picks are derived from the adverts state and child-friendly mode.
import { FOOTER_SLOT, type FooterAdvert, type SlotAdvert } from '@club/shared/contracts';
import { $adverts, $childFriendly, type AdvertsBySlot, hasAdverts, setAdverts } from '@club/shared/stores';
import { atom, computed } from 'nanostores';
import { getExperimentsData } from '../api/get-experiments-data.ts';
import { getFooterAdverts } from '../api/get-footer-adverts.ts';
import { getFooterSlotAdverts } from '../api/get-footer-slot-adverts.ts';
import { getSlotAdvert } from '../api/get-slot-advert.ts';
import {
  EXPERIMENTS_ADVERT_KEYS,
  FOOTER_ADVERT_RELOAD_DELAY_MS,
  FOOTER_SLOTS_ENABLED_BY,
  type FooterAdvertisingVersion,
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

/** The single slot's advert (version 3); `loadID` changes with every answer, so each one counts as a new showing. */
export interface FooterSingleAdvert {
  status: 'loading' | 'ready' | 'failed';
  advert: SlotAdvert | null;
  loadID: number;
}

const initialSingle = (): FooterSingleAdvert => ({ status: 'loading', advert: null, loadID: 0 });

/** The footer slot's current advert from `{advertising}/slots/{slotID}`; none after a failure (spec 000 §8). */
export const $footerSingleAdvert = atom<FooterSingleAdvert>(initialSingle());

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
let singleAnswers = 0;

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

/** The single slot (version 3): the footer slot's current advert, one call (spec 000 §7, §8). */
async function loadSingleAdvert(signal: AbortSignal): Promise<void> {
  let next: Omit<FooterSingleAdvert, 'loadID'>;
  try {
    next = { status: 'ready', advert: await getSlotAdvert(FOOTER_SLOT, signal) };
  } catch (error) {
    if (signal.aborted) return;
    // Spec 000 §8 "Slot advert fetch fails: Logged."
    logFailure('slot advert', error);
    next = { status: 'failed', advert: null };
  }
  if (signal.aborted) return;
  inFlight = null;
  singleAnswers += 1;
  $footerSingleAdvert.set({ ...next, loadID: singleAnswers });
}

/**
 * Loads what the footer advertising's `version` shows, cancelling a load still under way. Versions 1
 * and 2: the footer slot's adverts and the footer list together, and for version 1 the advertising
 * data (`{experiments}/data`) with them. What shows meanwhile stays until the answers land; the
 * adverts state is written once per load, so the slots are picked once per load, and before the
 * list, so the list's events find the footer slot's references. Version 3: the single slot's advert.
 */
export async function loadFooterAdverts(version: FooterAdvertisingVersion = 1): Promise<void> {
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  const { signal } = controller;
  if (version === 3) return loadSingleAdvert(signal);
  const withSlots = version === 1;
  const [data, footerSlot, list] = await Promise.allSettled([
    withSlots ? getExperimentsData(signal) : Promise.resolve(null),
    getFooterSlotAdverts(signal),
    getFooterAdverts(signal),
  ]);
  if (signal.aborted) return;
  inFlight = null;

  const next: Record<string, readonly object[]> = advertsWithout([
    ...(withSlots ? EXPERIMENTS_ADVERT_KEYS : []),
    FOOTER_SLOT,
  ]);
  if (data.status === 'fulfilled') {
    if (data.value) for (const key of EXPERIMENTS_ADVERT_KEYS) next[key] = data.value.adverts[key];
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
export function scheduleFooterAdvertsReload(version: FooterAdvertisingVersion = 1): void {
  if (reloadTimer !== null) clearTimeout(reloadTimer);
  reloadTimer = setTimeout(() => {
    reloadTimer = null;
    void loadFooterAdverts(version);
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
  $footerSingleAdvert.set(initialSingle());
}
