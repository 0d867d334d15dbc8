import { REMOTE_KEYS } from '@club/shared/config';
import { forgetLoadedModules, provideRemoteLoader } from '@club/shared/federation';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemoteModule } from '../../../lib/federation/federation.ts';
import { prefetchRemotePages, resetPrefetch } from './prefetch.ts';

vi.mock('../../../lib/federation/federation.ts', () => ({ loadRemoteModule: vi.fn() }));
// The shell provides this loader at start; remote mounts load through it.
provideRemoteLoader(loadRemoteModule);
const load = vi.mocked(loadRemoteModule);

beforeEach(() => {
  resetPrefetch();
  forgetLoadedModules();
  load.mockReset();
  load.mockResolvedValue({ release: 'v1', routes: {} });
});
afterEach(resetPrefetch);

describe('prefetchRemotePages (spec 000 §9)', () => {
  it("loads every remote's page module once per page load", async () => {
    expect(await prefetchRemotePages({ effectiveType: '4g' })).toBe(true);
    expect(load.mock.calls.map(([remote, expose]) => `${remote}/${expose}`).sort()).toEqual(
      REMOTE_KEYS.map((remote) => `${remote}/routes`).sort(),
    );
    expect(await prefetchRemotePages({ effectiveType: '4g' })).toBe(false);
    expect(load).toHaveBeenCalledTimes(REMOTE_KEYS.length);
  });

  it('loads nothing on 2g or with data saver on', async () => {
    expect(await prefetchRemotePages({ effectiveType: '2g' })).toBe(false);
    expect(await prefetchRemotePages({ effectiveType: 'slow-2g' })).toBe(false);
    expect(await prefetchRemotePages({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves a remote that fails for its page to meet, and still loads the others', async () => {
    load.mockImplementation(async (remote) => {
      if (remote === 'mfe-streaming') throw new Error('down');
      return { release: 'v1', routes: {} };
    });
    await expect(prefetchRemotePages(undefined)).resolves.toBe(true);
    expect(load).toHaveBeenCalledTimes(REMOTE_KEYS.length);
  });
});
