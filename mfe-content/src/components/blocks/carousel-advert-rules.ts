import { type CarouselAdvert, carouselAdvert, validate } from '@club/shared/contracts';

/** A carousel or widget advert that may show: it has a link and a mobile image. */
export type ShownCarouselAdvert = CarouselAdvert & {
  advertData: CarouselAdvert['advertData'] & {
    url: string;
    images: CarouselAdvert['advertData']['images'] & { mobile: { key: string; imageSize: string } };
  };
};

/**
 * The carousel or widget adverts of the adverts state that may show now (spec 000 §4, §5): an
 * advert shows only with a link URL and a mobile image key, and in child-friendly mode only when
 * it is child friendly; none at all while advertising is disabled. Anything in the state that is
 * not a carousel advert is left out.
 */
export function shownCarouselAdverts(
  adverts: readonly object[] | undefined,
  { childFriendly, advertisingDisabled }: { childFriendly: boolean; advertisingDisabled: boolean },
): ShownCarouselAdvert[] {
  if (advertisingDisabled || !adverts) return [];
  return adverts.flatMap((candidate) => {
    const checked = validate(carouselAdvert, candidate);
    if (!checked.ok) return [];
    const advert = checked.value;
    const shows =
      Boolean(advert.advertData.url) &&
      Boolean(advert.advertData.images.mobile?.key) &&
      (!childFriendly || advert.childFriendly);
    return shows ? [advert as ShownCarouselAdvert] : [];
  });
}
