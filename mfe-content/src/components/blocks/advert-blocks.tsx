import { IMAGE_SIZES, imageUrl } from '@club/shared/api';
import { $advertisingDisabled, $adverts, $childFriendly } from '@club/shared/stores';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import styles from './advert-blocks.module.css';
import { reportAdvertClick, reportAdvertImpression } from './advert-events.ts';
import { Carousel } from './carousel.tsx';
import { type ShownCarouselAdvert, shownCarouselAdverts } from './carousel-advert-rules.ts';

/** The label that marks paid content, and the carousel's name for screen readers. */
export const ADVERT_LABEL = 'Advertisement';
export const CAROUSEL_ADVERTS_LABEL = 'Advertisements';

/** The shown adverts of one slot of the adverts state (the shell loads `{experiments}/data` into it). */
function useShownAdverts(slot: 'carousel' | 'widget'): ShownCarouselAdvert[] {
  const adverts = useStore($adverts);
  const childFriendly = useStore($childFriendly);
  const advertisingDisabled = useStore($advertisingDisabled);
  return shownCarouselAdverts(adverts[slot], { childFriendly, advertisingDisabled });
}

/** One advert: its 750x750 image (spec 000 §9), linking to its target, marked sponsored. */
function AdvertLink({ advert }: { advert: ShownCarouselAdvert }) {
  const { width, height } = IMAGE_SIZES.carouselAdvert;
  // One impression per advert shown on this page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the advert's id names the impression
  useEffect(() => reportAdvertImpression(advert), [advert.advertID]);
  return (
    <a
      className={styles.advert}
      href={advert.advertData.url}
      target="_blank"
      rel="sponsored noopener noreferrer"
      onClick={() => reportAdvertClick(advert)}
    >
      <img
        src={imageUrl(advert.advertData.images.mobile.key, width, height)}
        width={width}
        height={height}
        alt={advert.advertTitle}
        loading="lazy"
        decoding="async"
      />
    </a>
  );
}

/** The carousel adverts (spec 000 §3 "Advert, carousel and widget"): nothing when none may show. */
export function CarouselAdverts() {
  const adverts = useShownAdverts('carousel');
  if (adverts.length === 0) return null;
  return (
    <Carousel label={CAROUSEL_ADVERTS_LABEL} type="full-3" carouselStyle="light">
      {adverts.map((advert) => (
        <AdvertLink key={advert.advertID} advert={advert} />
      ))}
    </Carousel>
  );
}

/** The widget advert: the first widget advert that may show, or nothing. */
export function WidgetAdvert() {
  const [advert] = useShownAdverts('widget');
  if (!advert) return null;
  return (
    <aside className={styles.widget} aria-label={ADVERT_LABEL}>
      <AdvertLink advert={advert} />
    </aside>
  );
}
