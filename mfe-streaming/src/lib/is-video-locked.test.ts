import { describe, expect, it } from 'vitest';
import { isVideoLocked } from './is-video-locked.ts';

const anonymous = { loggedIn: false, entitlements: [] };
const signedIn = (entitlements: string[] | null = []) => ({ loggedIn: true, entitlements });

describe('isVideoLocked (spec 001 §4 "Lock state of a video item")', () => {
  it("1. opens an item marked '?' to everyone, signed in or not", () => {
    expect(isVideoLocked(['?'], anonymous)).toBe(false);
    expect(isVideoLocked(['subscriber', '?'], anonymous)).toBe(false);
    expect(isVideoLocked(['?'], signedIn())).toBe(false);
  });

  it('2. locks anything else for a visitor who is not logged in', () => {
    expect(isVideoLocked(['*'], anonymous)).toBe(true);
    expect(isVideoLocked([], anonymous)).toBe(true);
    expect(isVideoLocked(['subscriber'], { loggedIn: false, entitlements: ['subscriber'] })).toBe(true);
  });

  it("3. opens an item marked '*' to any logged-in user, with or without entitlements", () => {
    expect(isVideoLocked(['*'], signedIn())).toBe(false);
    expect(isVideoLocked(['*', 'subscriber'], signedIn([]))).toBe(false);
  });

  it('4. follows the setting for an empty list: not locked as configured, locked if the setting says so', () => {
    expect(isVideoLocked([], signedIn())).toBe(false);
    expect(isVideoLocked([], signedIn(), true)).toBe(true);
  });

  it('5. opens a listed item only to a user holding at least one listed entitlement', () => {
    expect(isVideoLocked(['subscriber', 'audio-annual'], signedIn(['audio-annual']))).toBe(false);
    expect(isVideoLocked(['subscriber'], signedIn(['audio-annual']))).toBe(true);
    expect(isVideoLocked(['subscriber'], signedIn([]))).toBe(true);
  });

  // The same cases as the services' lock rules (services/src/playback/lock-rules.test.ts), which
  // hand out the tokens: the padlock must agree with them until issue 23 makes the rule one.
  it("5. opens a match's replay to that match's pass alone, never another match's (issue 19)", () => {
    const replay = ['subscriber', 'match-pass:g20261016'];
    expect(isVideoLocked(replay, signedIn(['match-pass:g20261016']))).toBe(false);
    expect(isVideoLocked(replay, signedIn(['match-pass:g20261017']))).toBe(true);
    expect(isVideoLocked(replay, signedIn(['match-commentary:g20261016']))).toBe(true);
    // No code stands for every match: the old shared 'match-pass' opens nothing.
    expect(isVideoLocked(replay, signedIn(['match-pass']))).toBe(true);
    expect(isVideoLocked(replay, signedIn(['subscriber']))).toBe(false);
  });

  it('5. locks a listed item when the entitlements failed to load (null)', () => {
    expect(isVideoLocked(['subscriber'], signedIn(null))).toBe(true);
  });
});
