// The footer's advert events (spec 000 §7 "Advert analytics"): the slot adverts' advertLoaded and
// advertClicked, the list's advertImpression and advertClick, each reported through
// @club/shared/analytics (its one consent rule; the tag manager's adLoad and adClick).
import { type AdvertSubject, reportAdvertEvent } from '@club/shared/analytics';
import type { FooterAdvert, SlotAdvert } from '@club/shared/contracts';

const slotSubject = (advert: SlotAdvert & { url: string }): AdvertSubject => ({
  advertID: advert.advertID,
  advertName: advert.advertName,
  advertRef: advert.advertRef,
  campaignRef: advert.campaignRef,
  url: advert.url,
});

/** A slot advert was shown: advertLoaded. */
export function reportSlotAdvertLoaded(advert: SlotAdvert & { url: string }): void {
  void reportAdvertEvent('advertLoaded', slotSubject(advert));
}

/** A slot advert was clicked: advertClicked. */
export function reportSlotAdvertClicked(advert: SlotAdvert & { url: string }): void {
  void reportAdvertEvent('advertClicked', slotSubject(advert));
}

/**
 * A footer-list advert as an event subject. The list's items carry no references; the footer
 * slot's record of the same advertID gives advertRef and campaignRef, when it has one.
 */
export function listSubject(advert: FooterAdvert, slotRecord: SlotAdvert | undefined): AdvertSubject {
  return {
    advertID: advert.advertID,
    advertName: advert.advertName,
    advertRef: slotRecord?.advertRef ?? null,
    campaignRef: slotRecord?.campaignRef ?? null,
    url: advert.targetUrl,
  };
}

/** A footer-list advert was shown: advertImpression. */
export function reportListAdvertImpression(subject: AdvertSubject): void {
  void reportAdvertEvent('advertImpression', subject);
}

/** A footer-list advert was clicked: advertClick. */
export function reportListAdvertClick(subject: AdvertSubject): void {
  void reportAdvertEvent('advertClick', subject);
}
