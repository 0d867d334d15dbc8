import { ELLIPSIS, VIDEO_TITLE_MAX_LENGTH } from '../constants.ts';

const SPACE = /\s/u;

/**
 * A video title cut at 48 characters with an ellipsis (spec 001 §9); a title of 48 characters or
 * fewer is left whole. The cut never falls inside a word: it goes back to the last whole word
 * within the 48, so every word a supporter sees is a word of the title, and the whole title (the
 * card's accessible name) starts with what is shown (WCAG 2.5.3 Label in Name: a speech user says
 * the words they see). A first word longer than 48 characters is cut at 48, as there is no word
 * boundary to go back to. Characters are counted as code points, so an emoji is never split.
 */
export function truncateTitle(title: string, maxLength: number = VIDEO_TITLE_MAX_LENGTH): string {
  const characters = Array.from(title);
  if (characters.length <= maxLength) return title;
  // The character after the cut is a space: the cut already falls between words.
  const endsOnWord = SPACE.test(characters[maxLength] ?? '');
  const kept = characters.slice(0, maxLength);
  const lastSpace = endsOnWord ? maxLength : kept.findLastIndex((character) => SPACE.test(character));
  const whole = lastSpace > 0 ? kept.slice(0, lastSpace) : kept;
  return `${whole.join('').trimEnd()}${ELLIPSIS}`;
}
