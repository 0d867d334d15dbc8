import { imageUrl } from '@club/shared/api';
import styles from './hero-image.module.css';

/**
 * Hero images: the CMS's originals are 16:9 (1600x900). The widths the browser picks from, and the
 * width it is shown at: the reading column (800 px), or the whole window below it.
 */
export const HERO_ASPECT = { width: 16, height: 9 } as const;
export const HERO_WIDTHS = [480, 800, 1200, 1600] as const;
export const HERO_DISPLAY_WIDTH = 800;
export const HERO_SIZES = `(min-width: ${HERO_DISPLAY_WIDTH + 32}px) ${HERO_DISPLAY_WIDTH}px, 100vw`;

const heightFor = (width: number) => Math.round((width * HERO_ASPECT.height) / HERO_ASPECT.width);

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
  const srcSet = HERO_WIDTHS.map((width) => `${imageUrl(imageKey, width, heightFor(width))} ${width}w`).join(
    ', ',
  );
  return (
    <img
      className={className ? `${styles.hero} ${className}` : styles.hero}
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
