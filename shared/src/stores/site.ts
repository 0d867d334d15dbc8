import { atom, map } from 'nanostores';
import { ADVERTISING_DISABLED_BY_DEFAULT, CHILD_FRIENDLY_BY_DEFAULT } from './constants.ts';

/**
 * Adverts by slot name, e.g. footerSlot1 (spec 000 §3 "adverts"). Each source has its own advert
 * shape, validated by its contract before it gets here, so the state keeps them as given.
 */
export type AdvertsBySlot = Readonly<Record<string, readonly object[]>>;

/** The match-centre video: open, and docked while the page scrolls on (spec 000 §3, spec 001 §2). */
export interface MatchCentre {
  videoOpen: boolean;
  dockedVideo: boolean;
}

/** The matchday takeover banner's match and its data (spec 000 §3 "matchdayTakeover"). */
export interface MatchdayTakeover {
  matchID: string | null;
  data: unknown;
}

function initialMatchCentre(): MatchCentre {
  return { videoOpen: false, dockedVideo: false };
}

function initialMatchdayTakeover(): MatchdayTakeover {
  return { matchID: null, data: null };
}

/** Child-friendly mode, on by default: hides adverts and sponsors not flagged child friendly. */
export const $childFriendly = atom<boolean>(CHILD_FRIENDLY_BY_DEFAULT);

/** Sets child-friendly mode. */
export function setChildFriendly(childFriendly: boolean): void {
  $childFriendly.set(childFriendly);
}

/** Advertising disabled by flag: hides the overlay and footer adverts. */
export const $advertisingDisabled = atom<boolean>(ADVERTISING_DISABLED_BY_DEFAULT);

/** Sets whether advertising is disabled. */
export function setAdvertisingDisabled(disabled: boolean): void {
  $advertisingDisabled.set(disabled);
}

/** The adverts received per slot; empty until loaded. */
export const $adverts = atom<AdvertsBySlot>({});

/** Replaces the adverts of every slot. */
export function setAdverts(adverts: AdvertsBySlot): void {
  $adverts.set(adverts);
}

/** True when the adverts state holds at least one advert for `slot` (spec 000 §4: footerSlot1 enables the footer slots). */
export function hasAdverts(adverts: AdvertsBySlot, slot: string): boolean {
  return (adverts[slot]?.length ?? 0) > 0;
}

/** The match-centre video's open and docked state. */
export const $matchCentre = map<MatchCentre>(initialMatchCentre());

/** Opens the match-centre video. */
export function openMatchCentreVideo(): void {
  $matchCentre.setKey('videoOpen', true);
}

/** Closes the match-centre video, which also ends any docking. */
export function closeMatchCentreVideo(): void {
  $matchCentre.set({ videoOpen: false, dockedVideo: false });
}

/** Docks (true) or undocks (false) the match-centre video. */
export function setMatchCentreVideoDocked(docked: boolean): void {
  $matchCentre.setKey('dockedVideo', docked);
}

/** The matchday takeover; matchID null means none. */
export const $matchdayTakeover = map<MatchdayTakeover>(initialMatchdayTakeover());

/** Sets the matchday takeover's match and data. */
export function setMatchdayTakeover(matchID: string | null, data: unknown): void {
  $matchdayTakeover.set({ matchID, data });
}

/** Clears the matchday takeover. */
export function clearMatchdayTakeover(): void {
  $matchdayTakeover.set(initialMatchdayTakeover());
}

/** Puts the site-wide flags, adverts, match centre and takeover back to their page-load values. */
export function resetSite(): void {
  $childFriendly.set(CHILD_FRIENDLY_BY_DEFAULT);
  $advertisingDisabled.set(ADVERTISING_DISABLED_BY_DEFAULT);
  $adverts.set({});
  $matchCentre.set(initialMatchCentre());
  $matchdayTakeover.set(initialMatchdayTakeover());
}
