import { imageUrl } from '@club/shared/api';
import styles from './hero-image.module.css';
import { HERO_CANDIDATES, HERO_DISPLAY_WIDTH, HERO_SIZES, heroHeightFor } from './hero-image-sizes.ts';

/**
 * A page's hero image (an article's, a club page's): the page's largest paint, so it loads at once with high priority, from
 * a size picked for the screen (a phone does not download the 1600 px original), with width and
 * height so nothing moves when it arrives.
 */
export function HeroImage({
  imageKey,
  alt,
  className,
}: {
  imageKey: string;
  alt: string;
  className?: string;
}) {
  const srcSet = HERO_CANDIDATES.map(
    ({ width, height }) => `${imageUrl(imageKey, width, height)} ${width}w`,
  ).join(', ');
  return (
    <img
      className={className ? `${styles.hero} ${className}` : styles.hero}
      src={imageUrl(imageKey, HERO_DISPLAY_WIDTH, heroHeightFor(HERO_DISPLAY_WIDTH))}
      srcSet={srcSet}
      sizes={HERO_SIZES}
      width={HERO_DISPLAY_WIDTH}
      height={heroHeightFor(HERO_DISPLAY_WIDTH)}
      alt={alt}
      loading="eager"
      fetchPriority="high"
      decoding="async"
    />
  );
}
