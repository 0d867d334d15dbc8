import { imageUrl } from '@club/shared/api';
import styles from './ui.module.css';

/** A box size in CSS pixels, as the image library is asked for it. */
export interface ImageBox {
  width: number;
  height: number;
}

/** Where the image comes from: a key in the image library, or an absolute address a service gave. */
export type ServiceImageSource = { imageKey: string; src?: never } | { src: string; imageKey?: never };

export type ServiceImageProps = ServiceImageSource & {
  /** The spec's size for this use (IMAGE_SIZES in @club/shared/api). */
  box: ImageBox;
  alt: string;
  /** Above the fold: load at once with high priority. Otherwise the browser loads it when near. */
  eager?: boolean;
  className?: string;
};

/**
 * An image from the image library (spec 000 §7, handler v2 `fit-in`), or at an absolute address a
 * service gave instead of a key (shown as it is, fitted into the same box). Width and height are
 * set from the box so the page never shifts while it loads; the image fits inside the box.
 */
export function ServiceImage({ imageKey, src, box, alt, eager = false, className }: ServiceImageProps) {
  return (
    <img
      src={imageKey === undefined ? src : imageUrl(imageKey, box.width, box.height)}
      width={box.width}
      height={box.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
      className={className ? `${styles.serviceImage} ${className}` : styles.serviceImage}
    />
  );
}
