import { type RefObject, useEffect, useRef } from 'react';
import { createResumeSaver, type SaveProgress } from '../lib/resume-saver.ts';

/**
 * Resume (on-demand, signed in): where the video stands is saved while it plays, on pause, when the
 * player closes and when the page goes (lib/resume-saver.ts). It reads the element itself, not the
 * player store: on close the store has already let go of the element (the controls leave the page
 * first), and the position must be read before the engine lets go of it too, which resets it. So
 * a player calls this before useMediaEngine: effects are cleaned up in the order they were declared.
 */
export function useResumeSaving(
  element: RefObject<HTMLMediaElement | null>,
  {
    live,
    startAt,
    saveProgress,
  }: { live: boolean; startAt: number | undefined; saveProgress?: SaveProgress | undefined },
): void {
  const save = useRef(saveProgress);
  save.current = saveProgress;
  const saving = saveProgress !== undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the element is read once mounted
  useEffect(() => {
    const node = element.current;
    if (!node || live || !saving) return;
    const saver = createResumeSaver({
      read: () => ({ position: node.currentTime, duration: node.duration }),
      save: (position, duration, options) => save.current?.(position, duration, options) ?? Promise.resolve(),
      alreadySaved: (startAt ?? 0) > 0,
    });
    const playing = () => saver.playing();
    const paused = () => saver.paused();
    const pageGoes = () => saver.close({ keepalive: true });
    node.addEventListener('playing', playing);
    node.addEventListener('pause', paused);
    node.addEventListener('ended', paused);
    window.addEventListener('pagehide', pageGoes);
    return () => {
      node.removeEventListener('playing', playing);
      node.removeEventListener('pause', paused);
      node.removeEventListener('ended', paused);
      window.removeEventListener('pagehide', pageGoes);
      saver.close();
    };
  }, [live, saving, startAt]);
}
