import { describe, expect, it } from 'vitest';
import type { ReleaseCohortSummary } from '../../shared/src/contracts/index.ts';
import { fisherWorseP, type JudgeSettings, judgeCanary, judgeSettings } from './release-judge.ts';

const settings: JudgeSettings = { windowMs: 60_000, minPageLoads: 100, intervalMs: 1_000 };
const START = Date.parse('2026-11-22T10:00:00Z');
const AFTER_WINDOW = START + settings.windowMs;

const cohort = (
  cohortName: 'canary' | 'live',
  pageLoads: number,
  failedPageLoads: number,
  failures: ReleaseCohortSummary['failures'] = failedPageLoads ? { module: failedPageLoads } : {},
): ReleaseCohortSummary => ({
  version: cohortName === 'canary' ? 'v2' : 'v1',
  cohort: cohortName,
  pageLoads,
  failedPageLoads,
  failures,
});
const judge = (canary: ReleaseCohortSummary, live: ReleaseCohortSummary, now = AFTER_WINDOW) =>
  judgeCanary({ canary, live, since: START, now }, settings);

describe('fisherWorseP', () => {
  it('is the one-sided Fisher exact test (checked against exact sums of binomial coefficients)', () => {
    expect(fisherWorseP(3, 3, 0, 3)).toBeCloseTo(0.05, 10);
    expect(fisherWorseP(5, 5, 0, 5)).toBeCloseTo(0.003968253968, 10);
    expect(fisherWorseP(5, 10, 1, 10)).toBeCloseTo(0.070433436533, 10);
    expect(fisherWorseP(8, 500, 5, 1000)).toBeCloseTo(0.034034864708, 8);
    expect(fisherWorseP(20, 1000, 150, 9000)).toBeCloseTo(0.253319053025, 8);
    expect(fisherWorseP(0, 10, 0, 10)).toBe(1);
  });
});

describe('judgeCanary', () => {
  it('rolls back at once on a shared-dependency failure, before its window and whatever the traffic', () => {
    const verdict = judge(cohort('canary', 1, 1, { shared: 1 }), cohort('live', 0, 0), START + 1);
    expect(verdict.action).toBe('rollback');
    expect(verdict.reason).toMatch(/shared dependency/);
  });

  it('rolls back at once a canary clearly worse than live', () => {
    const verdict = judge(cohort('canary', 5, 5, { render: 5 }), cohort('live', 5, 0), START + 1);
    expect(verdict).toEqual({
      action: 'rollback',
      reason: expect.stringMatching(/fails clearly more often.*p = 0\.0040/),
    });
  });

  it('never rolls back on too few failures, or on a difference the counts do not make clear', () => {
    expect(judge(cohort('canary', 3, 3), cohort('live', 3, 0)).action, 'p = 0.05').not.toBe('rollback');
    expect(judge(cohort('canary', 500, 2), cohort('live', 5000, 0)).action, 'two failures').not.toBe(
      'rollback',
    );
    expect(judge(cohort('canary', 1000, 20), cohort('live', 9000, 150)).action, 'about the same').not.toBe(
      'rollback',
    );
  });

  it('promotes a canary no worse than live once its window has run with enough page loads on each side', () => {
    expect(judge(cohort('canary', 200, 0), cohort('live', 200, 0), AFTER_WINDOW - 1)).toMatchObject({
      action: 'wait',
      reason: expect.stringMatching(/window left/),
    });
    expect(judge(cohort('canary', 200, 1), cohort('live', 800, 4))).toMatchObject({
      action: 'promote',
      reason: expect.stringMatching(/no worse than live/),
    });
  });

  it('never promotes on too little traffic, on either side', () => {
    for (const [canary, live] of [
      [cohort('canary', 99, 0), cohort('live', 5000, 0)],
      [cohort('canary', 5000, 0), cohort('live', 99, 0)],
      [undefined, undefined],
    ] as const) {
      expect(judgeCanary({ canary, live, since: START, now: AFTER_WINDOW * 10 }, settings)).toMatchObject({
        action: 'wait',
        reason: expect.stringMatching(/too little traffic/),
      });
    }
  });

  it('keeps waiting when the canary may fail more often, though not clearly', () => {
    expect(judge(cohort('canary', 500, 8), cohort('live', 1000, 5))).toMatchObject({
      action: 'wait',
      reason: expect.stringMatching(/may fail more often/),
    });
  });
});

describe('judgeSettings', () => {
  it('takes the window, the minimum sample and the interval from the environment, so tests can judge in seconds', () => {
    expect(
      judgeSettings({
        CLUB_JUDGE_WINDOW_MS: '5000',
        CLUB_JUDGE_MIN_PAGE_LOADS: '4',
        CLUB_JUDGE_INTERVAL_MS: '500',
      }),
    ).toEqual({ windowMs: 5000, minPageLoads: 4, intervalMs: 500 });
    expect(() => judgeSettings({ CLUB_JUDGE_MIN_PAGE_LOADS: '0' })).toThrow(/CLUB_JUDGE_MIN_PAGE_LOADS/);
    expect(() => judgeSettings({ CLUB_JUDGE_WINDOW_MS: 'soon' })).toThrow(/CLUB_JUDGE_WINDOW_MS/);
  });
});
