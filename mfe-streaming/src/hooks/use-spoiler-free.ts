import { hidesPicture, spoilerSafe, type VideoItem } from '@club/shared/contracts';
import { $spoilerFree } from '@club/shared/stores';
import { useStore } from '@nanostores/react';

export interface SpoilerFree {
  /** Whether spoiler-free mode is on. */
  on: boolean;
  /** A title or description as it may be shown: without its scores while the mode is on. */
  safe: (text: string) => string;
  /** Whether a video's picture is blurred (its artwork shows the title's score). */
  blurs: (item: Pick<VideoItem, 'metaData'>) => boolean;
}

/** Spoiler-free mode for the videos' pages and the players (@club/shared/contracts' spoilers.ts). */
export function useSpoilerFree(): SpoilerFree {
  const on = useStore($spoilerFree);
  return { on, safe: (text) => spoilerSafe(text, on), blurs: (item) => hidesPicture(item, on) };
}
