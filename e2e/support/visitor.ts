/**
 * The browser state every spec starts from (playwright.config.ts `use.storageState`): a visitor who
 * has already seen the overlay promos the services seed, so the modal promo (spec 000 §4 "Overlay
 * promos") does not cover the page a spec is about. The cookie notice is not answered: it shows, at
 * the bottom and not modal. consent-search-promos.spec.ts starts from FIRST_VISIT to test the promo.
 */
import { SITE_COOKIES } from '../../shared/src/contracts/content.ts';

/** The Web promos of services/src/promos/promos-seed.ts, running or not (the spec checks the list). */
export const SEEDED_WEB_PROMO_IDS = [
  'promo-season-tickets',
  'promo-home-kit',
  'promo-summer-camps',
  'promo-centenary',
] as const;

/** A browser state: what Playwright's `storageState` takes. */
export interface BrowserState {
  cookies: Array<{
    name: string;
    value: string;
    domain: string;
    path: string;
    expires: number;
    httpOnly: boolean;
    secure: boolean;
    sameSite: 'Lax' | 'Strict' | 'None';
  }>;
  origins: Array<{ origin: string; localStorage: Array<{ name: string; value: string }> }>;
}

/** No cookies at all: a first visit. */
export const FIRST_VISIT: BrowserState = { cookies: [], origins: [] };

/** Every seeded promo already in _gc_promos (as js-cookie writes it: ids joined by an encoded comma). */
export const PROMOS_SEEN: BrowserState = {
  cookies: [
    {
      name: SITE_COOKIES.promos,
      value: encodeURIComponent(SEEDED_WEB_PROMO_IDS.join(',')),
      domain: 'localhost',
      path: '/',
      expires: Date.parse('2099-12-31T23:59:59Z') / 1000,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax',
    },
  ],
  origins: [],
};
