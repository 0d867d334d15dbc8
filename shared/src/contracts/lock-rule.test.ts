// Spec 001 §4 "Lock state of a video item": every case the services' token decisions and the
// site's padlocks were tested with (they were two copies until issue 23), run against the one rule.
import { describe, expect, it } from 'vitest';
import { decideLock, isVideoLocked } from './lock-rule.ts';

const anonymous = { loggedIn: false, entitlements: [] };
const signedIn = (entitlements: string[] | null = []) => ({ loggedIn: true, entitlements });

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

  it('4. locks an empty list for a signed-in viewer when the setting says so', () => {
    expect(decideLock([], [], true)).toBe('entitlement');
    expect(decideLock([], null, true)).toBe('login');
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

describe("isVideoLocked: the rule for the site's user (padlocks)", () => {
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

  it("5. opens a match's replay to that match's pass alone, never another match's (issue 19)", () => {
    const replay = ['subscriber', 'match-pass:g20261016'];
    expect(isVideoLocked(replay, signedIn(['match-pass:g20261016']))).toBe(false);
    expect(isVideoLocked(replay, signedIn(['match-pass:g20261017']))).toBe(true);
    expect(isVideoLocked(replay, signedIn(['match-commentary:g20261016']))).toBe(true);
    expect(isVideoLocked(replay, signedIn(['match-pass']))).toBe(true);
    expect(isVideoLocked(replay, signedIn(['subscriber']))).toBe(false);
  });

  it('5. locks a listed item when the entitlements failed to load (null)', () => {
    expect(isVideoLocked(['subscriber'], signedIn(null))).toBe(true);
  });
});
