import { describe, expect, it } from 'vitest';
import { formatDuration, isoDuration } from './duration.ts';

describe('formatDuration', () => {
  it('shows 3599 s, the longest mm:ss, as 59:59', () => {
    expect(formatDuration(3599)).toBe('59:59');
  });

  it('shows 3600 s, just over 3599, as hours and minutes', () => {
    expect(formatDuration(3600)).toBe('1h 00m');
  });

  it('drops the seconds of a long video and keeps its minutes', () => {
    expect(formatDuration(5520)).toBe('1h 32m');
    expect(formatDuration(2 * 3600 + 59 * 60 + 59)).toBe('2h 59m');
  });

  it('pads minutes and seconds to two digits', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(5)).toBe('00:05');
    expect(formatDuration(206)).toBe('03:26');
  });

  it('ignores fractions of a second', () => {
    expect(formatDuration(59.9)).toBe('00:59');
    expect(formatDuration(3599.5)).toBe('59:59');
  });

  it('shows 00:00 for a length that cannot be one', () => {
    expect(formatDuration(-1)).toBe('00:00');
    expect(formatDuration(Number.NaN)).toBe('00:00');
  });
});

describe('isoDuration', () => {
  it('writes the length as an ISO 8601 duration', () => {
    expect(isoDuration(206)).toBe('PT3M26S');
    expect(isoDuration(3600)).toBe('PT1H');
    expect(isoDuration(5526)).toBe('PT1H32M6S');
    expect(isoDuration(0)).toBe('PT0S');
  });
});
