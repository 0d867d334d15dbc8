import { describe, expect, it } from 'vitest';
import {
  formatGeneratedBlock,
  formatLcpElements,
  formatLighthouseTable,
  formatVerdict,
  GENERATED_END,
  GENERATED_START,
  type LighthouseResultLike,
  type LighthouseRun,
  lcpElementOf,
  median,
  missedTargets,
  replaceGeneratedBlock,
  runFromResult,
  summarizeRuns,
} from './lighthouse-report.ts';

const run = (extra: Partial<LighthouseRun> = {}): LighthouseRun => ({
  score: 95,
  lcpMs: 2000,
  cls: 0.01,
  tbtMs: 100,
  fcpMs: 900,
  warnings: [],
  ...extra,
});

/** The largest-contentful-paint-element audit's details as Lighthouse 12 writes them. */
const lcpDetails = (node: Record<string, unknown>) => ({
  type: 'list',
  items: [
    { type: 'table', headings: [], items: [{ node: { type: 'node', ...node } }] },
    { type: 'table', headings: [], items: [{ phase: 'TTFB', timing: 12 }] },
  ],
});

const result = (extra: Partial<LighthouseResultLike> = {}): LighthouseResultLike => ({
  runWarnings: [],
  environment: { benchmarkIndex: 1500 },
  categories: { performance: { score: 0.874 } },
  audits: {
    'largest-contentful-paint': { numericValue: 2612.4 },
    'cumulative-layout-shift': { numericValue: 0.061 },
    'total-blocking-time': { numericValue: 310 },
    'first-contentful-paint': { numericValue: 1203.7 },
    'largest-contentful-paint-element': {
      details: lcpDetails({ selector: 'main > section.hero > img', nodeLabel: 'The squad\n  at training' }),
    },
  },
  ...extra,
});

describe('runFromResult', () => {
  it('reads the score out of 100, the four metrics and the LCP element', () => {
    expect(runFromResult(result())).toEqual({
      score: 87,
      lcpMs: 2612.4,
      cls: 0.061,
      tbtMs: 310,
      fcpMs: 1203.7,
      lcpElement: 'main > section.hero > img "The squad at training"',
      warnings: [],
      benchmarkIndex: 1500,
    });
  });

  it('reports a runtime error (NO_FCP) as a failed run with no figures', () => {
    const failed = runFromResult(
      result({
        runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
        categories: { performance: { score: null } },
      }),
    );
    expect(failed).toEqual({
      error: 'NO_FCP',
      warnings: ['The page did not paint any content.'],
      benchmarkIndex: 1500,
    });
  });

  it('leaves out a metric Lighthouse could not compute, and a score it could not give', () => {
    const partial = runFromResult(
      result({
        categories: { performance: { score: null } },
        audits: { 'largest-contentful-paint': {}, 'cumulative-layout-shift': { numericValue: 0 } },
      }),
    );
    expect(partial.score).toBeUndefined();
    expect(partial.lcpMs).toBeUndefined();
    expect(partial.cls).toBe(0);
    expect(partial.lcpElement).toBeUndefined();
  });
});

describe('lcpElementOf', () => {
  it('reads a bare table too, and names a node by its label alone when it has no selector', () => {
    expect(
      lcpElementOf({ type: 'table', items: [{ node: { type: 'node', nodeLabel: 'Cookies on this site' } }] }),
    ).toBe('"Cookies on this site"');
  });

  it('cuts a long label to one short line', () => {
    const element = lcpElementOf(lcpDetails({ selector: 'p', nodeLabel: 'word '.repeat(40) }));
    expect(element?.length).toBeLessThanOrEqual(84);
    expect(element).toMatch(/…"$/);
  });

  it('is undefined when the details name no node', () => {
    expect(lcpElementOf(undefined)).toBeUndefined();
    expect(
      lcpElementOf({ type: 'list', items: [{ type: 'table', items: [{ phase: 'TTFB' }] }] }),
    ).toBeUndefined();
  });
});

describe('median', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([3000, 1000, 2000])).toBe(2000);
    expect(median([0.2, 0, 0.01])).toBe(0.01);
  });

  it('is the mean of the middle two of an even count (a run failed), and undefined for none', () => {
    expect(median([80, 91])).toBe(85.5);
    expect(median([])).toBeUndefined();
  });
});

describe('summarizeRuns', () => {
  it('takes the median of each metric separately, not the figures of one median run', () => {
    const summary = summarizeRuns('/news', 'mobile', [
      run({ score: 70, lcpMs: 3000, cls: 0, tbtMs: 900 }),
      run({ score: 90, lcpMs: 2000, cls: 0.2, tbtMs: 100 }),
      run({ score: 80, lcpMs: 4000, cls: 0.1, tbtMs: 500 }),
    ]);
    expect(summary).toMatchObject({ score: 80, lcpMs: 3000, cls: 0.1, tbtMs: 500, fcpMs: 900 });
  });

  it('leaves failed runs out of the medians', () => {
    const summary = summarizeRuns('/', 'desktop', [
      run({ score: 99 }),
      run({ error: 'NO_FCP', score: undefined }),
      run({ score: 97 }),
    ]);
    expect(summary.score).toBe(98);
  });

  it('names the LCP element of the run whose LCP the median is, and the other runs’ elements', () => {
    const summary = summarizeRuns('/', 'mobile', [
      run({ lcpMs: 1000, lcpElement: 'div.cookie-banner > p' }),
      run({ lcpMs: 3000, lcpElement: 'img.hero' }),
      run({ lcpMs: 2000, lcpElement: 'img.hero' }),
    ]);
    expect(summary.lcpElement).toBe('img.hero');
    expect(summary.otherLcpElements).toEqual(['div.cookie-banner > p']);
  });
});

describe('missedTargets', () => {
  it('holds the mobile score and LCP to their budgets, and CLS on both presets', () => {
    expect(
      missedTargets(summarizeRuns('/', 'mobile', [run({ score: 89, lcpMs: 2501, cls: 0.051 })])),
    ).toEqual(['score 89 < 90', 'LCP 2501 ms > 2500 ms', 'CLS 0.051 > 0.05']);
    expect(missedTargets(summarizeRuns('/', 'mobile', [run({ score: 90, lcpMs: 2500, cls: 0.05 })]))).toEqual(
      [],
    );
    expect(missedTargets(summarizeRuns('/', 'desktop', [run({ score: 50, lcpMs: 9000, cls: 0.3 })]))).toEqual(
      ['CLS 0.300 > 0.05'],
    );
  });

  it('counts failed runs as a miss, with their errors', () => {
    expect(missedTargets(summarizeRuns('/', 'desktop', [run(), run({ error: 'PAGE_HUNG' })]))).toEqual([
      '1 of 2 runs failed (PAGE_HUNG)',
    ]);
  });
});

describe('formatLighthouseTable', () => {
  const summaries = [
    summarizeRuns('/', 'mobile', [run({ score: 85, lcpMs: 3100.4, cls: 0.004, tbtMs: 420.6, fcpMs: 1500 })]),
    summarizeRuns('/', 'desktop', [run({ score: 85, lcpMs: 3100, cls: 0.2 })]),
    summarizeRuns('/news', 'mobile', [run(), run({ error: 'NO_FCP' })]),
  ];

  it('prints the medians, flags each figure that has a budget, and counts the measured runs', () => {
    const lines = formatLighthouseTable(summaries).split('\n');
    expect(lines[0]).toMatch(
      /^\| page +\| preset +\| score \| LCP ms \| +CLS \| TBT ms \| FCP ms \| runs \|$/,
    );
    expect(lines[1]).toBe('| ----- | ------- | ----: | -----: | ------: | -----: | -----: | ---: |');
    const cells = (line: string | undefined) => line?.split('|').map((cell) => cell.trim());
    expect(cells(lines[2])).toEqual([
      '',
      '/',
      'mobile',
      '85 ✗',
      '3100 ✗',
      '0.004 ✓',
      '421',
      '1500',
      '1/1',
      '',
    ]);
    // Desktop score and LCP have no budget: shown without a mark.
    expect(cells(lines[3])).toEqual(['', '/', 'desktop', '85', '3100', '0.200 ✗', '100', '900', '1/1', '']);
    expect(cells(lines[4])).toEqual([
      '',
      '/news',
      'mobile',
      '95 ✓',
      '2000 ✓',
      '0.010 ✓',
      '100',
      '900',
      '1/2',
      '',
    ]);
  });

  it('pads every row to the same width, marks included', () => {
    const widths = formatLighthouseTable(summaries)
      .split('\n')
      .map((line) => [...line].length);
    expect(new Set(widths).size).toBe(1);
  });
});

describe('formatVerdict', () => {
  it('lists what missed a budget and what met it below the aim', () => {
    const verdict = formatVerdict([
      summarizeRuns('/', 'mobile', [run({ score: 92 })]),
      summarizeRuns('/news', 'mobile', [run({ score: 60, cls: 0.3 })]),
      summarizeRuns('/news', 'desktop', [run({ score: 60 })]),
    ]);
    expect(verdict).toContain('Missed:\n\n- /news mobile: score 60 < 90, CLS 0.300 > 0.05\n\n');
    expect(verdict).toContain('below the aim of 95: / (92).');
  });

  it('says so when every budget is met', () => {
    expect(formatVerdict([summarizeRuns('/', 'mobile', [run()])])).toContain('Every budget met.');
  });
});

describe('formatLcpElements', () => {
  it('lists each element once with the pages and presets that reported it', () => {
    expect(
      formatLcpElements([
        summarizeRuns('/', 'mobile', [run({ lcpElement: 'img.promo' })]),
        summarizeRuns('/', 'desktop', [run({ lcpElement: 'h1' })]),
        summarizeRuns('/news', 'mobile', [run({ lcpElement: 'img.promo' })]),
        summarizeRuns('/news', 'desktop', [run()]),
      ]),
    ).toBe('- `img.promo`: / mobile, /news mobile\n- `h1`: / desktop\n- not reported: /news desktop');
  });

  it('names what the other runs reported when the runs disagreed', () => {
    expect(
      formatLcpElements([
        summarizeRuns('/', 'mobile', [
          run({ lcpMs: 2000, lcpElement: 'img.promo' }),
          run({ lcpMs: 1000, lcpElement: 'p.cookie-text' }),
          run({ lcpMs: 3000, lcpElement: 'img.promo' }),
        ]),
      ]),
    ).toBe('- `img.promo`: / mobile (other runs: `p.cookie-text`)');
  });
});

describe('replaceGeneratedBlock', () => {
  const doc = [
    '# Benchmarks',
    '',
    '## Before (commit abc1234)',
    '',
    '| page | score |',
    '',
    GENERATED_START,
    'old figures',
    GENERATED_END,
    '',
    'Hand-written notes after.',
    '',
  ].join('\n');

  it('replaces only what is between the markers', () => {
    const next = replaceGeneratedBlock(doc, '\nnew figures\n');
    expect(next).toBe(doc.replace('old figures', 'new figures'));
    expect(replaceGeneratedBlock(next, 'newer')).toBe(doc.replace('old figures', 'newer'));
  });

  it('adds the markers and the block at the end of a document without them', () => {
    expect(replaceGeneratedBlock('# Benchmarks\n\nText.\n', 'figures')).toBe(
      `# Benchmarks\n\nText.\n\n${GENERATED_START}\nfigures\n${GENERATED_END}\n`,
    );
  });

  it('refuses a document whose markers are out of order, lone or repeated', () => {
    expect(() => replaceGeneratedBlock(`${GENERATED_END}\n${GENERATED_START}`, 'x')).toThrow(/before/);
    expect(() => replaceGeneratedBlock(`text ${GENERATED_START} text`, 'x')).toThrow(/before/);
    expect(() => replaceGeneratedBlock(`${doc}\n${GENERATED_START}\n${GENERATED_END}\n`, 'x')).toThrow(
      /once each/,
    );
  });
});

describe('formatGeneratedBlock', () => {
  it('heads the table with the date, the commit, the machine, the site and the notes', () => {
    const block = formatGeneratedBlock(
      {
        when: new Date('2026-11-23T06:20:31Z'),
        commit: '161bcfd + uncommitted changes',
        machine: '2 cores (Xeon), Chromium 156.0.8078.79 headless, Lighthouse 12.8.2',
        site: 'Site http://localhost:3000, built and served by the benchmark from .deploy-bench/',
        runsPerPage: 3,
        notes: ['article: `/news/cup-final`, the newest English article.'],
      },
      [summarizeRuns('/', 'mobile', [run({ lcpElement: 'img.hero' })])],
    );
    expect(block).toContain('### Latest run: 2026-11-23 06:20 UTC, commit `161bcfd + uncommitted changes`');
    expect(block).toContain('Lighthouse 12.8.2. Site http://localhost:3000');
    expect(block).toContain('Median of 3 runs per page and preset, each metric on its own.');
    expect(block).toContain('article: `/news/cup-final`');
    expect(block).toContain('| /    | mobile |  95 ✓ |');
    expect(block).toContain('- `img.hero`: / mobile');
    expect(block).not.toContain(GENERATED_START);
  });
});
