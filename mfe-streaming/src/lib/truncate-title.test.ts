import { describe, expect, it } from 'vitest';
import { ELLIPSIS, VIDEO_TITLE_MAX_LENGTH } from '../constants.ts';
import { truncateTitle } from './truncate-title.ts';

const title = (length: number) => 'x'.repeat(length);

describe('truncateTitle (spec 001 §9: titles truncated at 48 characters with an ellipsis)', () => {
  it('leaves a title of exactly 48 characters whole', () => {
    expect(truncateTitle(title(48))).toBe(title(48));
  });

  it('leaves a short title whole', () => {
    expect(truncateTitle('Goal of the month nominees')).toBe('Goal of the month nominees');
  });

  it('cuts a longer title back to its last whole word within 48 characters, never inside a word', () => {
    // 'episode' would be cut to 'episod' at 48 characters: the seeded title axe-core flagged.
    const long = 'Northbridge Uncovered: inside the academy, episode 3 of the season';
    const cut = truncateTitle(long);
    expect(cut).toBe(`Northbridge Uncovered: inside the academy,${ELLIPSIS}`);
    expect(Array.from(cut).length).toBeLessThanOrEqual(VIDEO_TITLE_MAX_LENGTH + 1);
    // Every word shown is a word of the title, in order: the accessible name starts with it.
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it('keeps all 48 characters when the cut falls exactly between two words', () => {
    const words = `${'a'.repeat(48)} and more`;
    expect(truncateTitle(words)).toBe(`${'a'.repeat(48)}${ELLIPSIS}`);
  });

  it('does not leave a space before the ellipsis when the 48th character is a space', () => {
    const words = `${'a'.repeat(47)} and more`;
    expect(truncateTitle(words)).toBe(`${'a'.repeat(47)}${ELLIPSIS}`);
  });

  it('cuts a single word longer than 48 characters at 48, having no word boundary to go back to', () => {
    expect(truncateTitle(title(49))).toBe(`${title(48)}${ELLIPSIS}`);
  });

  it('counts an emoji as one character and never splits it', () => {
    const withEmoji = `${'x'.repeat(47)}⚽⚽`;
    expect(truncateTitle(withEmoji)).toBe(`${'x'.repeat(47)}⚽${ELLIPSIS}`);
  });
});
