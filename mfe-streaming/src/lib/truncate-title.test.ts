import { describe, expect, it } from 'vitest';
import { ELLIPSIS } from '../constants.ts';
import { truncateTitle } from './truncate-title.ts';

const title = (length: number) => 'x'.repeat(length);

describe('truncateTitle', () => {
  it('leaves a title of exactly 48 characters whole', () => {
    expect(truncateTitle(title(48))).toBe(title(48));
  });

  it('cuts a title of 49 characters to 48 and adds an ellipsis', () => {
    expect(truncateTitle(title(49))).toBe(`${title(48)}${ELLIPSIS}`);
  });

  it('leaves a short title whole', () => {
    expect(truncateTitle('Goal of the month nominees')).toBe('Goal of the month nominees');
  });

  it('does not leave a space before the ellipsis when the cut falls after a word', () => {
    const words = `${'a'.repeat(47)} and more`;
    expect(truncateTitle(words)).toBe(`${'a'.repeat(47)}${ELLIPSIS}`);
  });

  it('counts an emoji as one character and never splits it', () => {
    const withEmoji = `${'x'.repeat(47)}⚽⚽`;
    expect(truncateTitle(withEmoji)).toBe(`${'x'.repeat(47)}⚽${ELLIPSIS}`);
  });
});
