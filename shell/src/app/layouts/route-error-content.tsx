import { errorPageHeading } from '@club/shared/site';
import { setPageKind } from '@club/shared/stores';
import { usePageTitle } from '@club/shared/ui';
import { useEffect } from 'react';
import { ErrorPage, normaliseError } from '../../features/errors/components/error-page.tsx';

/**
 * The error page in the layout's page content slot, for an error a page threw below the
 * layout. It names the page '{status} error' and sets the page kind to error, which forces the
 * solid header (spec 000 §2). The kind is set in a plain effect, after the layout's per-path
 * default (a layout effect), so it wins.
 */
export function RouteErrorContent({ error }: { error: unknown }) {
  usePageTitle(errorPageHeading(normaliseError(error).statusCode));
  useEffect(() => {
    setPageKind('error');
  }, []);
  return <ErrorPage error={error} embedded />;
}
