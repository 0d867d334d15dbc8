// What the shell tells the services' collector about the remote versions it runs, so that a canary
// is judged on its own page loads (docs/architecture.md "Releases"). Per remote and page load: one
// `load` when the page first asks for the remote, and at most one `failure` with its stage, each
// tagged with the version, cohort and candidate the site's server chose for this visitor. Nothing in
// a report names the visitor, so it goes without waiting for consent: as text/plain without
// credentials (no preflight, no cookie), batched for a second, and at once when the page is hidden.
import { apiRequest } from '@club/shared/api';
import type { RemoteKey, RemoteVersion } from '@club/shared/config';
import {
  collectResponse,
  RELEASE_REPORTS_PATH,
  type ReleaseFailureStage,
  type ReleaseReport,
} from '@club/shared/contracts';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** How long reports wait to be sent together. */
export const REPORT_BATCH_MS = 1000;

export type SendReports = (reports: ReleaseReport[]) => Promise<void>;

/** Posts reports to {collect}/releases; a failure is logged, never shown (reports are not the page's). */
export const sendReports: SendReports = async (reports) => {
  try {
    await apiRequest('collect', RELEASE_REPORTS_PATH, {
      method: 'POST',
      body: reports,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      schema: collectResponse,
      keepalive: true,
    });
  } catch (error) {
    console.warn('[releases] reports not delivered', error);
  }
};

export interface ReleaseReporter {
  /** The page asks for a remote: its `load`, once per page load. */
  load(remote: RemoteKey): void;
  /** A remote failed at `stage`: its `failure`, once per page load (the first stage seen counts). */
  failure(remote: RemoteKey, stage: ReleaseFailureStage): void;
  /** Sends what is waiting now (the page is being hidden). */
  flush(): void;
}

export interface ReleaseReporterOptions {
  /** The version, cohort and candidate this page runs of a remote; none: nothing is reported of it. */
  versionOf: (remote: RemoteKey) => RemoteVersion | undefined;
  send?: SendReports;
  batchMs?: number;
}

/** A reporter for this page load. */
export function createReleaseReporter({
  versionOf,
  send = sendReports,
  batchMs = REPORT_BATCH_MS,
}: ReleaseReporterOptions): ReleaseReporter {
  const loaded = new Set<RemoteKey>();
  const failed = new Set<RemoteKey>();
  let waiting: ReleaseReport[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (waiting.length === 0) return;
    const batch = waiting;
    waiting = [];
    void send(batch);
  };
  const queue = (report: ReleaseReport) => {
    waiting.push(report);
    timer ??= setTimeout(flush, batchMs);
  };
  const tag = (remote: RemoteKey) => {
    const version = versionOf(remote);
    if (!version) return undefined;
    return {
      remote,
      version: version.version,
      cohort: version.cohort,
      ...(version.candidate ? { candidate: version.candidate } : {}),
    };
  };

  const load = (remote: RemoteKey) => {
    if (loaded.has(remote)) return;
    const tagged = tag(remote);
    if (!tagged) return;
    loaded.add(remote);
    queue({ ...tagged, event: 'load' });
  };
  return {
    load,
    failure(remote, stage) {
      if (failed.has(remote)) return;
      // A failure is always of a page load that asked for the remote.
      load(remote);
      const tagged = tag(remote);
      if (!tagged) return;
      failed.add(remote);
      queue({ ...tagged, event: 'failure', stage });
    },
    flush,
  };
}

/**
 * The federation runtime's word on remotes, as failures: an entry script that did not load
 * (`afterLoadEntry` with an error), a shared module whose version a remote refuses (`errorLoadShare`,
 * on the remote's own instance: a global plugin), and an exposed module that could not be had
 * (`afterLoadRemote` with an error the runtime did not recover from). `remoteOf` maps a federation
 * name (`mfe_content`) to its remote.
 */
export function releaseReportsPlugin(
  reporter: Pick<ReleaseReporter, 'failure'>,
  remoteOf: (federationName: string | undefined) => RemoteKey | undefined,
): ModuleFederationRuntimePlugin {
  const entryFailed = new Set<string>();
  return {
    name: 'club-release-reports',
    async afterLoadEntry({ remoteInfo, error }) {
      if (error) entryFailed.add(remoteInfo.name);
    },
    errorLoadShare({ origin }) {
      const remote = remoteOf(origin.name);
      if (remote) reporter.failure(remote, 'shared');
    },
    async afterLoadRemote({ remote, error, recovered }) {
      if (!error || recovered || !remote) return;
      const key = remoteOf(remote.name);
      if (key) reporter.failure(key, entryFailed.has(remote.name) ? 'entry' : 'module');
    },
  };
}

/** Where an error's scripts came from: its file, and the lines of its stack. */
function sourcesOf(filename: string | undefined, error: unknown): string {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  return `${filename ?? ''}\n${stack}`;
}

/**
 * Uncaught errors and rejections whose scripts belong to a remote's version (its folder, beside its
 * manifest), reported as that remote's `uncaught` failure. Returns the cleanup.
 */
export function reportUncaughtErrors(
  reporter: Pick<ReleaseReporter, 'failure'>,
  folders: () => ReadonlyArray<readonly [RemoteKey, string]>,
  target: Window = window,
): () => void {
  const attribute = (sources: string) => {
    for (const [remote, folder] of folders())
      if (sources.includes(folder)) reporter.failure(remote, 'uncaught');
  };
  const onError = (event: ErrorEvent) => attribute(sourcesOf(event.filename, event.error));
  const onRejection = (event: PromiseRejectionEvent) => attribute(sourcesOf(undefined, event.reason));
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

/** Sends what is waiting as the page is hidden or left, when a timer might never fire. Returns the cleanup. */
export function flushWhenHidden(
  reporter: Pick<ReleaseReporter, 'flush'>,
  target: Window = window,
): () => void {
  const onHide = () => {
    if (target.document.visibilityState === 'hidden') reporter.flush();
  };
  const onPageHide = () => reporter.flush();
  target.document.addEventListener('visibilitychange', onHide);
  target.addEventListener('pagehide', onPageHide);
  return () => {
    target.document.removeEventListener('visibilitychange', onHide);
    target.removeEventListener('pagehide', onPageHide);
  };
}
