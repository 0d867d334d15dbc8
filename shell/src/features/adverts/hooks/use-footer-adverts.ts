import { useLocation } from '@club/shared/router';
import { useEffect, useRef } from 'react';
import type { FooterAdvertisingVersion } from '../constants.ts';
import {
  loadFooterAdverts,
  scheduleFooterAdvertsReload,
  stopFooterAdverts,
} from '../stores/footer-adverts.ts';

/**
 * Loads what the footer advertising's version shows when it appears, and again 2 s after each route
 * change (spec 000 §4): a change of path or query, as $currentRoute counts them; a hash alone is
 * not one. Stops when the footer advertising goes (for instance when advertising gets disabled).
 */
export function useFooterAdverts(version: FooterAdvertisingVersion = 1): void {
  const { pathname, search } = useLocation();
  const route = `${pathname}${search}`;
  const shownRoute = useRef(route);

  useEffect(() => {
    void loadFooterAdverts(version);
    return stopFooterAdverts;
  }, [version]);

  useEffect(() => {
    if (shownRoute.current === route) return;
    shownRoute.current = route;
    scheduleFooterAdvertsReload(version);
  }, [route, version]);
}
