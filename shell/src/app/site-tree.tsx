import type { RuntimeConfig } from '@club/shared/config';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { previewsOf } from '../features/releases/lib/previews.ts';
import { SiteLockGate } from '../features/site-lock/components/site-lock-gate.tsx';
import { HYDRATED_ATTRIBUTE } from '../lib/server-render.ts';
import { AppRoutes } from './router.tsx';

/** The preview banner, a chunk only a browser with a preview link's cookie loads. */
const PreviewBanner = lazy(() =>
  import('../features/releases/components/preview-banner.tsx').then((m) => ({ default: m.PreviewBanner })),
);

/**
 * The whole site under a router: the browser's (start.tsx) or the server's for one address
 * (server/render-page.tsx). One tree for both, so the browser hydrates what the server rendered.
 * The development site's lock stands in front of everything: no route, remote or call until the
 * visitor is let in (spec 000 §4 "Site lock").
 */
export function SiteTree({
  config,
  router: Router,
}: {
  config: RuntimeConfig;
  router: (props: { children: ReactNode }) => ReactNode;
}) {
  // The page runs: a server-rendered one has been hydrated, its buttons answer (tests wait for it).
  useEffect(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ''), []);
  return (
    <>
      {previewsOf(config.versions).length > 0 && (
        <Suspense fallback={null}>
          <PreviewBanner versions={config.versions} />
        </Suspense>
      )}
      <SiteLockGate>
        <Router>
          <AppRoutes variant={config.flags.siteVariant} />
        </Router>
      </SiteLockGate>
    </>
  );
}
