import { describe, expect, it } from 'vitest';
import { filtersFromParams } from '../components/browse-page.tsx';
import { videoSeasons } from './video-seasons.ts';

describe('videoSeasons', () => {
  it('runs from the current season back to 2020, newest first, labelled as the site labels seasons', () => {
    expect(videoSeasons(2025).map(({ label }) => label)).toEqual([
      '2025/26',
      '2024/25',
      '2023/24',
      '2022/23',
      '2021/22',
      '2020/21',
    ]);
    expect(videoSeasons(2099)[0]).toEqual({ year: 2099, label: '2099/00' });
  });
});

describe('filtersFromParams (the Browse address)', () => {
  const seasons = [2025, 2024];
  it('reads the words, team, season and length, always from a start of publication', () => {
    const params = new URLSearchParams({ q: ' cup ', team: 't18882', season: '2024', duration: 'short' });
    expect(filtersFromParams(params, seasons)).toEqual({
      publishedBefore: 'NOW',
      text: 'cup',
      teamIds: ['t18882'],
      seasons: [2024],
      duration: 'short',
    });
  });

  it('leaves out values the filters do not offer, so a mistyped address still searches', () => {
    const params = new URLSearchParams({ q: '  ', team: 'nobody', season: '1999', duration: 'toString' });
    expect(filtersFromParams(params, seasons)).toEqual({ publishedBefore: 'NOW' });
  });
});
