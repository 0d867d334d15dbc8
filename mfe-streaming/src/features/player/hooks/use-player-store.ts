import { type RefObject, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { MediaState, PlayerStore } from '../lib/player-store.ts';

export interface PlayerStoreHookOptions {
  /** The source is a live stream. */
  live: boolean;
  /** The engine's live edge (useMediaEngine). */
  liveEdge: () => number | null;
  /** What full screen shows (the player's frame). */
  fullscreen?: RefObject<HTMLElement | null>;
}

/** The store's code, a chunk of its own: it comes with a player's media, beside hls.js. */
const loadPlayerStore = () => import(/* webpackChunkName: "player-store" */ '../lib/player-store.ts');

/**
 * The player store over the element in `media` (lib/player-store.ts), made once the element is in
 * the page and the store's code has loaded (in parallel with the engine: the overlay's own code,
 * which the access check waits for, stays without it), and let go of when the player closes; null
 * before. If its code cannot load, the browser's own controls stand in.
 */
export function usePlayerStore(
  media: RefObject<HTMLMediaElement | null>,
  { live, liveEdge, fullscreen }: PlayerStoreHookOptions,
): PlayerStore | null {
  const [store, setStore] = useState<PlayerStore | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one store per player; the refs are read once mounted
  useEffect(() => {
    const element = media.current;
    if (!element) return;
    let stopped = false;
    let release = () => {};
    loadPlayerStore().then(
      ({ createPlayerStore }) => {
        if (stopped) return;
        const made = createPlayerStore({
          media: element,
          live,
          liveEdge,
          ...(fullscreen?.current ? { fullscreenElement: fullscreen.current } : {}),
        });
        // The store watches the media only while someone reads it: this keeps it watching for the
        // player's life, whoever else reads it (media-chrome's controls come with their chunk).
        const unsubscribe = made.subscribe(() => {});
        release = () => {
          unsubscribe();
          made.dispatch({ type: 'mediaelementchangerequest', detail: undefined });
        };
        setStore(made);
      },
      (error: unknown) => {
        console.error(
          "[mfe-streaming] the player store could not load; the browser's controls stand in",
          error,
        );
        if (!stopped) element.controls = true;
      },
    );
    return () => {
      stopped = true;
      release();
      setStore(null);
    };
  }, [live]);
  return store;
}

const NO_STORE = () => () => {};

/** One value of the player store's state, kept current (undefined while there is no store). */
export function useMediaState<K extends keyof MediaState>(
  store: PlayerStore | null,
  key: K,
): MediaState[K] | undefined {
  const subscribe = useCallback(
    (changed: () => void) => (store ? store.subscribe(changed) : NO_STORE()),
    [store],
  );
  return useSyncExternalStore(subscribe, () => store?.getState()[key] as MediaState[K] | undefined);
}
