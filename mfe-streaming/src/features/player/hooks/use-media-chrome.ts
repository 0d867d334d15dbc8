import type { MediaController } from 'media-chrome/dist/media-controller.js';
import { type RefObject, useEffect, useState } from 'react';
import type { PlayerStore } from '../lib/player-store.ts';

/** media-chrome's elements, a chunk of their own (lib/media-elements.ts). */
const loadMediaElements = () => import(/* webpackChunkName: "media-chrome" */ '../lib/media-elements.ts');

/**
 * Draws a player's controls with media-chrome: loads its elements as the player mounts (in parallel
 * with the engine and the store, so the first frame does not wait for them) and hands the
 * `<media-controller>` the player's store once both are there, so the controls show what the store
 * knows and send their requests to it. If the elements cannot load, the browser's own controls
 * stand in. Says whether the controls are drawn (what only they use, the seek bar's previews, can
 * wait for that).
 */
export function useMediaChrome(
  controller: RefObject<HTMLElement | null>,
  media: RefObject<HTMLMediaElement | null>,
  store: PlayerStore | null,
): boolean {
  const [defined, setDefined] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the elements load once per player
  useEffect(() => {
    const node = media.current;
    if (!node) return;
    let stopped = false;
    const load = () =>
      loadMediaElements().then(
        () => {
          if (!stopped) setDefined(true);
        },
        (error: unknown) => {
          console.error(
            "[mfe-streaming] the player's controls could not load; the browser's stand in",
            error,
          );
          if (!stopped) node.controls = true;
        },
      );
    // Once the picture's first data is there: defining and drawing the controls then does not
    // compete with the engine's start for the main thread, so the first frame does not wait for them.
    if (node.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) void load();
    else node.addEventListener('loadeddata', load, { once: true });
    return () => {
      stopped = true;
      node.removeEventListener('loadeddata', load);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the controller is read once both are there
  useEffect(() => {
    // Defining the elements upgraded the controller in the page.
    const element = controller.current as MediaController | null;
    if (defined && store && element) element.mediaStore = store;
  }, [defined, store]);
  return defined;
}
