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
