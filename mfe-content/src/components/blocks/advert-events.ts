// Advert analytics for the carousel and widget adverts (spec 000 §7), sent as the shell sends the
// footer list's: advertImpression when shown and advertClick when followed, to the data delivery
// stream ({collect}/adverts) and, as adLoad/adClick, to the tag manager's data layer. Tracking
// starts with analytics consent, so nothing is sent before the visitor gives it.
import { apiRequest } from '@club/shared/api';
import { type AdvertEvent, type AdvertEventName, collectResponse } from '@club/shared/contracts';
import { $cookiesConsent, $user } from '@club/shared/stores';
import type { ShownCarouselAdvert } from './carousel-advert-rules.ts';

/** Spec 000 §7: the tag manager's advert events. */
export const TAG_MANAGER_AD_LOAD = 'adLoad';
export const TAG_MANAGER_AD_CLICK = 'adClick';

/** An entry of the tag manager's data layer (the same shape the shell pushes). */
export type DataLayerEntry = { event: string } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

/** The payload of spec 000 §7 for a carousel or widget advert (they carry no advert or campaign references). */
export function carouselAdvertEvent(
  event: AdvertEventName,
  advert: ShownCarouselAdvert,
  now = new Date(),
): AdvertEvent {
  const { sessionID, ssoID } = $user.get();
  return {
    event,
    advertID: advert.advertID,
    advertName: advert.advertTitle,
    advertRef: null,
    campaignRef: null,
    sessionID,
    ssoID,
    timestamp: now.toISOString(),
    url: advert.advertData.url,
    userAllowTracking: $cookiesConsent.get().analytics,
  };
}

function report(event: AdvertEventName, tagEvent: string, advert: ShownCarouselAdvert): void {
  if (!$cookiesConsent.get().analytics) return;
  apiRequest('collect', '/adverts', {
    method: 'POST',
    body: [carouselAdvertEvent(event, advert)],
    schema: collectResponse,
  }).catch((error: unknown) => {
    // The specs show no answer to these events; a failure is logged and never shown.
    console.warn('[adverts] event not delivered', error);
  });
  window.dataLayer ??= [];
  window.dataLayer.push({ event: tagEvent, advertName: advert.advertTitle });
}

/** A carousel or widget advert was shown. */
export const reportAdvertImpression = (advert: ShownCarouselAdvert): void =>
  report('advertImpression', TAG_MANAGER_AD_LOAD, advert);

/** A carousel or widget advert was followed. */
export const reportAdvertClick = (advert: ShownCarouselAdvert): void =>
  report('advertClick', TAG_MANAGER_AD_CLICK, advert);
