import { type RouteMeta, readableSlug } from '@club/shared/federation';
import { useLocation } from '@club/shared/router';
import { pageTitle } from '@club/shared/site';
import { $pageTitle } from '@club/shared/stores';
import { useEffect, useLayoutEffect, useRef } from 'react';

/** The name of the home page, for the path `/` while its routes load. */
const HOME_TITLE = 'Home';

/**
 * The title of a page whose own route is not known yet (its remote's routes are loading, or cannot
 * load): its last segment made readable.
 */
export function pathTitle(pathname: string): string {
  const last = pathname.split('/').filter(Boolean).at(-1) ?? '';
  let segment = last;
  try {
    segment = decodeURIComponent(last);
  } catch {
    // Not a well-escaped segment: read it as it is.
  }
  return readableSlug(segment) || HOME_TITLE;
}

/**
 * Spec 000 §1: every page's title ends with the suffix. The title a page asks for (usePageTitle in
 * @club/shared/ui) wins; a page that asks for none gets the title its own route names (RouteMeta),
 * or, while that is not known, its path's last segment made readable. A new path writes the default
 * before the new page's own effects run, so a page that sets the title itself still has the last word.
 */
export function useDocumentTitle(meta: RouteMeta | undefined): void {
  const { pathname } = useLocation();
  const fallback = meta?.title ?? pathTitle(pathname);
  const current = useRef(fallback);
  current.current = fallback;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path writes the default again, over a title the last page wrote itself
  useLayoutEffect(() => {
    document.title = pageTitle($pageTitle.get() ?? fallback);
  }, [pathname, fallback]);

  useEffect(
    () =>
      $pageTitle.listen((title) => {
        document.title = pageTitle(title ?? current.current);
      }),
    [],
  );
}
