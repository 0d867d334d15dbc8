/**
 * What the site reports, once for the shell and every remote: analytics events (page views, the
 * site lock's access) and advert events (spec 000 §7 "Advert analytics"), to the data delivery
 * stream (the `collect` service) as JSON and to the tag manager's data layer (`window.dataLayer`).
 *
 * One consent rule for all of it: nothing is sent or pushed unless analytics consent is on at the
 * moment of sending ($cookiesConsent; spec 000 §4 "Cookie notice": Accept All Cookies starts
 * tracking, and so does the analytics cookie already true at load). A visitor who takes consent
 * back is not tracked from then on, on any remote's page.
 *
 * An entry each app bundles for itself (stateless; the consent it reads is the shared store).
 */
import { apiRequest } from '@club/shared/api';
import {
  type AdvertEvent,
  type AdvertEventName,
  type AnalyticsEvent,
  collectResponse,
} from '@club/shared/contracts';
import { $cookiesConsent, $user } from '@club/shared/stores';

/** A tag manager entry (spec 000 §7: adLoad and adClick with advertName; page views). */
export type DataLayerEntry = { event: string } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

/** Whether the visitor may be tracked now: analytics consent is on. */
export const trackingAllowed = (): boolean => $cookiesConsent.get().analytics;

/** Spec 000 §7: the tag manager's advert events, adLoad for a shown advert and adClick for a followed one. */
export const ADVERT_TAG_EVENTS: Readonly<Record<AdvertEventName, string>> = {
  advertImpression: 'adLoad',
  advertLoaded: 'adLoad',
  advertClick: 'adClick',
  advertClicked: 'adClick',
};

function pushToDataLayer(entry: DataLayerEntry): void {
  window.dataLayer ??= [];
  window.dataLayer.push(entry);
}

async function post(path: '/events' | '/adverts', body: unknown): Promise<void> {
  try {
    await apiRequest('collect', path, { method: 'POST', body, schema: collectResponse });
  } catch (error) {
    // The specs do not show an answer to these events; a failure is logged and never shown.
    console.warn('[analytics] event not delivered', error);
  }
}

/**
 * Sends an analytics event to the data delivery stream and, when given, its tag manager entry to
 * the data layer; nothing without analytics consent.
 */
export async function sendAnalyticsEvent(event: AnalyticsEvent, tag?: DataLayerEntry): Promise<void> {
  if (!trackingAllowed()) return;
  if (tag) pushToDataLayer(tag);
  await post('/events', [event]);
}

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
  await post('/adverts', [advertEvent(event, subject)]);
}

/** Forgets the data layer (tests). */
export function forgetDataLayer(): void {
  delete window.dataLayer;
}
