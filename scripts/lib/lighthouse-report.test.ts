import { describe, expect, it } from 'vitest';
import {
  type FloorPair,
  floorLabel,
  formatFirstPaintTable,
  formatFirstPaintVerdict,
  formatFloorTable,
  formatFloorVerdict,
  formatGeneratedBlock,
  formatLcpElements,
  formatLighthouseTable,
  formatResults,
  formatVerdict,
  GENERATED_END,
  GENERATED_START,
  type LighthousePreset,
  type LighthouseResultLike,
  type LighthouseRun,
  lcpElementOf,
  lcpRatio,
  median,
  missedFirstPaint,
  missedFloorTargets,
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
      {
        pages: [summarizeRuns('/', 'mobile', [run({ lcpElement: 'img.hero' })])],
        floors: [],
        firstPaint: [],
      },
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

/** A page and its floor, each from its runs. */
const pair = (
  page: string,
  preset: LighthousePreset,
  pageRuns: LighthouseRun[],
  floorRuns: LighthouseRun[],
): FloorPair => ({
  page: summarizeRuns(page, preset, pageRuns),
  floor: summarizeRuns(floorLabel(page), preset, floorRuns),
});

const cells = (line: string | undefined) => line?.split('|').map((cell) => cell.trim());

describe('lcpRatio', () => {
  it('is the median LCP of the page over its floor’s', () => {
    const ratio = lcpRatio(
      pair(
        '/news',
        'mobile',
        [run({ lcpMs: 1900 }), run({ lcpMs: 1700 }), run({ lcpMs: 2500 })],
        [run({ lcpMs: 1600 }), run({ lcpMs: 1500 }), run({ lcpMs: 1700 })],
      ),
    );
    expect(ratio).toBeCloseTo(1900 / 1600, 10);
  });

  it('is undefined when the floor measured nothing', () => {
    expect(lcpRatio(pair('/news', 'mobile', [run()], [run({ error: 'NO_FCP' })]))).toBeUndefined();
    expect(lcpRatio(pair('/news', 'mobile', [run()], []))).toBeUndefined();
  });
});

describe('missedFloorTargets', () => {
  it('holds a mobile page to issue 20: score at least 98, LCP at most 1.1 times the floor’s, CLS at most 0.01', () => {
    expect(
      missedFloorTargets(
        pair('/', 'mobile', [run({ score: 97, lcpMs: 1800, cls: 0.011 })], [run({ lcpMs: 1600 })]),
      ),
    ).toEqual(['score 97 < 98', "LCP 1.13 times the floor's > 1.1", 'CLS 0.011 > 0.01']);
    expect(
      missedFloorTargets(
        pair('/', 'mobile', [run({ score: 98, lcpMs: 1760, cls: 0.01 })], [run({ lcpMs: 1600 })]),
      ),
    ).toEqual([]);
  });

  it('holds desktop to nothing', () => {
    expect(
      missedFloorTargets(pair('/', 'desktop', [run({ score: 60, lcpMs: 5000, cls: 0.3 })], [run()])),
    ).toEqual([]);
  });

  it('says when the floor’s runs failed and there is no ratio', () => {
    expect(
      missedFloorTargets(
        pair('/', 'mobile', [run({ score: 99, cls: 0 })], [run({ error: 'NO_FCP', score: undefined })]),
      ),
    ).toEqual(['no LCP ratio (the page or its floor has no LCP)', '1 of 1 floor runs failed (NO_FCP)']);
  });
});

describe('formatFloorTable', () => {
  const pairs = [
    pair(
      '/news',
      'mobile',
      [run({ score: 97, lcpMs: 1782, cls: 0.004, tbtMs: 120.4, fcpMs: 1650 })],
      [run({ score: 99, lcpMs: 1620, cls: 0, tbtMs: 0, fcpMs: 1550 })],
    ),
    pair('/news', 'desktop', [run({ score: 100, lcpMs: 700, cls: 0.02 })], [run({ lcpMs: 650, cls: 0 })]),
    pair('article', 'mobile', [run({ score: 99, lcpMs: 1700, cls: 0 })], [run({ error: 'NO_FCP' })]),
  ];

  it('puts each figure of the page beside the floor’s, and flags the mobile rows against issue 20', () => {
    const lines = formatFloorTable(pairs).split('\n');
    expect(cells(lines[0])).toEqual([
      '',
      'page',
      'preset',
      'score',
      'floor score',
      'LCP ms',
      'floor LCP ms',
      'LCP / floor',
      'CLS',
      'floor CLS',
      'FCP ms',
      'floor FCP ms',
      'TBT ms',
      'floor TBT ms',
      'runs',
      '',
    ]);
    expect(cells(lines[2])).toEqual([
      '',
      '/news',
      'mobile',
      '97 ✗',
      '99',
      '1782',
      '1620',
      '1.10 ✓',
      '0.004 ✓',
      '0.000',
      '1650',
      '1550',
      '120',
      '0',
      '1/1, 1/1',
      '',
    ]);
    // Desktop has no issue-20 target: no marks.
    expect(cells(lines[3])?.slice(3, 10)).toEqual(['100', '95', '700', '650', '1.08', '0.020', '0.000']);
    expect(cells(lines[4])?.slice(3, 9)).toEqual(['99 ✓', 'n/a', '1700', 'n/a', 'n/a', '0.000 ✓']);
    expect(cells(lines[4])?.at(-2)).toBe('1/1, 0/1');
  });

  it('pads every row to the same width', () => {
    const widths = formatFloorTable(pairs)
      .split('\n')
      .map((line) => [...line].length);
    expect(new Set(widths).size).toBe(1);
  });

  it('lists what missed a target under the table, or says every target was met', () => {
    const verdict = formatFloorVerdict(pairs);
    expect(verdict).toContain('mobile score at least 98, mobile LCP at most 1.1 times the floor');
    expect(verdict).toContain('- /news mobile: score 97 < 98\n');
    expect(verdict).toContain('- article mobile: no LCP ratio');
    expect(verdict).not.toContain('/news desktop');
    expect(formatFloorVerdict([pair('/', 'mobile', [run({ score: 99 })], [run()])])).toContain(
      'Every issue-20 target met.',
    );
  });
});

describe('first paint with applied throttling', () => {
  const pairs = [
    pair(
      '/',
      'mobile-devtools',
      [run({ fcpMs: 1480, lcpMs: 2600, score: 93 })],
      [run({ fcpMs: 1320, lcpMs: 2400, score: 96 })],
    ),
    pair(
      '/news',
      'mobile-devtools',
      [run({ fcpMs: 1710, lcpMs: 2900 })],
      [run({ fcpMs: 1400, lcpMs: 2500 })],
    ),
  ];

  it('flags the page’s FCP against 1.5 s and shows the floor’s beside it', () => {
    const lines = formatFirstPaintTable(pairs).split('\n');
    expect(cells(lines[0])).toEqual([
      '',
      'page',
      'FCP ms',
      'floor FCP ms',
      'LCP ms',
      'floor LCP ms',
      'LCP / floor',
      'score',
      'floor score',
      'runs',
      '',
    ]);
    expect(cells(lines[2])).toEqual([
      '',
      '/',
      '1480 ✓',
      '1320',
      '2600',
      '2400',
      '1.08',
      '93',
      '96',
      '1/1, 1/1',
      '',
    ]);
    expect(cells(lines[3])?.slice(2, 4)).toEqual(['1710 ✗', '1400']);
  });

  it('names what missed the first-paint target', () => {
    expect(missedFirstPaint(pairs[0] as FloorPair)).toEqual([]);
    expect(missedFirstPaint(pairs[1] as FloorPair)).toEqual(['FCP 1710 ms > 1500 ms']);
    expect(formatFirstPaintVerdict(pairs)).toContain("throttlingMethod: 'devtools'");
    expect(formatFirstPaintVerdict(pairs)).toContain('- /news: FCP 1710 ms > 1500 ms');
  });
});

describe('formatResults', () => {
  it('shows the budget table, the floor table, the first-paint table, and every LCP element once', () => {
    const mobile = summarizeRuns('/', 'mobile', [run({ lcpElement: 'img.hero' })]);
    const floor = summarizeRuns(floorLabel('/'), 'mobile', [run({ lcpElement: 'img.hero' })]);
    const applied = pair(
      '/',
      'mobile-devtools',
      [run({ lcpElement: 'p.cookie' })],
      [run({ lcpElement: 'p.cookie' })],
    );
    const text = formatResults(
      { pages: [mobile], floors: [{ page: mobile, floor }], firstPaint: [applied] },
      { markdown: true },
    );
    expect(text).toContain('#### Each page beside its floor (issue 20)');
    expect(text).toContain('#### First paint with applied throttling (issue 20)');
    expect(text).toContain('- `img.hero`: / mobile, / floor mobile\n');
    expect(text).toContain('- `p.cookie`: / mobile-devtools, / floor mobile-devtools');
    expect(text.indexOf('Every budget met.')).toBeLessThan(text.indexOf('Each page beside its floor'));
  });

  it('leaves out the floor and first-paint parts when there are none', () => {
    const text = formatResults({
      pages: [summarizeRuns('/', 'mobile', [run()])],
      floors: [],
      firstPaint: [],
    });
    expect(text).not.toContain('floor');
    expect(text).not.toContain('applied throttling');
  });
});
