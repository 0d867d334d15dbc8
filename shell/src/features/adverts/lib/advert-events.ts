// Advert analytics (spec 000 §7): each advert shown or clicked goes to the data delivery stream
// (sendAdvertEvent, which sends nothing before tracking starts) and, with analytics consent, to the
// tag manager's data layer as adLoad/adClick. Slot adverts report only with analytics consent.
import type { AdvertEvent, AdvertEventName, FooterAdvert, SlotAdvert } from '@club/shared/contracts';
import { $cookiesConsent, $user } from '@club/shared/stores';
import { pushToDataLayer, sendAdvertEvent } from '../../../lib/analytics/analytics.ts';
import { TAG_MANAGER_AD_CLICK, TAG_MANAGER_AD_LOAD } from '../constants.ts';

/** What an advert event says about the advert itself. */
export interface AdvertEventSubject {
  advertID: string;
  advertName: string;
  advertRef: string | null;
  campaignRef: string | null;
  /** The advert's target. */
  url: string;
}

/** The payload of spec 000 §7: the advert, the session and user, the time, and the tracking choice. */
export function advertEvent(
  event: AdvertEventName,
  subject: AdvertEventSubject,
  now = new Date(),
): AdvertEvent {
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
    userAllowTracking: $cookiesConsent.get().analytics,
  };
}

function report(
  event: AdvertEventName,
  tagEvent: string,
  subject: AdvertEventSubject,
  needsConsent: boolean,
) {
  const consent = $cookiesConsent.get().analytics;
  if (needsConsent && !consent) return;
  void sendAdvertEvent(advertEvent(event, subject));
  if (consent) pushToDataLayer({ event: tagEvent, advertName: subject.advertName });
}

const slotSubject = (advert: SlotAdvert & { url: string }): AdvertEventSubject => ({
  advertID: advert.advertID,
  advertName: advert.advertName,
  advertRef: advert.advertRef,
  campaignRef: advert.campaignRef,
  url: advert.url,
});

/** A slot advert was shown: advertLoaded (only with analytics consent). */
export function reportSlotAdvertLoaded(advert: SlotAdvert & { url: string }): void {
  report('advertLoaded', TAG_MANAGER_AD_LOAD, slotSubject(advert), true);
}

/** A slot advert was clicked: advertClicked (only with analytics consent). */
export function reportSlotAdvertClicked(advert: SlotAdvert & { url: string }): void {
  report('advertClicked', TAG_MANAGER_AD_CLICK, slotSubject(advert), true);
}

/**
 * A footer-list advert as an event subject. The list's items carry no references; the footer
 * slot's record of the same advertID gives advertRef and campaignRef, when it has one.
 */
export function listSubject(advert: FooterAdvert, slotRecord: SlotAdvert | undefined): AdvertEventSubject {
  return {
    advertID: advert.advertID,
    advertName: advert.advertName,
    advertRef: slotRecord?.advertRef ?? null,
    campaignRef: slotRecord?.campaignRef ?? null,
    url: advert.targetUrl,
  };
}

/** A footer-list advert was shown: advertImpression. */
export function reportListAdvertImpression(subject: AdvertEventSubject): void {
  report('advertImpression', TAG_MANAGER_AD_LOAD, subject, false);
}

/** A footer-list advert was clicked: advertClick. */
export function reportListAdvertClick(subject: AdvertEventSubject): void {
  report('advertClick', TAG_MANAGER_AD_CLICK, subject, false);
}
