import { describe, expect, it } from 'vitest';
import type { VideoItem } from './feed.ts';
import type { MatchEvent } from './matches.ts';
import {
  FULL_MATCHES_CATEGORY,
  hasScore,
  hidesMatchScore,
  hidesPicture,
  isFullMatch,
  showsDuration,
  showsMoment,
  spoilerSafe,
  withoutScores,
} from './spoilers.ts';

const item = (categories: string[]): Pick<VideoItem, 'metaData'> => ({
  metaData: { title: 'A video', VideoDuration: 5520, SysEntryEntitlements: [], categories },
});

describe('scores in titles', () => {
  it('writes a score as v, with a hyphen, an en dash or spaces', () => {
    expect(withoutScores('Highlights: Lionesses 3-1 Westmoor Ladies')).toBe(
      'Highlights: Lionesses v Westmoor Ladies',
    );
    expect(withoutScores("Classic: behind closed doors, Men's Team 1-0 Eastport Athletic")).toBe(
      "Classic: behind closed doors, Men's Team v Eastport Athletic",
    );
    expect(withoutScores('Harbourside City 10–2 Lionesses')).toBe('Harbourside City v Lionesses');
    expect(withoutScores('Lionesses 2 - 2 Caldervale (4-3 on penalties)')).toBe(
      'Lionesses v Caldervale (v on penalties)',
    );
  });

  it('leaves seasons, dates, times and other numbers alone', () => {
    for (const title of [
      'Season review 2026/27',
      'The 2026-27 season in ten minutes',
      'Lionesses 2023/24 goals of the season',
      'Blocked hours: 14:45 to 17:15',
      'Under-18s: youth cup final highlights',
      'Top 10 saves',
    ])
      expect(withoutScores(title)).toBe(title);
  });

  it('changes nothing while spoiler-free mode is off', () => {
    expect(spoilerSafe('Highlights: Lionesses 3-1 Westmoor Ladies', false)).toBe(
      'Highlights: Lionesses 3-1 Westmoor Ladies',
    );
    expect(spoilerSafe('Highlights: Lionesses 3-1 Westmoor Ladies', true)).toBe(
      'Highlights: Lionesses v Westmoor Ladies',
    );
  });
});

describe("a video's picture", () => {
  const titled = (title: string) => ({ metaData: { title, VideoDuration: 455, SysEntryEntitlements: [] } });

  it('is blurred in spoiler-free mode when its title (which its artwork shows) has a score', () => {
    expect(hasScore('Highlights: Lionesses 3-1 Westmoor Ladies')).toBe(true);
    expect(hasScore('Season review 2026/27')).toBe(false);
    expect(hidesPicture(titled('Highlights: Lionesses 3-1 Westmoor Ladies'), true)).toBe(true);
    expect(hidesPicture(titled('Highlights: Lionesses 3-1 Westmoor Ladies'), false)).toBe(false);
    expect(hidesPicture(titled('Full match replay: Lionesses v Westmoor Ladies'), true)).toBe(false);
  });
});

describe("a replay's length", () => {
  it('is a full match by its category', () => {
    expect(isFullMatch(item([FULL_MATCHES_CATEGORY]))).toBe(true);
    expect(isFullMatch(item(['highlights']))).toBe(false);
    expect(isFullMatch({ metaData: { title: 'x', VideoDuration: 1, SysEntryEntitlements: [] } })).toBe(false);
  });

  it('is hidden in spoiler-free mode until the replay has been played', () => {
    const replay = item([FULL_MATCHES_CATEGORY]);
    expect(showsDuration(replay, { spoilerFree: false, played: false })).toBe(true);
    expect(showsDuration(replay, { spoilerFree: true, played: false })).toBe(false);
    expect(showsDuration(replay, { spoilerFree: true, played: true })).toBe(true);
    expect(showsDuration(item(['highlights']), { spoilerFree: true, played: false })).toBe(true);
  });
});

describe("a replay's key moments", () => {
  const moment = (type: MatchEvent['type'] | null) => ({ event: type ? { type } : null });

  it('keeps the goals back in spoiler-free mode, and nothing else', () => {
    for (const type of ['goal', 'penalty-goal', 'own-goal'] as const) {
      expect(showsMoment(moment(type), false)).toBe(true);
      expect(showsMoment(moment(type), true)).toBe(false);
    }
    for (const type of ['yellow-card', 'red-card', 'substitution', 'penalty-missed', null] as const)
      expect(showsMoment(moment(type), true)).toBe(true);
  });
});

describe("the match centre's score", () => {
  const replay = { videoId: 'v1', available: true, availableFrom: '2026-11-01T12:00:00Z' };

  it('is kept back in spoiler-free mode for a finished match with a replay', () => {
    expect(hidesMatchScore({ status: 'result', replay }, true)).toBe(true);
    expect(hidesMatchScore({ status: 'result', replay: { ...replay, available: false } }, true)).toBe(true);
  });

  it('is shown with the mode off, for a match without a replay, and for a live match', () => {
    expect(hidesMatchScore({ status: 'result', replay }, false)).toBe(false);
    expect(hidesMatchScore({ status: 'result' }, true)).toBe(false);
    expect(hidesMatchScore({ status: 'live', replay }, true)).toBe(false);
  });
});
