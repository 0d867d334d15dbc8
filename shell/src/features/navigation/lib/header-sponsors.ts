import { requireRuntimeConfig } from '@club/shared/config';
import type { HeaderSponsor } from '@club/shared/contracts';

/**
 * Spec 000 §1, §5: in child-friendly mode only sponsors flagged child friendly show; otherwise all
 * do (the header's own flag is `childFriendly`, a boolean, where footer sponsors have isChildFriendly).
 */
export function isHeaderSponsorShown(sponsor: HeaderSponsor, childFriendlyMode: boolean): boolean {
  return !childFriendlyMode || sponsor.childFriendly;
}

/**
 * The image-library key of a header sponsor's logo. `imgLocation` is an absolute address; images
 * are drawn only through the image library (sized, lazy), so a logo elsewhere has no key (null).
 */
export function headerSponsorImageKey(imgLocation: string): string | null {
  const base = `${requireRuntimeConfig().services.images.replace(/\/+$/, '')}/`;
  if (!imgLocation.startsWith(base)) return null;
  const key = imgLocation.slice(base.length).split(/[?#]/)[0] ?? '';
  return key === '' ? null : decodeURI(key);
}
