// Rendered images kept in memory, least recently used out first, within a byte budget: encoding
// (AVIF above all) is the costly part and a page asks for the same few sizes over and over. Two
// asks for the same picture while it renders share one render.

export interface ImageCacheOptions {
  maxBytes: number;
  maxEntries: number;
}

/** About a thousand typical thumbnails; small next to the server's other memory. */
export const DEFAULT_IMAGE_CACHE: ImageCacheOptions = { maxBytes: 48 * 1024 * 1024, maxEntries: 1000 };

export interface ImageCache<T extends { data: Buffer }> {
  /** The cached value and whether it was already there (or being made). */
  getOrCreate(key: string, create: () => Promise<T>): Promise<{ value: T; hit: boolean }>;
  readonly size: number;
  readonly bytes: number;
}

export function createImageCache<T extends { data: Buffer }>(
  options: ImageCacheOptions = DEFAULT_IMAGE_CACHE,
): ImageCache<T> {
  // A Map iterates in insertion order, so re-inserting on each hit keeps the oldest first.
  const entries = new Map<string, T>();
  const pending = new Map<string, Promise<T>>();
  let bytes = 0;

  function store(key: string, value: T) {
    if (value.data.length > options.maxBytes) return;
    entries.set(key, value);
    bytes += value.data.length;
    for (const [oldKey, old] of entries) {
      if (bytes <= options.maxBytes && entries.size <= options.maxEntries) break;
      entries.delete(oldKey);
      bytes -= old.data.length;
    }
  }

  return {
    async getOrCreate(key, create) {
      const cached = entries.get(key);
      if (cached) {
        entries.delete(key);
        entries.set(key, cached);
        return { value: cached, hit: true };
      }
      const inFlight = pending.get(key);
      if (inFlight) return { value: await inFlight, hit: true };
      const made = create();
      pending.set(key, made);
      try {
        const value = await made;
        store(key, value);
        return { value, hit: false };
      } finally {
        pending.delete(key);
      }
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
