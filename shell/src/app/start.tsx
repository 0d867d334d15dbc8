import {
  $runtimeConfig,
  loadRuntimeConfig,
  type RuntimeConfig,
  RuntimeConfigError,
} from '@club/shared/config';
import { provideRemoteErrorReporter, provideRemoteLoader } from '@club/shared/federation';
import '@club/shared/ui/tokens.css';
import '../lib/global.css';
import { seedServiceCache } from '@club/shared/api';
import { BrowserRouter } from '@club/shared/router';
import { $remotePiecesMayLoad } from '@club/shared/stores';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { restoreCookieConsent } from '../features/consent/stores/cookie-notice.ts';
import { ConfigErrorScreen } from '../features/errors/components/config-error-screen.tsx';
import { ErrorPage } from '../features/errors/components/error-page.tsx';
import { applyPageDefaults } from '../features/navigation/hooks/use-page-defaults.ts';
import { $siteLocked } from '../features/site-lock/stores/site-lock.ts';
import {
  adoptServedVersions,
  loadedVersions,
  loadRemoteModule,
  registerRemotesFrom,
  remoteFolders,
  versionOf,
} from '../lib/federation/federation.ts';
import { loadLandingRoutes } from '../lib/federation/landing-routes.ts';
import { $mainContentShown } from '../lib/federation/main-content.ts';
import {
  createReleaseReporter,
  flushWhenHidden,
  reportUncaughtErrors,
} from '../lib/federation/release-reports.ts';
import { $routeTables, routeMetaAt } from '../lib/federation/route-meta.ts';
import { readServerRender, reportRecoverableError, type ServerRender } from '../lib/server-render.ts';
import { whenMainContentShown } from '../lib/use-after-main-content.ts';
import { applySiteFlags } from './site-flags.ts';
import { SiteTree } from './site-tree.tsx';

/**
 * Pieces one remote shows on another's page (home's match strip and videos rail) load once the
 * page's own content has shown, so they never compete with it on a first visit.
 */
function holdPiecesUntilMainContent(): void {
  if ($mainContentShown.get()) return;
  $remotePiecesMayLoad.set(false);
  whenMainContentShown(() => $remotePiecesMayLoad.set(true));
}

/** The version watch (version-watch.ts), which no first paint needs: a chunk of its own. */
const versionWatch = () => import('../lib/federation/version-watch.ts');

/** Where the runtime config is served: beside index.html, never baked into the bundle. */
export const RUNTIME_CONFIG_URL = '/runtime-config.json';

/**
 * The versions this page runs, reported and watched (docs/architecture.md "Releases"): each remote's
 * loads and failures go to the collector against its version, and a version withdrawn while the page
 * runs it makes the next navigation a full load.
 */
function startReleaseWatch(config: RuntimeConfig): void {
  const reporter = createReleaseReporter({ versionOf });
  const rereadConfig = () => versionWatch().then((watch) => watch.readServedConfig(RUNTIME_CONFIG_URL));
  registerRemotesFrom(config, { reporter, rereadConfig });
  provideRemoteErrorReporter((remote) => reporter.failure(remote, 'render'));
  reportUncaughtErrors(reporter, remoteFolders);
  flushWhenHidden(reporter);
  whenMainContentShown(() =>
    versionWatch().then((watch) =>
      watch.watchWithdrawnVersions({
        reread: rereadConfig,
        inUse: loadedVersions,
        adopt: adoptServedVersions,
      }),
    ),
  );
}

/**
 * The config this page runs with: a rendered page's own (issue 20 point 4: hydration uses the versions
 * the server rendered, and starts without waiting for another request), or the one served at
 * RUNTIME_CONFIG_URL.
 */
async function pageConfig(serverRendered: ServerRender | null): Promise<RuntimeConfig> {
  if (!serverRendered) return loadRuntimeConfig(RUNTIME_CONFIG_URL);
  $runtimeConfig.set(serverRendered.config);
  return serverRendered.config;
}

export async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const serverRendered = readServerRender(document);
  try {
    const config = await pageConfig(serverRendered);
    applySiteFlags(config);
    // Spec 000 §4: consent given on an earlier visit (the analytics cookie) starts tracking at load.
    restoreCookieConsent();
    startReleaseWatch(config);
    // Remotes mount each other's pieces through the same loader (@club/shared/federation).
    provideRemoteLoader(loadRemoteModule);
    holdPiecesUntilMainContent();
    // The page's own routes first (a short, capped wait: landing-routes.ts), so its meta is known
    // from the first frame; a failure is left for its mount to show, with its retry. Not while the
    // site lock stands.
    if (!$siteLocked.get()) {
      await loadLandingRoutes(window.location.pathname, config.flags.siteVariant);
      applyPageDefaults(routeMetaAt($routeTables.get(), window.location.pathname, config.flags.siteVariant));
    }
    const site = <SiteTree config={config} router={BrowserRouter} />;
    // A page the server rendered (docs/architecture.md "Server rendering") is hydrated in place,
    // its first render reading the answers it was rendered with from the page's cache; any other
    // starts empty. Hydrating in a transition lets React yield to the browser between components
    // (a default-priority hydration is one task, all of the page's JavaScript at once), so a tap
    // or a paint waits for one slice, not for the whole page.
    if (serverRendered) {
      seedServiceCache(serverRendered.answers);
      startTransition(() => {
        hydrateRoot(container, site, { onRecoverableError: reportRecoverableError });
      });
    } else createRoot(container).render(site);
  } catch (error) {
    // Spec 000 §8: a startup failure is caught and shown, never a blank page.
    console.error('[shell] start-up failed', error);
    if (serverRendered) container.replaceChildren();
    createRoot(container).render(
      error instanceof RuntimeConfigError ? <ConfigErrorScreen error={error} /> : <ErrorPage error={error} />,
    );
  }
}
