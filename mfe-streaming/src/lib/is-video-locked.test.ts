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
    expect(isVideoLocked(['subscriber', 'match-pass'], signedIn(['match-pass']))).toBe(false);
    expect(isVideoLocked(['subscriber'], signedIn(['audio-annual']))).toBe(true);
    expect(isVideoLocked(['subscriber'], signedIn([]))).toBe(true);
  });

  it('5. locks a listed item when the entitlements failed to load (null)', () => {
    expect(isVideoLocked(['subscriber'], signedIn(null))).toBe(true);
  });
});
