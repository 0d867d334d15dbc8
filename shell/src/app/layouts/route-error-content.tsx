import { errorPageHeading } from '@club/shared/site';
import { $pageKind, type PageKind, setPageKind } from '@club/shared/stores';
import { usePageTitle } from '@club/shared/ui';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { ErrorPage, normaliseError } from '../../features/errors/components/error-page.tsx';

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
  usePageTitle(errorPageHeading(normaliseError(error, status).statusCode));
  // Gone (Try again worked): the kind the layout gave the page (in its layout effect, so before this
  // plain one) comes back, before the page that replaces it sets its own.
  const routeKind = useRef<PageKind | null>(null);
  useEffect(() => {
    routeKind.current = $pageKind.get();
    setPageKind('error');
  }, []);
  useLayoutEffect(
    () => () => {
      if (routeKind.current) setPageKind(routeKind.current);
    },
    [],
  );
  return <ErrorPage error={error} status={status} onRetry={onRetry} embedded />;
}
