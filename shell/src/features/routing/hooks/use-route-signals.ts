import { useLocation } from '@club/shared/router';
import { recordRoute } from '@club/shared/stores';
import { useEffect, useLayoutEffect } from 'react';
import { cancelPageView, schedulePageView } from '../lib/page-views.ts';

/**
 * What the shell tells about routes: the current route for the remotes ($currentRoute: e.g. the
 * streamer site's login re-check on every route change, spec 001 §2) and a page view 250 ms after each change of path or query.
 */
export function useRouteSignals(): void {
  const { pathname, search, hash } = useLocation();
  useLayoutEffect(() => {
    recordRoute({ pathname, search, hash });
  }, [pathname, search, hash]);

  useEffect(() => {
    schedulePageView(`${pathname}${search}`);
  }, [pathname, search]);
  useEffect(() => cancelPageView, []);
}
