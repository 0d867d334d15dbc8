/**
 * What a page does once a version it runs has been withdrawn (version-watch.ts finds out): its next
 * navigation is a full load, which starts it on what the site serves now.
 */
import { useLocation } from '@club/shared/router';
import { atom } from 'nanostores';
import { useLayoutEffect, useRef } from 'react';

/** True once a version this page runs has been withdrawn: the next navigation loads the page afresh. */
export const $fullLoadOnNavigation = atom(false);

/** Marks `<html>` of such a page, for whoever looks at it (an operator, a test). */
export const FULL_LOAD_ATTRIBUTE = 'data-full-load-on-navigation';

const reloadPage = () => window.location.reload();

/**
 * On a navigation after a version this page runs was withdrawn, loads the new address afresh (the
 * address has already changed: a reload fetches the page there, with the versions served now).
 */
export function useFullLoadOnNavigation(reload: () => void = reloadPage): void {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of address is what this reacts to
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if ($fullLoadOnNavigation.get()) reload();
  }, [pathname, search, reload]);
}
