// The lock rules of spec 001 §4 as the services decide them (the copy that hands out playback
// tokens). The site's padlocks run the same cases (mfe-streaming/src/lib/is-video-locked.test.ts);
// both must agree until issue 23 makes the rule one.
import { describe, expect, it } from 'vitest';
import { decideLock } from './lock-rules.ts';

describe('decideLock (spec 001 §4 "Lock state of a video item")', () => {
  it("1. opens '?' to everyone; 2. anything else needs a signed-in viewer", () => {
    expect(decideLock(['?'], null)).toBe('open');
    expect(decideLock(['subscriber', '?'], null)).toBe('open');
    expect(decideLock(['*'], null)).toBe('login');
    expect(decideLock([], null)).toBe('login');
  });

  it("3. opens '*' to anyone signed in; 4. an empty list follows the setting (open)", () => {
    expect(decideLock(['*'], [])).toBe('open');
    expect(decideLock([], [])).toBe('open');
  });

  it('5. opens a listed item only to a viewer holding one listed code', () => {
    expect(decideLock(['subscriber', 'audio-annual'], ['audio-annual'])).toBe('open');
    expect(decideLock(['subscriber'], ['audio-annual'])).toBe('entitlement');
    expect(decideLock(['subscriber'], [])).toBe('entitlement');
  });

  it("5. opens a match's replay to that match's pass alone, never another match's (issue 19)", () => {
    const replay = ['subscriber', 'match-pass:g20261016'];
    expect(decideLock(replay, ['match-pass:g20261016'])).toBe('open');
    expect(decideLock(replay, ['match-pass:g20261017'])).toBe('entitlement');
    expect(decideLock(replay, ['match-commentary:g20261016'])).toBe('entitlement');
    // No code stands for every match: the old shared 'match-pass' opens nothing.
    expect(decideLock(replay, ['match-pass'])).toBe('entitlement');
    expect(decideLock(replay, ['subscriber'])).toBe('open');
  });
});
