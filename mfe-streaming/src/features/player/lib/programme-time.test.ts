import { describe, expect, it } from 'vitest';
import { mediaTimeAt } from './programme-time.ts';

const T0 = Date.parse('2026-11-28T15:30:00.000Z');
// A DVR window of three 2 s segments, the player's timeline 120 s in, the loop wrapping at the third
// (its timestamps start again, so its start is not the previous end: the engine's own placing).
const WINDOW = [
  { start: 120, duration: 2, programDateTime: T0 },
  { start: 122, duration: 2, programDateTime: T0 + 2000 },
  { start: 124.04, duration: 2, programDateTime: T0 + 4000 },
];

describe('programme time on the timeline', () => {
  it('places an instant inside the segment dated around it', () => {
    expect(mediaTimeAt(WINDOW, T0)).toBe(120);
    expect(mediaTimeAt(WINDOW, T0 + 1500)).toBe(121.5);
    expect(mediaTimeAt(WINDOW, T0 + 2000)).toBe(122);
    expect(mediaTimeAt(WINDOW, T0 + 4500)).toBeCloseTo(124.54);
  });

  it('has no place for an instant before the window or after its newest segment', () => {
    expect(mediaTimeAt(WINDOW, T0 - 1)).toBeNull();
    expect(mediaTimeAt(WINDOW, T0 + 6000)).toBeNull();
    expect(mediaTimeAt([], T0)).toBeNull();
  });

  it('skips segments that carry no date', () => {
    expect(mediaTimeAt([{ start: 0, duration: 2, programDateTime: null }], T0)).toBeNull();
  });
});
