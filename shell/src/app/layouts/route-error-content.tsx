import { useLocation } from '@club/shared/router';
import { errorPageHeading } from '@club/shared/site';
import { setPageKind } from '@club/shared/stores';
import { usePageTitle } from '@club/shared/ui';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { ErrorPage, normaliseError } from '../../features/errors/components/error-page.tsx';
import { pageKindForPath } from '../../features/navigation/lib/page-kind.ts';

/**
 * The error page in the layout's page content slot, for an error a page threw below the layout,
 * or a page whose remote could not be shown (spec 000 §2, §8: a page that cannot be shown gets the
 * error page; then with 'Try again'). It names the page '{status} error' and sets the page kind to
 * error, which forces the solid header (spec 000 §2). The kind is set in a plain effect, after the
 * layout's per-path default (a layout effect), so it wins.
 */
export function RouteErrorContent({
  error,
  status,
  onRetry,
}: {
  error: unknown;
  status?: number;
  onRetry?: () => void;
}) {
  const { pathname } = useLocation();
  usePageTitle(errorPageHeading(normaliseError(error, status).statusCode));
  useEffect(() => {
    setPageKind('error');
  }, []);
  // Gone (Try again worked): the path's own kind again, before the page that replaces it sets its own.
  const path = useRef(pathname);
  path.current = pathname;
  useLayoutEffect(() => () => setPageKind(pageKindForPath(path.current)), []);
  return <ErrorPage error={error} status={status} onRetry={onRetry} embedded />;
}
