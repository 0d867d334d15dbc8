import { useLocation } from '@club/shared/router';
import { pageTitle } from '@club/shared/site';
import { $pageTitle } from '@club/shared/stores';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { defaultPageTitle } from '../lib/route-table.ts';

/**
 * Spec 000 §1: every page's title ends with the suffix. The title a page asks for (usePageTitle in
 * @club/shared/ui) wins; a path whose page asks for none gets the shell's default for the path
 * (route-table.ts). A new path writes the default before the new page's own effects run, so a
 * page that sets the title itself still has the last word.
 */
export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  const path = useRef(pathname);
  path.current = pathname;

  useLayoutEffect(() => {
    document.title = pageTitle($pageTitle.get() ?? defaultPageTitle(pathname));
  }, [pathname]);

  useEffect(
    () =>
      $pageTitle.listen((title) => {
        document.title = pageTitle(title ?? defaultPageTitle(path.current));
      }),
    [],
  );
}
