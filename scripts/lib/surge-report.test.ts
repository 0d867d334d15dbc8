import { describe, expect, it } from 'vitest';
import { percentile, type SurgeFigures } from './surge.ts';
import { formatSurgeBlock, surgeVerdicts } from './surge-report.ts';

const figure = (over: Partial<SurgeFigures>): SurgeFigures => ({
  scenario: 'session-checks',
  part: 'checks',
  processes: 1,
  requests: 20_000,
  seconds: 60,
  p50: 3,
  p95: 9,
  p99: 20,
  errors: 0,
  ...over,
});

describe('surge report', () => {
  it('takes exact nearest-rank percentiles', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 95)).toBeNaN();
  });

  it('holds the figures against the issue’s targets', () => {
    const good = [
      figure({ processes: 1 }),
      figure({ processes: 2 }),
      figure({ scenario: 'kick-off-mix', part: 'mix', processes: 2, p95: 480 }),
      figure({ scenario: 'sign-in-throughput', part: 'sign-ins', processes: 1, requests: 400, seconds: 10 }),
      figure({ scenario: 'sign-in-throughput', part: 'sign-ins', processes: 2, requests: 400, seconds: 5.5 }),
    ];
    expect(surgeVerdicts(good)).toMatchObject({ sessionChecks: true, kickOffMix: true, signInScaling: true });
    const bad = good.map((f) =>
      f.scenario === 'session-checks' && f.processes === 2
        ? { ...f, errors: 1 }
        : f.scenario === 'kick-off-mix'
          ? { ...f, p95: 500 }
          : f,
    );
    bad[4] = figure({
      scenario: 'sign-in-throughput',
      part: 'sign-ins',
      processes: 2,
      requests: 400,
      seconds: 9,
    });
    expect(surgeVerdicts(bad)).toMatchObject({
      sessionChecks: false,
      kickOffMix: false,
      signInScaling: false,
    });
  });

  it('writes a table with the 2/1 ratios and the targets marked', () => {
    const block = formatSurgeBlock(
      {
        when: new Date('2026-11-26T02:00:00Z'),
        commit: 'abc1234',
        machine: '2 cores',
        load: 'Nothing else ran.',
      },
      [
        figure({ processes: 1, p95: 10 }),
        figure({ processes: 2, p95: 8, seconds: 30 }),
        figure({
          scenario: 'sign-in-throughput',
          part: 'sign-ins',
          processes: 1,
          requests: 400,
          seconds: 10,
        }),
        figure({ scenario: 'sign-in-throughput', part: 'sign-ins', processes: 2, requests: 400, seconds: 8 }),
      ],
    );
    expect(block).toContain('### Latest run: 2026-11-26 02:00 UTC, commit `abc1234`');
    expect(block).toMatch(/\| checks +\| +2 \|.*\| +0\.80 \| +2\.00 \|/);
    expect(block).toContain(
      '✗ sign-in throughput on 2 processes 1.25 times that of 1 (target: at least 1.7)',
    );
    expect(block).toContain('✓ (a) session checks');
  });
});
