import { describe, expect, it } from 'vitest';
import { audioStateOf } from './audio-state.ts';

describe("the live audio player's state (spec 001 §4)", () => {
  it('is not ready until granted and past its ready delay, whatever the media does', () => {
    expect(audioStateOf({ ready: false, paused: true, hasPlayed: false })).toBe('not ready');
    expect(audioStateOf({ ready: false, paused: false, hasPlayed: true })).toBe('not ready');
  });

  it('is ready until it plays, playing while it plays, then paused', () => {
    expect(audioStateOf({ ready: true, paused: true, hasPlayed: false })).toBe('ready');
    expect(audioStateOf({ ready: true, paused: false, hasPlayed: false })).toBe('playing');
    expect(audioStateOf({ ready: true, paused: false, hasPlayed: true })).toBe('playing');
    expect(audioStateOf({ ready: true, paused: true, hasPlayed: true })).toBe('paused');
  });
});
