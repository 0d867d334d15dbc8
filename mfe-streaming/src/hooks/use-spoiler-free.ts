import { spoilerSafe } from '@club/shared/contracts';
import { $spoilerFree } from '@club/shared/stores';
import { useStore } from '@nanostores/react';

export interface SpoilerFree {
  /** Whether spoiler-free mode is on. */
  on: boolean;
  /** A title or description as it may be shown: without its scores while the mode is on. */
  safe: (text: string) => string;
}

/** Spoiler-free mode for the videos' pages and the players (@club/shared/contracts' spoilers.ts). */
export function useSpoilerFree(): SpoilerFree {
  const on = useStore($spoilerFree);
  return { on, safe: (text) => spoilerSafe(text, on) };
}
