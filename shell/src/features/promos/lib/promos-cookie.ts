// Keeps which overlay promos this browser has already shown, in `_gc_promos` (spec 000 §4 "Overlay
// promos", §9), so each promo appears once: promo ids joined by commas, kept until the end of 2099.
import { PROMOS_COOKIE_EXPIRES, SITE_COOKIES } from '@club/shared/contracts';
import Cookies from 'js-cookie';
import { cookieAttributes } from '../../../lib/cookie-attributes.ts';

const SEPARATOR = ',';

/** The ids of the promos already shown. */
export function readSeenPromoIds(): ReadonlySet<string> {
  const value = Cookies.get(SITE_COOKIES.promos) ?? '';
  return new Set(value.split(SEPARATOR).filter((id) => id !== ''));
}

/** Appends a promo's id to the cookie (once), which expires in 2099. */
export function markPromoSeen(promoID: string): void {
  const seen = readSeenPromoIds();
  if (seen.has(promoID)) return;
  Cookies.set(
    SITE_COOKIES.promos,
    [...seen, promoID].join(SEPARATOR),
    cookieAttributes(new Date(PROMOS_COOKIE_EXPIRES)),
  );
}
