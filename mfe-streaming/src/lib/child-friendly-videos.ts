import type { VideoItem } from '@club/shared/contracts';

/**
 * Beyond the spec (issue 21): child-friendly mode (spec 000 §1, on by default), which hides adverts
 * and sponsors not flagged child friendly, hides videos the same way. A video shows in it only when
 * the catalogue flags it (`metaData.ChildFriendly`); one with no flag is hidden.
 */
export const isChildFriendlyVideo = (item: Pick<VideoItem, 'metaData'>): boolean =>
  item.metaData.ChildFriendly === true;

/** The videos that may show in the current mode, and how many it hid. */
export function inChildFriendlyMode<T>(
  items: readonly T[],
  childFriendlyMode: boolean,
  videoOf: (item: T) => Pick<VideoItem, 'metaData'>,
): { shown: T[]; hidden: number } {
  if (!childFriendlyMode) return { shown: [...items], hidden: 0 };
  const shown = items.filter((item) => isChildFriendlyVideo(videoOf(item)));
  return { shown, hidden: items.length - shown.length };
}
