// Advert events (spec 000 §7 "Advert analytics"), under the consent rule of ./events.ts. A module
// of its own, so an app's start-up that sends page views only does not carry the adverts' part.
import type { AdvertEvent, AdvertEventName } from '@club/shared/contracts';
import { $user } from '@club/shared/stores';
import { postToCollector, pushToDataLayer, trackingAllowed } from './events.ts';

/** Spec 000 §7: the tag manager's advert events, adLoad for a shown advert and adClick for a followed one. */
export const ADVERT_TAG_EVENTS: Readonly<Record<AdvertEventName, string>> = {
  advertImpression: 'adLoad',
  advertLoaded: 'adLoad',
  advertClick: 'adClick',
  advertClicked: 'adClick',
};

/** What an advert event says about the advert itself. */
export interface AdvertSubject {
  advertID: string;
  advertName: string;
  advertRef: string | null;
  campaignRef: string | null;
  /** The advert's target. */
  url: string;
}

/** Spec 000 §7's payload: the advert, the session and user, the time, and the tracking choice. */
export function advertEvent(event: AdvertEventName, subject: AdvertSubject, now = new Date()): AdvertEvent {
  const { sessionID, ssoID } = $user.get();
  return {
    event,
    advertID: subject.advertID,
    advertName: subject.advertName,
    advertRef: subject.advertRef,
    campaignRef: subject.campaignRef,
    sessionID,
    ssoID,
    timestamp: now.toISOString(),
    url: subject.url,
    userAllowTracking: trackingAllowed(),
  };
}

/**
 * An advert was shown or followed (spec 000 §7): the event to the data delivery stream and its
 * adLoad or adClick, with the advert's name, to the tag manager; nothing without analytics consent
 * (which the spec asks of slot adverts, and this site of every advert).
 */
export async function reportAdvertEvent(event: AdvertEventName, subject: AdvertSubject): Promise<void> {
  if (!trackingAllowed()) return;
  pushToDataLayer({ event: ADVERT_TAG_EVENTS[event], advertName: subject.advertName });
  await postToCollector('/adverts', [advertEvent(event, subject)]);
}
