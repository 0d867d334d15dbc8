import { PageLoader } from '@club/shared/ui';
import { type ComponentType, type LazyExoticComponent, Suspense } from 'react';

/**
 * A page whose code loads only when it is visited (its own chunk, made with React's `lazy`), with
 * the page loader while it arrives, so /news and / do not pay for articles, club pages or the
 * HTML sanitiser.
 */
export function LazyPage({ page: Page }: { page: LazyExoticComponent<ComponentType> }) {
  return (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  );
}
