import { describe, expect, it } from 'vitest';
import type { LighthousePage } from './lighthouse-pages.ts';
import { roundOrder, seriesTargets } from './lighthouse-series.ts';

const ORIGIN = 'http://localhost:3000';
const FLOORS = 'http://localhost:45000';
const home: LighthousePage = { label: '/', path: '/' };
const news: LighthousePage = { label: '/news', path: '/news' };
const videos: LighthousePage = { label: '/videos', path: '/videos' };

const named = (targets: ReturnType<typeof seriesTargets>) =>
  targets.map((target) => `${target.page.label} ${target.preset}${target.floor ? ' floor' : ''}`);

describe('seriesTargets', () => {
  it('runs each page with each preset and its floor right after, then first paint on / and /news', () => {
    const targets = seriesTargets(ORIGIN, [home, videos, news], (page, preset) =>
      page === videos ? undefined : `${FLOORS}${page.path}${preset === 'desktop' ? '?floor=desktop' : ''}`,
    );
    expect(named(targets)).toEqual([
      '/ mobile',
      '/ mobile floor',
      '/ desktop',
      '/ desktop floor',
      '/videos mobile',
      '/videos desktop',
      '/news mobile',
      '/news mobile floor',
      '/news desktop',
      '/news desktop floor',
      '/ mobile-devtools',
      '/ mobile-devtools floor',
      '/news mobile-devtools',
      '/news mobile-devtools floor',
    ]);
    expect(targets.map((target) => target.url).slice(0, 4)).toEqual([
      `${ORIGIN}/`,
      `${FLOORS}/`,
      `${ORIGIN}/`,
      `${FLOORS}/?floor=desktop`,
    ]);
    // Applied throttling is a mobile run: the mobile floor.
    expect(targets.at(-1)?.url).toBe(`${FLOORS}/news`);
  });

  it('has no first-paint runs when neither / nor /news is measured', () => {
    expect(named(seriesTargets(ORIGIN, [videos], () => `${FLOORS}/videos`))).toEqual([
      '/videos mobile',
      '/videos mobile floor',
      '/videos desktop',
      '/videos desktop floor',
    ]);
  });
});

describe('roundOrder', () => {
  const targets = seriesTargets(ORIGIN, [home, videos], (page) =>
    page === videos ? undefined : `${FLOORS}${page.path}`,
  );

  it('keeps the order in odd rounds and puts each floor before its page in even ones', () => {
    expect(roundOrder(targets, 1)).toEqual(targets);
    expect(named(roundOrder(targets, 2))).toEqual([
      '/ mobile floor',
      '/ mobile',
      '/ desktop floor',
      '/ desktop',
      '/videos mobile',
      '/videos desktop',
      '/ mobile-devtools floor',
      '/ mobile-devtools',
    ]);
    expect(named(roundOrder(targets, 3))).toEqual(named(targets));
  });
});
