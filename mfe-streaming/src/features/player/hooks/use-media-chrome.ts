import type { MediaController } from 'media-chrome/dist/media-controller.js';
import { type RefObject, useEffect } from 'react';
import type { PlayerStore } from '../lib/player-store.ts';

/** media-chrome's elements, a chunk of their own (lib/media-elements.ts). */
const loadMediaElements = () => import(/* webpackChunkName: "media-chrome" */ '../lib/media-elements.ts');

/**
 * Draws a player's controls with media-chrome: loads its elements (in parallel with the engine, so
 * the first frame does not wait for them) and hands the `<media-controller>` the player's store, so
 * the controls show what the store knows and send their requests to it. If the elements cannot
 * load, the browser's own controls stand in.
 */
export function useMediaChrome(
  controller: RefObject<HTMLElement | null>,
  media: RefObject<HTMLMediaElement | null>,
  store: PlayerStore | null,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the refs are read once the store exists
  useEffect(() => {
    if (!store) return;
    let stopped = false;
    loadMediaElements().then(
      () => {
        // Defining the elements upgraded the controller in the page.
        const element = controller.current as MediaController | null;
        if (!stopped && element) element.mediaStore = store;
      },
      (error: unknown) => {
        console.error("[mfe-streaming] the player's controls could not load; the browser's stand in", error);
        if (!stopped && media.current) media.current.controls = true;
      },
    );
    return () => {
      stopped = true;
    };
  }, [store]);
}
