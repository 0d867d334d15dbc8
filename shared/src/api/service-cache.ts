/**
 * The one data layer of the site's pages (docs/architecture.md "Server rendering (issue 20)"): the
 * answer for each request key is a nanostores store, and the fetching (deduplication, revalidation,
 * live polling, aborting) lives here, not in components' effects. The page has one cache, shared by
 * the shell and every remote (@club/shared/api is one shared module on the page); a server render
 * makes its own for its request (createServerServiceCache), so one visitor's answers never reach
 * another's, and the answers it rendered with travel in the page to seed the browser's.
 */
import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';

export type ServiceData<T> =
  | { status: 'loading'; data?: undefined; error?: undefined; stale?: undefined }
  /** `stale`: a later refresh (a poll, a revalidation) failed; `data` is the last good answer. */
  | { status: 'ready'; data: T; error?: undefined; stale?: boolean }
  | { status: 'failed'; data?: undefined; error: unknown; stale?: undefined };

/** A key's entry: its data as a component shows it, and when that data came (ms since the epoch; 0 never). */
export type ServiceEntry<T> = ServiceData<T> & { updatedAt: number };

/** What a fetcher is told of its call. */
export interface ServiceFetchContext {
  /** Data is on screen already: a background revalidation, a poll or a reload of a ready entry. */
  refreshing: boolean;
}

/** Asks a service for a key's data; stops when `signal` aborts (nobody watches the key any more). */
export type ServiceFetcher<T> = (signal: AbortSignal, context: ServiceFetchContext) => Promise<T>;

/** How a key's data stays current beyond revalidation; the options of the last render that asked win. */
export interface ServiceDataOptions<T> {
  /** Asks again this long after each answer (or failure) while the key is watched and the tab visible. */
  refreshMs?: number;
  /** Polling goes on only while this holds for the data (a live match: until full time). */
  refreshWhile?: (data: T) => boolean;
}

/**
 * How long an answer counts as current: a key watched again within it (back from an article to the
 * list) shows its answer and asks nothing; after it the answer shows at once and is asked for again
 * in the background, as it is when the tab shows again. 30 s: the services send no caching headers
 * and the club's pages change in minutes (news, fixtures), while a supporter going back and forth
 * between a list and its items does so within seconds. Live data polls on its own (refreshMs).
 */
export const SERVICE_DATA_STALE_MS = 30_000;

/**
 * How long an answer nobody watches is kept: a key asked for again after it starts afresh (its
 * loader), so a page left open for an hour never flashes an hour-old answer before the new one, and
 * the page's cache does not grow with every article read.
 */
export const SERVICE_DATA_KEPT_MS = 5 * 60_000;

/** The page's cache, or a render's on the server. */
export interface ServiceCache {
  /**
   * The store of `key`'s entry (a render reads it). The fetcher and options become the key's: the
   * next call uses them. On the server, a key with no answer yet is noted for the render's next pass.
   */
  entry<T>(
    key: string,
    fetcher: ServiceFetcher<T>,
    options?: ServiceDataOptions<T>,
  ): ReadableAtom<ServiceEntry<T>>;
  /**
   * Watches `key` (a mounted component): the first watcher fetches what is missing, failed or stale
   * (once, however many watch), starts its polling; when the last goes, its call is aborted and its
   * polling stops. Returns the unwatch.
   */
  watch(key: string, changed: () => void): () => void;
  /** Asks for `key` again now (Try again); a call already under way is the answer. */
  reload(key: string): void;
  /** Takes answers as current (the browser, from the page's data block before it hydrates). */
  seed(answers: Readonly<Record<string, unknown>>): void;
  /** The answers held, by key (the server, for the page's data block). */
  answers(): Record<string, unknown>;
  /** Aborts every call and forgets every entry (tests). */
  clear(): void;
}

/** A server render's cache: its passes note the keys asked for, which the server then fetches. */
export interface ServerServiceCache extends ServiceCache {
  /**
   * Fetches the keys the last pass asked for and had no answer to; resolves with how many it
   * fetched (0: the page asked for nothing new). A failed key stays loading, as the browser first
   * shows it, and is not asked for again: the browser asks.
   */
  fetchAsked(signal: AbortSignal): Promise<number>;
}

interface Entry {
  readonly $state: WritableAtom<ServiceEntry<unknown>>;
  fetcher: ServiceFetcher<unknown>;
  options: ServiceDataOptions<unknown>;
  watchers: number;
  /** Fetching and polling for watchers (until a deferred stop after the last has gone). */
  active: boolean;
  call: AbortController | null;
  /** When its last call ended, answered or failed: polls count from it. */
  settledAt: number;
  /** When it was last watched (or made): an entry unwatched for SERVICE_DATA_KEPT_MS is forgotten. */
  seenAt: number;
  poll: ReturnType<typeof setTimeout> | undefined;
  stop: ReturnType<typeof setTimeout> | undefined;
}

const LOADING: ServiceEntry<never> = { status: 'loading', updatedAt: 0 };
const nothingToFetch: ServiceFetcher<never> = () => Promise.reject(new Error('No fetcher for this key yet'));

const now = () => Date.now();

/** Whether two answers (JSON from the services) hold the same values. */
function sameAnswer(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  return (
    aKeys.length === bKeys.length &&
    aKeys.every(
      (key) =>
        Object.hasOwn(b, key) &&
        sameAnswer((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  );
}

/** The page's document, where there is one (the services' tests type-check this entry without the DOM's types). */
interface PageDocument {
  readonly hidden: boolean;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}
const pageDocument = () => (globalThis as { document?: PageDocument }).document;
const tabHidden = () => pageDocument()?.hidden === true;

function makeCache(onServer: boolean): ServerServiceCache {
  const entries = new Map<string, Entry>();
  /** Server: the keys the current pass asked for without an answer, and those that failed. */
  const asked = new Map<string, ServiceFetcher<unknown>>();
  const failedOnServer = new Set<string>();

  const polls = (entry: Entry): boolean => {
    const state = entry.$state.get();
    const { refreshMs, refreshWhile } = entry.options;
    return (
      state.status === 'ready' &&
      refreshMs !== undefined &&
      refreshMs > 0 &&
      (refreshWhile?.(state.data) ?? true)
    );
  };
  const isStale = (entry: Entry): boolean => {
    const state = entry.$state.get();
    return state.status !== 'ready' || now() - state.updatedAt >= SERVICE_DATA_STALE_MS;
  };

  function schedule(entry: Entry): void {
    clearTimeout(entry.poll);
    entry.poll = undefined;
    if (!entry.active || entry.call || tabHidden() || !polls(entry)) return;
    const due = entry.settledAt + (entry.options.refreshMs ?? 0) - now();
    entry.poll = setTimeout(() => load(entry), Math.max(0, due));
  }

  function load(entry: Entry): void {
    if (entry.call) return;
    clearTimeout(entry.poll);
    entry.poll = undefined;
    const call = new AbortController();
    entry.call = call;
    const refreshing = entry.$state.get().status === 'ready';
    if (entry.$state.get().status === 'failed') entry.$state.set(LOADING);
    let answer: Promise<unknown>;
    try {
      answer = entry.fetcher(call.signal, { refreshing });
    } catch (error) {
      answer = Promise.reject(error);
    }
    const settle = (next: ServiceEntry<unknown>) => {
      if (call.signal.aborted) return;
      entry.call = null;
      entry.settledAt = now();
      entry.$state.set(next);
      schedule(entry);
    };
    answer.then(
      (data) => {
        // An answer that says what the last one said keeps its object: what depends on it (an
        // effect that opens the player on the page's video) does not run again for a revalidation.
        const current = entry.$state.get();
        const kept = current.status === 'ready' && sameAnswer(current.data, data) ? current.data : data;
        settle({ status: 'ready', data: kept, updatedAt: now() });
      },
      (error: unknown) => {
        const current = entry.$state.get();
        // A failed refresh keeps what is shown, marked stale; a failed first answer is a failure.
        settle(
          current.status === 'ready'
            ? { ...current, stale: true }
            : { status: 'failed', error, updatedAt: current.updatedAt },
        );
      },
    );
  }

  function start(entry: Entry): void {
    entry.active = true;
    if (isStale(entry)) load(entry);
    else schedule(entry);
  }

  function stop(entry: Entry): void {
    entry.active = false;
    clearTimeout(entry.poll);
    entry.poll = undefined;
    entry.call?.abort();
    entry.call = null;
  }

  // The tab showing again: watched answers that poll are asked for at once, stale ones revalidated
  // (a failure waits for its Try again). Hidden: polls wait, so a hidden tab asks nothing.
  let listening = false;
  const onVisibility = () => {
    for (const entry of entries.values()) {
      if (!entry.active) continue;
      if (tabHidden()) {
        clearTimeout(entry.poll);
        entry.poll = undefined;
      } else if (entry.$state.get().status === 'ready' && (polls(entry) || isStale(entry))) load(entry);
    }
  };
  const listenToVisibility = () => {
    if (listening || onServer) return;
    pageDocument()?.addEventListener('visibilitychange', onVisibility);
    listening = true;
  };

  /** Forgets entries nobody has watched for SERVICE_DATA_KEPT_MS. */
  const prune = () => {
    const before = now() - SERVICE_DATA_KEPT_MS;
    for (const [key, entry] of entries)
      if (entry.watchers === 0 && !entry.active && !entry.call && entry.seenAt < before) entries.delete(key);
  };

  function entryOf(key: string): Entry {
    let entry = entries.get(key);
    if (!entry) {
      if (!onServer) prune();
      entry = {
        $state: atom<ServiceEntry<unknown>>(LOADING),
        fetcher: nothingToFetch,
        options: {},
        watchers: 0,
        active: false,
        call: null,
        settledAt: 0,
        seenAt: now(),
        poll: undefined,
        stop: undefined,
      };
      entries.set(key, entry);
    } else if (
      !onServer &&
      entry.watchers === 0 &&
      !entry.active &&
      now() - entry.seenAt > SERVICE_DATA_KEPT_MS
    ) {
      // Unwatched for long: asked for again as if never seen (nobody listens to it now).
      entry.$state.set(LOADING);
      entry.seenAt = now();
    }
    return entry;
  }

  const setAnswer = (entry: Entry, data: unknown) => {
    entry.settledAt = now();
    entry.$state.set({ status: 'ready', data, updatedAt: entry.settledAt });
  };

  return {
    entry<T>(key: string, fetcher: ServiceFetcher<T>, options: ServiceDataOptions<T> = {}) {
      const entry = entryOf(key);
      entry.fetcher = fetcher as ServiceFetcher<unknown>;
      entry.options = options as ServiceDataOptions<unknown>;
      if (onServer && entry.$state.get().status === 'loading' && !failedOnServer.has(key))
        asked.set(key, entry.fetcher);
      return entry.$state as ReadableAtom<ServiceEntry<T>>;
    },

    watch(key, changed) {
      const entry = entryOf(key);
      const unlisten = entry.$state.listen(changed);
      entry.watchers += 1;
      entry.seenAt = now();
      clearTimeout(entry.stop);
      if (!entry.active && !onServer) {
        listenToVisibility();
        start(entry);
      }
      let watching = true;
      return () => {
        if (!watching) return;
        watching = false;
        unlisten();
        entry.watchers -= 1;
        if (entry.watchers > 0) return;
        entry.seenAt = now();
        // Deferred: a component that unmounts and mounts again at once (React's strict mode, a
        // route change to a page asking the same key) keeps the call.
        entry.stop = setTimeout(() => {
          if (entry.watchers === 0) stop(entry);
        }, 0);
      };
    },

    reload(key) {
      const entry = entries.get(key);
      if (entry && !onServer) load(entry);
    },

    seed(answers) {
      for (const [key, data] of Object.entries(answers)) setAnswer(entryOf(key), data);
    },

    answers() {
      const held: Record<string, unknown> = {};
      for (const [key, entry] of entries) {
        const state = entry.$state.get();
        if (state.status === 'ready') held[key] = state.data;
      }
      return held;
    },

    async fetchAsked(signal) {
      const calls = [...asked];
      asked.clear();
      await Promise.all(
        calls.map(async ([key, fetcher]) => {
          try {
            setAnswer(entryOf(key), await fetcher(signal, { refreshing: false }));
          } catch {
            // Rendered as the browser would first show it (loading); the browser asks again.
            failedOnServer.add(key);
          }
        }),
      );
      return calls.length;
    },

    clear() {
      for (const entry of entries.values()) {
        clearTimeout(entry.stop);
        stop(entry);
      }
      entries.clear();
      asked.clear();
      failedOnServer.clear();
      if (listening) pageDocument()?.removeEventListener('visibilitychange', onVisibility);
      listening = false;
    },
  };
}

/** A cache for one server render: fresh per request, never shared between visitors. */
export function createServerServiceCache(): ServerServiceCache {
  return makeCache(true);
}

/** The page's one cache, which every remote's components read (ServiceCacheContext's default). */
export const pageServiceCache: ServiceCache = makeCache(false);

/**
 * Takes the answers a server-rendered page came with (start.tsx, before hydrating): the first
 * render reads them, however often React renders it, and nothing asks for them again until they
 * are stale.
 */
export function seedServiceCache(answers: Readonly<Record<string, unknown>>): void {
  pageServiceCache.seed(answers);
}

/** Forgets the page's cache and aborts its calls (the shared test set-up, after each test). */
export function resetServiceCache(): void {
  pageServiceCache.clear();
}
