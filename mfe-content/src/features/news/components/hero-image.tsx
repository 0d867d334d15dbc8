import { imageUrl } from '@club/shared/api';
import { HERO_ASPECT, HERO_DISPLAY_WIDTH, HERO_SIZES, HERO_WIDTHS } from '../constants.ts';
import styles from './article.module.css';

const heightFor = (width: number) => Math.round((width * HERO_ASPECT.height) / HERO_ASPECT.width);

/**
 * The article's hero image: the page's largest paint, so it loads at once with high priority, from
 * a size picked for the screen (a phone does not download the 1600 px original), with width and
 * height so nothing moves when it arrives.
 */
export function HeroImage({ imageKey, alt }: { imageKey: string; alt: string }) {
  const srcSet = HERO_WIDTHS.map((width) => `${imageUrl(imageKey, width, heightFor(width))} ${width}w`).join(
    ', ',
  );
  return (
    <img
      className={styles.hero}
      src={imageUrl(imageKey, HERO_DISPLAY_WIDTH, heightFor(HERO_DISPLAY_WIDTH))}
      srcSet={srcSet}
      sizes={HERO_SIZES}
      width={HERO_DISPLAY_WIDTH}
      height={heightFor(HERO_DISPLAY_WIDTH)}
      alt={alt}
      loading="eager"
      fetchPriority="high"
      decoding="async"
    />
  );
}
