/**
 * Spec 000 §2: a failed script chunk reloads the page. This module keeps, in sessionStorage, when
 * it last reloaded for that reason, so a chunk that keeps failing reloads once and then shows the
 * fallback instead of looping.
 */
const STORAGE_KEY = 'club:chunk-reload-at';
/** A second failure within this window after a reload is not reloaded again. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

/** Whether an error (or its cause) is a script or CSS chunk that failed to load. */
export function isChunkLoadError(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current.name === 'ChunkLoadError' || /Loading (CSS )?chunk .+ failed/i.test(current.message))
      return true;
  }
  return false;
}

/** Reloads the page for a chunk failure unless it already did so recently; returns whether it reloads. */
export function reloadOnceForChunkError(
  error: unknown,
  { storage = sessionStorage, now = Date.now(), reload = () => window.location.reload() } = {},
): boolean {
  if (!isChunkLoadError(error)) return false;
  const last = Number(storage.getItem(STORAGE_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_WINDOW_MS) return false;
  storage.setItem(STORAGE_KEY, String(now));
  reload();
  return true;
}
