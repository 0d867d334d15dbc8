import { requireRuntimeConfig } from '@club/shared/config';
import { imageUrlFrom } from './addresses.ts';

/** Spec 000 §7 image sizes, by use. */
export const IMAGE_SIZES = {
  newsResult: { width: 400, height: 400 },
  advert: { width: 500, height: 500 },
  carouselAdvert: { width: 750, height: 750 },
  sponsor: { width: 400, height: 400 },
  promo: { width: 1400, height: 1400 },
  audioPoster: { width: 600, height: 600 },
  /** The header's club crest (not a spec size): 2x the largest header crest of 56 px. */
  headerCrest: { width: 112, height: 112 },
  /** The club crest in the footer's logo block; the spec gives no size, this one is ours. */
  crest: { width: 160, height: 160 },
} as const;

/** An image-library address in handler v2 form: `{images}/{w}x{h}/fit-in/{imageKey}`. */
export function imageUrl(imageKey: string, width: number, height: number): string {
  return imageUrlFrom(requireRuntimeConfig().services.images, imageKey, width, height);
}
