import { REMOTE_KEYS } from '@club/shared/config';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemoteModule, prefetchRemoteFiles } from '../../../lib/federation/federation.ts';
import { prefetchRemotePages, resetPrefetch } from './prefetch.ts';

vi.mock('../../../lib/federation/federation.ts', () => ({
  loadRemoteModule: vi.fn(),
  prefetchRemoteFiles: vi.fn(),
}));
const prefetchFiles = vi.mocked(prefetchRemoteFiles);

beforeEach(() => {
  resetPrefetch();
  vi.clearAllMocks();
  prefetchFiles.mockResolvedValue(undefined);
});
afterEach(resetPrefetch);

describe('prefetchRemotePages (spec 000 §9)', () => {
  it("fetches every remote's page module files once per page load, and runs none of them", async () => {
    expect(await prefetchRemotePages({ effectiveType: '4g' })).toBe(true);
    expect(prefetchFiles.mock.calls.map(([remote, expose]) => `${remote}/${expose}`).sort()).toEqual(
      REMOTE_KEYS.map((remote) => `${remote}/routes`).sort(),
    );
    expect(loadRemoteModule).not.toHaveBeenCalled();
    expect(await prefetchRemotePages({ effectiveType: '4g' })).toBe(false);
    expect(prefetchFiles).toHaveBeenCalledTimes(REMOTE_KEYS.length);
  });

  it("starts each remote's requests in a task of its own, none in the task that asked", async () => {
    const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
    const done = prefetchRemotePages(undefined);
    await Promise.resolve();
    expect(prefetchFiles).not.toHaveBeenCalled();
    for (let task = 1; task <= REMOTE_KEYS.length; task += 1) {
      await nextTask();
      expect(prefetchFiles).toHaveBeenCalledTimes(task);
    }
    await expect(done).resolves.toBe(true);
  });

  it('fetches nothing on 2g or with data saver on', async () => {
    expect(await prefetchRemotePages({ effectiveType: '2g' })).toBe(false);
    expect(await prefetchRemotePages({ effectiveType: 'slow-2g' })).toBe(false);
    expect(await prefetchRemotePages({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(prefetchFiles).not.toHaveBeenCalled();
  });

  it('leaves a remote that fails for its page to meet, and still fetches the others', async () => {
    prefetchFiles.mockImplementation(async (remote) => {
      if (remote === 'mfe-streaming') throw new Error('down');
    });
    await expect(prefetchRemotePages(undefined)).resolves.toBe(true);
    expect(prefetchFiles).toHaveBeenCalledTimes(REMOTE_KEYS.length);
  });
});
