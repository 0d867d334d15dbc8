import { describe, expect, it } from 'vitest';
import { clockAt, eventElapsed } from './match-clock.ts';

describe('the live clock', () => {
  it('counts the first half, its added time, half-time, the second half and its added time', () => {
    expect(clockAt(0)).toEqual({ period: 'first-half', minute: 1, addedTime: 0 });
    expect(clockAt(44.9)).toEqual({ period: 'first-half', minute: 45, addedTime: 0 });
    expect(clockAt(46.5)).toEqual({ period: 'first-half', minute: 45, addedTime: 2 });
    expect(clockAt(50)).toEqual({ period: 'half-time', minute: 45, addedTime: 0 });
    expect(clockAt(60)).toEqual({ period: 'second-half', minute: 46, addedTime: 0 });
    expect(clockAt(104.5)).toEqual({ period: 'second-half', minute: 90, addedTime: 0 });
    expect(clockAt(107)).toEqual({ period: 'second-half', minute: 90, addedTime: 3 });
  });

  it('shows an event once the clock has reached its minute', () => {
    for (const [minute, addedTime] of [
      [12, 0],
      [45, 2],
      [46, 0],
      [78, 0],
      [90, 4],
    ] as const) {
      const shown = clockAt(eventElapsed({ minute, addedTime }) - 0.01);
      expect(shown.minute * 100 + shown.addedTime).toBe(minute * 100 + addedTime);
    }
  });
});
