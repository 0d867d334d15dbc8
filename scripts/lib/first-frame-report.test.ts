import { describe, expect, it } from 'vitest';
import {
  clickToFirstFrameMs,
  FIRST_FRAME_BUDGET_MS,
  FIRST_FRAME_MARKERS,
  type FirstFrameRun,
  formatFirstFrameBlock,
  formatFirstFrames,
  requestTable,
  summarizeFirstFrames,
} from './first-frame-report.ts';
import { replaceGeneratedBlock } from './lighthouse-report.ts';

const run = (ms: number | undefined, requests: FirstFrameRun['requests'] = []): FirstFrameRun => ({
  ms,
  requests,
  ...(ms === undefined ? { error: 'no first frame within 30 s' } : {}),
});

describe('clickToFirstFrameMs', () => {
  it('is the time from the click to the first-frame mark on the page clock', () => {
    expect(clickToFirstFrameMs(1200.5, 1850.5)).toBe(650);
  });

  it('has no figure for a mark from before the click, or times that are not numbers', () => {
    expect(clickToFirstFrameMs(1200, 900)).toBeUndefined();
    expect(clickToFirstFrameMs(Number.NaN, 900)).toBeUndefined();
  });
});

describe('summarizeFirstFrames', () => {
  it('takes the median of the runs that reached a frame, against the 1.0 s budget', () => {
    expect(FIRST_FRAME_BUDGET_MS).toBe(1000);
    const typical = run(640, [{ label: 'hls.js', start: 5, end: 90 }]);
    const summary = summarizeFirstFrames([run(900), typical, run(500), run(undefined), run(610)]);
    expect(summary).toMatchObject({ medianMs: 625, minMs: 500, maxMs: 900, withinBudget: true });
    // The run nearest the median explains the figure (640 and 610 are both 15 ms off: the first wins).
    expect(summary.typical).toBe(typical);
  });

  it('marks a median over the budget, and has none when no run reached a frame', () => {
    expect(summarizeFirstFrames([run(1400), run(1001), run(900)]).withinBudget).toBe(false);
    expect(summarizeFirstFrames([run(undefined)])).toEqual({ runs: [run(undefined)] });
  });
});

describe('formatFirstFrames and the generated block', () => {
  it('says the median against the budget, every run and the typical run’s requests', () => {
    const text = formatFirstFrames(
      summarizeFirstFrames([
        run(700, [{ label: 'GET /payments/library/session/x', start: 2.4, end: 40.6 }]),
        run(1300),
      ]),
    );
    expect(text).toContain(
      'Median 1000 ms ✓ (budget 1000 ms); 2 of 2 runs, 700 ms to 1300 ms: 700, 1300 ms.',
    );
    expect(formatFirstFrames(summarizeFirstFrames([run(1200)]))).toContain('Median 1200 ms ✗');
  });

  it('pads the request table as the formatter does, numbers to the right', () => {
    expect(
      requestTable([
        { label: 'mfe-streaming/hls.js', start: 144.2, end: 183.4 },
        { label: '/', start: 9, end: 1200 },
      ]),
    ).toBe(
      [
        '| request              | start |  end |',
        '| -------------------- | ----: | ---: |',
        '| mfe-streaming/hls.js |   144 |  183 |',
        '| /                    |     9 | 1200 |',
      ].join('\n'),
    );
  });

  it('names the failed runs, and says so when none reached a frame', () => {
    expect(formatFirstFrames(summarizeFirstFrames([run(800), run(undefined)]))).toContain(
      'Failed runs: no first frame within 30 s.',
    );
    expect(formatFirstFrames(summarizeFirstFrames([run(undefined)]))).toBe(
      'No run reached a first frame (1 runs: no first frame within 30 s).',
    );
  });

  it('goes between its own markers in the document, leaving the Lighthouse block alone', () => {
    const block = formatFirstFrameBlock(
      {
        when: new Date('2026-11-25T10:00:00Z'),
        commit: 'abc1234',
        machine: '2 cores',
        site: 'Site http://localhost:3000',
        scenario: 'A subscriber clicks a paid video on /videos.',
      },
      summarizeFirstFrames([run(700)]),
    );
    expect(block).toContain('### Latest run: 2026-11-25 10:00 UTC, commit `abc1234`');
    const doc = `# B\n\n${FIRST_FRAME_MARKERS.start}\nold\n${FIRST_FRAME_MARKERS.end}\n\n<!-- lighthouse:start -->\nL\n<!-- lighthouse:end -->\n`;
    const next = replaceGeneratedBlock(doc, block, FIRST_FRAME_MARKERS);
    expect(next).toContain('Median 700 ms ✓');
    expect(next).not.toContain('\nold\n');
    expect(next).toContain('<!-- lighthouse:start -->\nL\n<!-- lighthouse:end -->');
  });
});
