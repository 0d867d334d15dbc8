import { describe, expect, it } from 'vitest';
import {
  KEEP_VERSIONS,
  makeLive,
  promote,
  propose,
  prunable,
  RETAIN_AFTER_SERVED_MS,
  type RemoteReleases,
  recentlyWithdrawn,
  rollBack,
  rollBackCandidate,
  setShare,
} from './release-records.ts';

const T0 = Date.parse('2026-11-22T10:00:00Z');
const HOUR = 60 * 60 * 1000;

const entry = (value: RemoteReleases | string): RemoteReleases => {
  if (typeof value === 'string') throw new Error(value);
  return value;
};

describe('rollBack', () => {
  it('goes back to the version that was live before, even after an earlier rollback', () => {
    let releases = makeLive(makeLive(undefined, 'v1', T0), 'v2', T0);
    releases = entry(rollBack(releases, T0));
    expect(releases.current).toBe('v1');
    releases = makeLive(releases, 'v3', T0);
    // v2 was abandoned; the version live before v3 was v1.
    expect(entry(rollBack(releases, T0)).current).toBe('v1');
  });

  it('rolls to a named kept version, and a plain rollback then undoes that', () => {
    const start = { current: 'v3', history: ['v1', 'v2', 'v3'], previous: ['v2'] };
    const named = entry(rollBack(start, T0, 'v1'));
    expect(named.current).toBe('v1');
    expect(entry(rollBack(named, T0)).current).toBe('v3');
  });

  it('says why when there is nowhere to go', () => {
    expect(rollBack({ current: 'v1', history: ['v1'] }, T0)).toMatch(/nothing to roll back to/);
    expect(rollBack({ current: 'v2', history: ['v1', 'v2'] }, T0, 'v9')).toMatch(/no kept version v9/);
  });

  it('withdraws the version it rolls back, for the tabs still running it', () => {
    const releases = entry(rollBack(makeLive(makeLive(undefined, 'v1', T0), 'v2', T0), T0));
    expect(recentlyWithdrawn(releases, T0 + HOUR)).toEqual(['v2']);
    expect(recentlyWithdrawn(releases, T0 + RETAIN_AFTER_SERVED_MS + 1)).toEqual([]);
  });
});

describe('a candidate', () => {
  const live = makeLive(undefined, 'v1', T0);

  it('is proposed beside live, previewed at 0% and canaried from the moment its share goes up', () => {
    const preview = propose(live, 'v2', 0, T0);
    expect(preview.current).toBe('v1');
    expect(preview.candidate).toEqual({ version: 'v2', share: 0, proposedAt: new Date(T0).toISOString() });
    const canary = entry(setShare(preview, 10, T0 + HOUR));
    expect(canary.candidate?.canaryFrom).toBe(new Date(T0 + HOUR).toISOString());
    // Raising it later keeps the window's start.
    expect(entry(setShare(canary, 50, T0 + 2 * HOUR)).candidate).toMatchObject({
      share: 50,
      canaryFrom: new Date(T0 + HOUR).toISOString(),
    });
  });

  it('promoted: goes live, is recorded as a decision, and live can be rolled back to the version before', () => {
    const promoted = entry(promote(propose(live, 'v2', 25, T0), T0 + HOUR, 'no worse than live'));
    expect(promoted.current).toBe('v2');
    expect(promoted.candidate).toBeUndefined();
    expect(promoted.decisions).toEqual([
      {
        version: 'v2',
        outcome: 'promoted',
        reason: 'no worse than live',
        at: new Date(T0 + HOUR).toISOString(),
      },
    ]);
    expect(entry(rollBack(promoted, T0 + 2 * HOUR)).current).toBe('v1');
  });

  it('rolled back: live stays, the candidate is withdrawn and its files stay served for a day', () => {
    const rolledBack = entry(rollBackCandidate(propose(live, 'v2', 25, T0), T0 + HOUR, 'shared failure'));
    expect(rolledBack.current).toBe('v1');
    expect(rolledBack.candidate).toBeUndefined();
    expect(recentlyWithdrawn(rolledBack, T0 + HOUR)).toEqual(['v2']);
    expect(rolledBack.decisions?.at(-1)).toMatchObject({ version: 'v2', outcome: 'rolled back' });
  });

  it('proposed again after a rollback is no longer withdrawn', () => {
    const rolledBack = entry(rollBackCandidate(propose(live, 'v2', 25, T0), T0, 'x'));
    expect(recentlyWithdrawn(propose(rolledBack, 'v2', 5, T0 + HOUR), T0 + HOUR)).toEqual([]);
  });

  it('cannot be promoted, rolled back or shared when there is none', () => {
    expect(promote(live, T0, 'x')).toMatch(/no candidate/);
    expect(rollBackCandidate(live, T0, 'x')).toMatch(/no candidate/);
    expect(setShare(live, 10, T0)).toMatch(/no candidate/);
  });

  it('is dropped when another version goes live', () => {
    const released = makeLive(propose(live, 'v2', 10, T0), 'v3', T0 + HOUR);
    expect(released.candidate).toBeUndefined();
    expect(released.servedUntil?.v2).toBe(new Date(T0 + HOUR).toISOString());
  });
});

describe('prunable', () => {
  const versions = Array.from({ length: KEEP_VERSIONS + 3 }, (_, n) => `v${n + 1}`);

  it('keeps the newest versions, and any other version for a day after it was last served', () => {
    let releases: RemoteReleases | undefined;
    versions.forEach((version, n) => {
      releases = makeLive(releases, version, T0 + n * HOUR);
    });
    const kept = entry(releases ?? 'none');
    const now = T0 + versions.length * HOUR;
    // v1..v3 are beyond the newest five, but were live within the last day.
    expect(prunable(kept, now)).toEqual([]);
    expect(prunable(kept, T0 + RETAIN_AFTER_SERVED_MS + 2 * HOUR)).toEqual(['v1', 'v2']);
  });

  it('never removes live or the candidate, however old', () => {
    const old = { current: 'v1', history: versions, candidate: { version: 'v2', share: 0, proposedAt: '' } };
    expect(prunable(old, T0 + 10 * RETAIN_AFTER_SERVED_MS)).toEqual(['v3']);
  });
});
