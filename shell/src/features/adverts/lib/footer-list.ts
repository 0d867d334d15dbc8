import type { FooterAdvert } from '@club/shared/contracts';

/**
 * Whether an advert of the footer list shows. The service answers only adverts running on the web
 * now (its items carry no timings); the site applies the rest: child friendly when child mode is
 * on (spec 000 §5), and a link URL and an image (spec 000 §4).
 */
export function isFooterListAdvertShown(advert: FooterAdvert, childFriendlyMode: boolean): boolean {
  const hasImage = Boolean(advert.imageData.key || advert.imageData.Location);
  return advert.targetUrl !== '' && hasImage && (!childFriendlyMode || advert.childFriendly);
}
