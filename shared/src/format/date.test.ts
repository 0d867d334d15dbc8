import { describe, expect, it } from 'vitest';
import { formatDate } from './date.ts';

describe('formatDate', () => {
  it('writes DD MM YYYY', () => {
    expect(formatDate('2026-03-05T12:00:00Z')).toBe('05 03 2026');
  });

  it('uses London time, so a late-evening UTC time in summer is already the next day', () => {
    expect(formatDate('2026-07-31T23:30:00Z')).toBe('01 08 2026');
  });

  it('returns an empty string for a date it cannot read', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
