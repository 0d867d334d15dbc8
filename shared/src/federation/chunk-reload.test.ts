import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_WINDOW_MS, isChunkLoadError, reloadOnceForChunkError } from './chunk-reload.ts';

const chunkError = () =>
  Object.assign(new Error('Loading chunk 412 failed.\n(error: http://x/412.js)'), { name: 'ChunkLoadError' });

describe('isChunkLoadError', () => {
  it('recognises a ChunkLoadError and a CSS chunk failure', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed.'))).toBe(true);
  });

  it('looks through wrapping errors to their cause', () => {
    expect(isChunkLoadError(new Error('remote failed', { cause: chunkError() }))).toBe(true);
  });

  it('does not treat other failures (a remote that is down) as chunk failures', () => {
    expect(isChunkLoadError(new Error('[ Federation Runtime ]: Failed to get manifest.'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});

describe('reloadOnceForChunkError', () => {
  const memoryStorage = () => {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    } as Storage;
  };

  it('reloads the page for a failed chunk', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError(chunkError(), { storage: memoryStorage(), now: 1_000_000, reload })).toBe(
      true,
    );
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload again when the chunk fails again soon after the reload (no loop)', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    reloadOnceForChunkError(chunkError(), { storage, now: 1_000_000, reload });
    const again = reloadOnceForChunkError(chunkError(), {
      storage,
      now: 1_000_000 + CHUNK_RELOAD_WINDOW_MS - 1,
      reload,
    });
    expect(again).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads again for a new failure long after the last reload', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    reloadOnceForChunkError(chunkError(), { storage, now: 1_000_000, reload });
    reloadOnceForChunkError(chunkError(), { storage, now: 1_000_000 + CHUNK_RELOAD_WINDOW_MS, reload });
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads for errors that are not chunk failures', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError(new Error('boom'), { storage: memoryStorage(), now: 1, reload })).toBe(
      false,
    );
    expect(reload).not.toHaveBeenCalled();
  });
});
