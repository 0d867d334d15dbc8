// @vitest-environment jsdom
import { parseRuntimeConfig, type RemoteVersion, type RuntimeConfig } from '@club/shared/config';
import { testRuntimeConfig } from '@club/shared/testing';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({
  instance: { registerPlugins: vi.fn(), registerRemotes: vi.fn(), loadRemote: vi.fn() },
  registerGlobalPlugins: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => runtime.instance,
  registerGlobalPlugins: runtime.registerGlobalPlugins,
}));

const {
  adoptServedVersions,
  loadedVersions,
  loadRemoteModule,
  prefetchRemoteFiles,
  RemoteLoadError,
  registerRemotesFrom,
  versionOf,
} = await import('./federation.ts');

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** mfe-matches' manifest: its entry, named relative to wherever the manifest is served. */
const manifest = {
  metaData: {
    globalName: 'mfe_matches',
    remoteEntry: { name: 'remoteEntry.0123456789.js', path: '', type: 'global' },
  },
  exposes: [{ name: 'routes', assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } } }],
};

/** The test config with mfe-matches at `version`, as the site's server tags it. */
function configWith(version: string, extra: Partial<RemoteVersion> = {}): RuntimeConfig {
  const config = testRuntimeConfig();
  return parseRuntimeConfig({
    ...config,
    remotes: { ...config.remotes, 'mfe-matches': `http://localhost:3002/${version}/mf-manifest.json` },
    versions: { 'mfe-matches': { version, cohort: 'live', ...extra } },
  });
}

const reporter = { load: vi.fn(), failure: vi.fn(), flush: vi.fn() };

beforeEach(() => {
  vi.clearAllMocks();
  runtime.instance.loadRemote.mockResolvedValue({ routes: {}, release: 'x' });
});

describe('loadRemoteModule', () => {
  it("registers the remote's entry from its manifest and reports the load against its version", async () => {
    server.use(http.get('http://localhost:3002/v1/mf-manifest.json', () => HttpResponse.json(manifest)));
    registerRemotesFrom(configWith('v1'), { reporter });
    await loadRemoteModule('mfe-matches', 'routes');
    expect(runtime.instance.registerRemotes).toHaveBeenCalledWith(
      [
        expect.objectContaining({
          name: 'mfe_matches',
          entry: 'http://localhost:3002/v1/remoteEntry.0123456789.js',
        }),
      ],
      { force: false },
    );
    expect(reporter.load).toHaveBeenCalledWith('mfe-matches');
    expect(loadedVersions()).toEqual([['mfe-matches', 'v1']]);
    // The shell's runtime reports what it sees of the remotes, their own instances included.
    expect(runtime.registerGlobalPlugins).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'club-release-reports' }),
    ]);
  });

  it("reports a manifest that cannot be had as the remote's manifest failure", async () => {
    server.use(http.get('http://localhost:3002/v1/mf-manifest.json', () => HttpResponse.error()));
    registerRemotesFrom(configWith('v1'), { reporter });
    await expect(loadRemoteModule('mfe-matches', 'routes')).rejects.toBeInstanceOf(RemoteLoadError);
    expect(reporter.failure).toHaveBeenCalledWith('mfe-matches', 'manifest');
  });

  it('reads the served config again when the manifest answers 404, and registers the version it names', async () => {
    server.use(
      http.get('http://localhost:3002/v1/mf-manifest.json', () => new HttpResponse(null, { status: 404 })),
      http.get('http://localhost:3002/v3/mf-manifest.json', () => HttpResponse.json(manifest)),
    );
    const rereadConfig = vi.fn(async () => configWith('v3'));
    registerRemotesFrom(configWith('v1'), { reporter, rereadConfig });
    await loadRemoteModule('mfe-matches', 'routes');
    expect(rereadConfig).toHaveBeenCalledOnce();
    expect(runtime.instance.registerRemotes).toHaveBeenCalledWith(
      [expect.objectContaining({ entry: 'http://localhost:3002/v3/remoteEntry.0123456789.js' })],
      { force: true },
    );
    expect(versionOf('mfe-matches')?.version, 'its reports name the version it runs').toBe('v3');
  });

  it('shows the fallback when the served config still names the version that is gone', async () => {
    server.use(
      http.get('http://localhost:3002/v1/mf-manifest.json', () => new HttpResponse(null, { status: 404 })),
    );
    registerRemotesFrom(configWith('v1'), { reporter, rereadConfig: async () => configWith('v1') });
    await expect(loadRemoteModule('mfe-matches', 'routes')).rejects.toThrow(/answered 404/);
  });
});

describe('adoptServedVersions', () => {
  it('points a remote not loaded yet at the version served now, and leaves a loaded one as it runs', async () => {
    server.use(http.get('http://localhost:3002/v1/mf-manifest.json', () => HttpResponse.json(manifest)));
    registerRemotesFrom(configWith('v1'), { reporter });
    const served = configWith('v2');
    adoptServedVersions(served);
    expect(versionOf('mfe-matches')?.version).toBe('v2');

    registerRemotesFrom(configWith('v1'), { reporter });
    await loadRemoteModule('mfe-matches', 'routes');
    adoptServedVersions(served);
    expect(versionOf('mfe-matches')?.version).toBe('v1');
  });
});

const at = (version: string, file: string) => `http://localhost:3002/${version}/${file}`;
/** mfe-matches' manifest with the routes module's own script and stylesheet. */
const manifestWithFiles = {
  metaData: {
    globalName: 'mfe_matches',
    remoteEntry: { name: 'remoteEntry.0123456789.js', path: '', type: 'global' },
  },
  exposes: [
    {
      name: 'routes',
      assets: {
        js: { sync: ['static/js/routes.aaaaaaaaaa.js'], async: ['static/js/async/team.bbbbbbbbbb.js'] },
        css: { sync: ['static/css/routes.cccccccccc.css'], async: [] },
      },
    },
  ],
};

/** Serves mfe-matches' manifest at `version`, counting its requests. */
function serveManifest(version: string) {
  const requests = { count: 0 };
  server.use(
    http.get(at(version, 'mf-manifest.json'), () => {
      requests.count += 1;
      return HttpResponse.json(manifestWithFiles);
    }),
  );
  return requests;
}

const prefetchLinks = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.href);

const preloadLinks = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.href);

describe("loadRemoteModule's preloads", () => {
  beforeEach(() => document.head.replaceChildren());

  it("preloads the module's own scripts and stylesheets beside its entry", async () => {
    serveManifest('v1');
    registerRemotesFrom(configWith('v1'), { reporter });
    await loadRemoteModule('mfe-matches', 'routes');
    expect(preloadLinks()).toEqual([
      at('v1', 'static/js/routes.aaaaaaaaaa.js'),
      at('v1', 'static/css/routes.cccccccccc.css'),
    ]);
  });

  it('preloads no stylesheet a server-rendered page holds (its rules written in, its link disabled): nothing would use it', async () => {
    const sheet = at('v1', 'static/css/routes.cccccccccc.css');
    const written = document.createElement('style');
    written.dataset.href = sheet;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.disabled = true;
    link.href = sheet;
    document.head.append(written, link);
    serveManifest('v1');
    registerRemotesFrom(configWith('v1'), { reporter });
    await loadRemoteModule('mfe-matches', 'routes');
    expect(preloadLinks()).toEqual([at('v1', 'static/js/routes.aaaaaaaaaa.js')]);
    link.remove();
    await loadRemoteModule('mfe-matches', 'routes');
    expect(preloadLinks(), 'its rules written in are enough').toEqual([
      at('v1', 'static/js/routes.aaaaaaaaaa.js'),
    ]);
  });
});

describe('prefetchRemoteFiles (spec 000 §9, without running them)', () => {
  beforeEach(() => document.head.replaceChildren());

  it("links the remote's entry and the module's own scripts as prefetches, and neither registers nor runs the remote", async () => {
    serveManifest('v1');
    registerRemotesFrom(configWith('v1'), { reporter });
    await prefetchRemoteFiles('mfe-matches', 'routes');
    expect(prefetchLinks()).toEqual([
      at('v1', 'remoteEntry.0123456789.js'),
      at('v1', 'static/js/routes.aaaaaaaaaa.js'),
    ]);
    expect(runtime.instance.registerRemotes).not.toHaveBeenCalled();
    expect(runtime.instance.loadRemote).not.toHaveBeenCalled();
    expect(reporter.load, 'a prefetch is no load in the release reports').not.toHaveBeenCalled();

    await prefetchRemoteFiles('mfe-matches', 'routes');
    expect(prefetchLinks(), 'each file once').toHaveLength(2);
  });

  it('has the first load register the manifest it read, without asking for it again', async () => {
    const requests = serveManifest('v1');
    registerRemotesFrom(configWith('v1'), { reporter });
    await prefetchRemoteFiles('mfe-matches', 'routes');
    await loadRemoteModule('mfe-matches', 'routes');
    expect(requests.count).toBe(1);
    expect(runtime.instance.registerRemotes).toHaveBeenCalledWith(
      [expect.objectContaining({ entry: at('v1', 'remoteEntry.0123456789.js') })],
      { force: false },
    );
    expect(reporter.load).toHaveBeenCalledWith('mfe-matches');
  });

  it('links no entry for a remote already loading, nor the files of a module it loaded', async () => {
    serveManifest('v1');
    registerRemotesFrom(configWith('v1'), { reporter });
    await loadRemoteModule('mfe-matches', 'routes');
    await prefetchRemoteFiles('mfe-matches', 'routes');
    expect(prefetchLinks()).toEqual([]);
  });

  it("reads a manifest that failed ahead again when the remote loads, and does not report the prefetch's failure", async () => {
    const requests = serveManifest('v1');
    // Handlers added later answer first: the first request fails.
    server.use(http.get(at('v1', 'mf-manifest.json'), () => HttpResponse.error(), { once: true }));
    registerRemotesFrom(configWith('v1'), { reporter });
    await expect(prefetchRemoteFiles('mfe-matches', 'routes')).rejects.toThrow();
    expect(reporter.failure).not.toHaveBeenCalled();
    await loadRemoteModule('mfe-matches', 'routes');
    expect(requests.count).toBe(1);
    expect(reporter.load).toHaveBeenCalledWith('mfe-matches');
  });

  it('drops a manifest read ahead when a newer served config moves the remote to another version', async () => {
    serveManifest('v1');
    const v2 = serveManifest('v2');
    registerRemotesFrom(configWith('v1'), { reporter });
    await prefetchRemoteFiles('mfe-matches', 'routes');
    adoptServedVersions(configWith('v2'));
    await loadRemoteModule('mfe-matches', 'routes');
    expect(v2.count).toBe(1);
    expect(runtime.instance.registerRemotes).toHaveBeenCalledWith(
      [expect.objectContaining({ entry: at('v2', 'remoteEntry.0123456789.js') })],
      { force: false },
    );
  });
});
