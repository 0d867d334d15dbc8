/**
 * Runtime composition: registers the remotes named in the runtime config with the build-time
 * federation instance, loads their exposed modules on demand, and turns failures into errors the
 * remote boundaries can show and retry. It also knows which version of each remote the page runs
 * (the runtime config's `versions`), for the release reports and the version watch.
 */

import { REMOTE_KEYS, type RemoteKey, type RemoteVersion, type RuntimeConfig } from '@club/shared/config';
import { federationName } from '@club/shared/federation';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { getInstance, registerGlobalPlugins } from '@module-federation/enhanced/runtime';
import { type ReleaseReporter, releaseReportsPlugin } from './release-reports.ts';
import { type RemoteManifest, readRemoteManifest } from './remote-manifest.ts';

/** A remote that could not be loaded (manifest, entry or module); the boundary shows its fallback. */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  constructor(
    readonly remote: string,
    readonly lifecycle: string,
    cause: unknown,
  ) {
    super(
      `The ${remote} remote could not be loaded (${lifecycle}): ${cause instanceof Error ? cause.message : String(cause)}`,
      {
        cause,
      },
    );
  }
}

function requireInstance() {
  const instance = getInstance();
  if (!instance) throw new Error('The Module Federation runtime is not initialised.');
  return instance;
}

/** Logs every remote that fails to load, whatever the stage (manifest, entry, expose). */
export const remoteErrorsPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'club-remote-errors',
  errorLoadRemote({ id, error, lifecycle }) {
    console.error(`[federation] ${id} failed at ${lifecycle}`, error);
    // Returning nothing lets the error reach the caller, whose error boundary renders the fallback.
    return undefined;
  },
});

/** A remote by its federation name (`mfe_content`), as the runtime names it. */
export const remoteOfFederationName = (name: string | undefined): RemoteKey | undefined =>
  REMOTE_KEYS.find((remote) => federationName(remote) === name);

interface Registration {
  remotes: Record<RemoteKey, string>;
  versions: Partial<Record<RemoteKey, RemoteVersion>>;
}

export interface FederationOptions {
  /**
   * Reads the config the site serves now. A manifest that answers 404 belongs to a version pruned
   * while the tab was open; the served config names what replaced it.
   */
  rereadConfig?: () => Promise<RuntimeConfig>;
  /** Where loads and failures are reported, against each remote's version (release-reports.ts). */
  reporter?: ReleaseReporter;
}

let registered: Registration | null = null;
let options: FederationOptions = {};

/**
 * Notes the remotes of the runtime config. Nothing is fetched until a remote is used: then its
 * manifest (which index.html's early hints may already have fetched) names its entry.
 */
export function registerRemotesFrom(config: RuntimeConfig, federationOptions: FederationOptions = {}): void {
  const instance = requireInstance();
  instance.registerPlugins([remoteErrorsPlugin()]);
  options = federationOptions;
  if (options.reporter) {
    const reports = releaseReportsPlugin(options.reporter, remoteOfFederationName);
    instance.registerPlugins([reports]);
    // A shared module a remote refuses is met on the remote's own instance, made when it first loads.
    registerGlobalPlugins([reports]);
  }
  registered = { remotes: { ...config.remotes }, versions: { ...config.versions } };
  entries.clear();
  readAhead.clear();
  loadedRemotes.clear();
}

/** The version of a remote this page runs, or will when it first loads it, as the site's server chose it. */
export function versionOf(remote: RemoteKey): RemoteVersion | undefined {
  return registered?.versions[remote];
}

/** The versions of the remotes this page has loaded (registered from a manifest). */
export function loadedVersions(): Array<[RemoteKey, string]> {
  return [...loadedRemotes].flatMap((remote) => {
    const version = versionOf(remote)?.version;
    return version ? [[remote, version] as [RemoteKey, string]] : [];
  });
}

/** Each remote's folder (where its manifest and scripts are), for telling whose script threw. */
export function remoteFolders(): Array<readonly [RemoteKey, string]> {
  if (!registered) return [];
  const { remotes } = registered;
  return REMOTE_KEYS.map((remote) => [remote, new URL('.', remotes[remote]).href] as const);
}

/**
 * Takes the versions a newly served config names for the remotes this page has not loaded yet, so
 * it never starts one that was taken away since it started. Loaded remotes keep theirs.
 */
export function adoptServedVersions(config: RuntimeConfig): void {
  if (!registered) return;
  for (const remote of REMOTE_KEYS) {
    if (entries.has(remote)) continue;
    if (registered.remotes[remote] !== config.remotes[remote]) readAhead.delete(remote);
    registered.remotes[remote] = config.remotes[remote];
    const version = config.versions?.[remote];
    if (version) registered.versions[remote] = version;
    else delete registered.versions[remote];
  }
}

/** Each remote's registration from its manifest, once per page unless a retry asks again. */
const entries = new Map<RemoteKey, Promise<RemoteManifest>>();
/** The remotes registered from a manifest on this page. */
const loadedRemotes = new Set<RemoteKey>();
/** Manifests read ahead of any load (the prefetch), registered when their remote first loads. */
const readAhead = new Map<RemoteKey, Promise<ReadManifest>>();

interface ReadManifest {
  manifest: RemoteManifest;
  /** Read from where a newer served config moved the remote (its version was pruned). */
  moved: boolean;
}

/** The manifest's response; after a 404, the one the served config names now (a pruned version). */
async function fetchManifest(
  remote: RemoteKey,
  fresh: boolean,
): Promise<{ response: Response; moved: boolean }> {
  if (!registered) throw new Error('No runtime config: the remotes are not registered.');
  const manifestUrl = registered.remotes[remote];
  // The same request as the early hint's preload (CORS, no credentials), so that one is used.
  const response = await fetch(manifestUrl, fresh ? { cache: 'no-cache' } : {});
  if (response.status !== 404 || !options.rereadConfig) return { response, moved: false };
  const served = await options.rereadConfig();
  if (served.remotes[remote] === manifestUrl) return { response, moved: false };
  registered.remotes[remote] = served.remotes[remote];
  const version = served.versions?.[remote];
  if (version) registered.versions[remote] = version;
  else delete registered.versions[remote];
  return { response: await fetch(served.remotes[remote], { cache: 'no-cache' }), moved: true };
}

async function readManifest(remote: RemoteKey, fresh: boolean): Promise<ReadManifest> {
  if (!registered) throw new Error('No runtime config: the remotes are not registered.');
  const { response, moved } = await fetchManifest(remote, fresh);
  const manifestUrl = registered.remotes[remote];
  if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
  return { manifest: readRemoteManifest(await response.json(), manifestUrl), moved };
}

/**
 * `start()`'s promise, kept in `pending` under `remote` until it fails (then the next caller starts
 * afresh); `fresh` starts afresh anyway. A failure of a promise already replaced forgets nothing.
 */
function keptUntilFailure<T>(
  pending: Map<RemoteKey, Promise<T>>,
  remote: RemoteKey,
  start: () => Promise<T>,
  fresh = false,
): Promise<T> {
  const kept = fresh ? undefined : pending.get(remote);
  if (kept) return kept;
  const started = start();
  pending.set(remote, started);
  started.catch(() => {
    if (pending.get(remote) === started) pending.delete(remote);
  });
  return started;
}

/** The remote's manifest read ahead of its first load, once; a failure is forgotten (the load reads it afresh). */
const readManifestAhead = (remote: RemoteKey): Promise<ReadManifest> =>
  keptUntilFailure(readAhead, remote, () => readManifest(remote, false));

async function registerFromManifest(remote: RemoteKey, fresh: boolean): Promise<RemoteManifest> {
  let read: ReadManifest;
  try {
    const ahead = fresh ? undefined : await readAhead.get(remote)?.catch(() => undefined);
    read = ahead ?? (await readManifest(remote, fresh));
  } catch (error) {
    options.reporter?.failure(remote, 'manifest');
    throw new RemoteLoadError(remote, 'manifest', error);
  }
  readAhead.delete(remote);
  const { manifest, moved } = read;
  // Counted when the remote is first meant to run: a prefetch alone is no load.
  options.reporter?.load(remote);
  requireInstance().registerRemotes(
    [
      {
        name: federationName(remote),
        entry: manifest.entry,
        entryGlobalName: manifest.globalName,
        type: manifest.type as 'global',
      },
    ],
    { force: fresh || moved },
  );
  loadedRemotes.add(remote);
  return manifest;
}

/** The remote's registration, once per page; a failed manifest is fetched again next time (the boundary's 'Try again'). */
const remoteManifest = (remote: RemoteKey, fresh: boolean): Promise<RemoteManifest> =>
  keptUntilFailure(entries, remote, () => registerFromManifest(remote, fresh), fresh);

/** The addresses the head's links of a kind (`rel`) name; every link when no kind is given. */
function linkedInHead(rel?: string): Set<string> {
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link')];
  return new Set(links.filter((link) => !rel || link.rel === rel).map((link) => link.href));
}

/** Adds a link to the head for each file not already in `linked`. */
function linkFiles(
  rel: 'preload' | 'prefetch',
  files: ReadonlyArray<{ href: string; as?: string }>,
  linked: Set<string>,
) {
  for (const { href, as } of files) {
    if (!href || linked.has(href)) continue;
    const link = document.createElement('link');
    link.rel = rel;
    if (as) link.as = as;
    link.href = href;
    document.head.append(link);
  }
}

/**
 * The stylesheets the page already has: linked (a server-rendered page's links are `disabled`, its
 * rules written in beside them: scripts/lib/inline-stylesheets.ts) or written in (`style[data-href]`).
 */
function stylesheetsInPage(): Set<string> {
  const linked = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
    (link) => link.href,
  );
  const written = [...document.querySelectorAll<HTMLStyleElement>('style[data-href]')].map(
    (style) => new URL(style.dataset.href ?? '', document.baseURI).href,
  );
  return new Set([...linked, ...written]);
}

/**
 * Asks the browser for an exposed module's own files beside the remote's entry, rather than after
 * it has run (one round trip less). Same-mode preloads: the runtime loads them without CORS. Not a
 * stylesheet the page has: the runtime finds its link and loads nothing.
 */
function preloadExposeAssets(manifest: RemoteManifest, expose: string): void {
  const { js, css } = manifest.syncAssets(expose);
  const files = [
    ...js.map((href) => ({ href, as: 'script' })),
    ...css.map((href) => ({ href, as: 'style' })),
  ];
  linkFiles('preload', files, new Set([...linkedInHead('preload'), ...stylesheetsInPage()]));
}

/**
 * Fetches the scripts `./<expose>` of a remote needs (its entry and the module's own scripts) into
 * the browser's cache without running them (`prefetch`, lowest priority): running them is what
 * costs the main thread, and is left for the first page that needs them. As with the early hints'
 * prefetches (scripts/lib/early-hints.ts), a failure leaves nothing behind for that page to meet.
 * Not its stylesheets: Chromium downloads a prefetched stylesheet again for a link added before the
 * prefetch has finished (docs/architecture.md "Server rendering"); they come when the module runs.
 * Rejects when the remote's manifest cannot be read.
 */
export async function prefetchRemoteFiles(remote: RemoteKey, expose: string): Promise<void> {
  const loading = entries.get(remote);
  const manifest = loading ? await loading : (await readManifestAhead(remote)).manifest;
  // A remote already loading has its entry; a module already loaded has its files' preload links.
  const scripts = [...(loading ? [] : [manifest.entry]), ...manifest.syncAssets(expose).js];
  linkFiles(
    'prefetch',
    scripts.map((href) => ({ href })),
    linkedInHead(),
  );
}

/** Loads `./<expose>` of a remote. `fresh` fetches its manifest again first, for a retry or a release. */
export async function loadRemoteModule<T>(remote: RemoteKey, expose: string, fresh = false): Promise<T> {
  const manifest = await remoteManifest(remote, fresh);
  preloadExposeAssets(manifest, expose);
  let loaded: T | null;
  try {
    loaded = await requireInstance().loadRemote<T>(`${federationName(remote)}/${expose}`);
  } catch (error) {
    throw new RemoteLoadError(remote, 'load', error);
  }
  if (!loaded) throw new RemoteLoadError(remote, 'load', new Error(`./${expose} is empty`));
  return loaded;
}
