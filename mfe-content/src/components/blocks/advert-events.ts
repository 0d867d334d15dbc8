// The carousel and widget adverts' events (spec 000 §7 "Advert analytics"): advertImpression when
// shown and advertClick when followed, reported through @club/shared/analytics, as the shell
// reports the footer's (its one consent rule; the tag manager's adLoad and adClick).
import { type AdvertSubject, reportAdvertEvent } from '@club/shared/analytics';
import type { ShownCarouselAdvert } from './carousel-advert-rules.ts';

/** A carousel or widget advert as an event subject: these carry no advert or campaign references. */
const subjectOf = (advert: ShownCarouselAdvert): AdvertSubject => ({
  advertID: advert.advertID,
  advertName: advert.advertTitle,
  advertRef: null,
  campaignRef: null,
  url: advert.advertData.url,
});

/** A carousel or widget advert was shown. */
export const reportAdvertImpression = (advert: ShownCarouselAdvert): void =>
  void reportAdvertEvent('advertImpression', subjectOf(advert));

/** A carousel or widget advert was followed. */
export const reportAdvertClick = (advert: ShownCarouselAdvert): void =>
  void reportAdvertEvent('advertClick', subjectOf(advert));
