import { ELLIPSIS, VIDEO_TITLE_MAX_LENGTH } from '../constants.ts';

/**
 * A video title cut at 48 characters with an ellipsis (spec 001 §9); a title of 48 characters or
 * fewer is left whole. Characters are counted as code points, so an emoji is never split in half.
 */
export function truncateTitle(title: string, maxLength: number = VIDEO_TITLE_MAX_LENGTH): string {
  const characters = Array.from(title);
  if (characters.length <= maxLength) return title;
  return `${characters.slice(0, maxLength).join('').trimEnd()}${ELLIPSIS}`;
}
