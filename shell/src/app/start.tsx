import { loadRuntimeConfig, type RuntimeConfig, RuntimeConfigError } from '@club/shared/config';
import {
  $remotePiecesMayLoad,
  preloadRemoteModule,
  provideRemoteErrorReporter,
  provideRemoteLoader,
  remoteForPath,
} from '@club/shared/federation';
import '@club/shared/ui/tokens.css';
import '../lib/global.css';
import { BrowserRouter } from '@club/shared/router';
import { createRoot } from 'react-dom/client';
import { restoreCookieConsent } from '../features/consent/stores/cookie-notice.ts';
import { ConfigErrorScreen } from '../features/errors/components/config-error-screen.tsx';
import { ErrorPage } from '../features/errors/components/error-page.tsx';
import { PreviewBanner } from '../features/releases/components/preview-banner.tsx';
import { SiteLockGate } from '../features/site-lock/components/site-lock-gate.tsx';
import { $siteLocked } from '../features/site-lock/stores/site-lock.ts';
import {
  adoptServedVersions,
  loadedVersions,
  loadRemoteModule,
  registerRemotesFrom,
  remoteFolders,
  versionOf,
} from '../lib/federation/federation.ts';
import { $mainContentShown } from '../lib/federation/main-content.ts';
import { $mainRemoteSettled } from '../lib/federation/main-remote.ts';
import {
  createReleaseReporter,
  flushWhenHidden,
  reportUncaughtErrors,
} from '../lib/federation/release-reports.ts';
import { readServedConfig, watchWithdrawnVersions } from '../lib/federation/version-watch.ts';
import { CONTENT_WAIT_MS } from '../lib/use-after-main-content.ts';
import { AppRoutes } from './router.tsx';
import { applySiteFlags } from './site-flags.ts';

/**
 * Pieces one remote shows on another's page (home's match strip and videos rail) load once the
 * page's own content has shown, so they never compete with it on a first visit.
 */
function holdPiecesUntilMainContent(): void {
  if ($mainContentShown.get()) return;
  $remotePiecesMayLoad.set(false);
  const release = () => {
    $remotePiecesMayLoad.set(true);
    stopContent();
    stopSettled();
    window.clearTimeout(timer);
  };
  let timer = 0;
  const stopContent = $mainContentShown.subscribe((shown) => shown && release());
  // A page that never shows content of its own (an error) still gets its pieces.
  const stopSettled = $mainRemoteSettled.subscribe((settled) => {
    if (settled && !timer) timer = window.setTimeout(release, CONTENT_WAIT_MS);
  });
}

/** Where the runtime config is served: beside index.html, never baked into the bundle. */
export const RUNTIME_CONFIG_URL = '/runtime-config.json';

/**
 * The versions this page runs, reported and watched (docs/architecture.md "Releases"): each remote's
 * loads and failures go to the collector against its version, and a version withdrawn while the page
 * runs it makes the next navigation a full load.
 */
function startReleaseWatch(config: RuntimeConfig): void {
  const reporter = createReleaseReporter({ versionOf });
  const rereadConfig = () => readServedConfig(RUNTIME_CONFIG_URL);
  registerRemotesFrom(config, { reporter, rereadConfig });
  provideRemoteErrorReporter((remote) => reporter.failure(remote, 'render'));
  reportUncaughtErrors(reporter, remoteFolders);
  flushWhenHidden(reporter);
  watchWithdrawnVersions({ reread: rereadConfig, inUse: loadedVersions, adopt: adoptServedVersions });
}

export async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  try {
    const config = await loadRuntimeConfig(RUNTIME_CONFIG_URL);
    applySiteFlags(config);
    // Spec 000 §4: consent given on an earlier visit (the analytics cookie) starts tracking at load.
    restoreCookieConsent();
    startReleaseWatch(config);
    // Remotes mount each other's pieces through the same loader (@club/shared/federation).
    provideRemoteLoader(loadRemoteModule);
    holdPiecesUntilMainContent();
    // The page's own remote starts loading now, beside the first render rather than after it (a
    // failure is left for its mount to show, with its retry). Not while the site lock stands.
    if (!$siteLocked.get())
      void preloadRemoteModule(remoteForPath(window.location.pathname, config.flags.siteVariant), 'routes');
    // The development site's lock stands in front of everything: no route, remote or call until the
    // visitor is let in (spec 000 §4 "Site lock").
    root.render(
      <>
        <PreviewBanner versions={config.versions} />
        <SiteLockGate>
          <BrowserRouter>
            <AppRoutes variant={config.flags.siteVariant} />
          </BrowserRouter>
        </SiteLockGate>
      </>,
    );
  } catch (error) {
    // Spec 000 §8: a startup failure is caught and shown, never a blank page.
    console.error('[shell] start-up failed', error);
    root.render(
      error instanceof RuntimeConfigError ? <ConfigErrorScreen error={error} /> : <ErrorPage error={error} />,
    );
  }
}
