import { describe, expect, it } from 'vitest';
import { COMMENTARY_NUDGE_SECONDS } from '../constants.ts';
import { nudgedPosition } from './commentary-nudge.ts';

describe('nudging the live commentary', () => {
  const window = { start: 100, edge: 160 };

  it('moves it a second later (further back) or earlier (further forward)', () => {
    expect(nudgedPosition(150, 'later', window)).toBe(150 - COMMENTARY_NUDGE_SECONDS);
    expect(nudgedPosition(150, 'earlier', window)).toBe(150 + COMMENTARY_NUDGE_SECONDS);
  });

  it('stays inside the DVR window: never before its start, never past the live edge', () => {
    expect(nudgedPosition(100.5, 'later', window)).toBe(100);
    expect(nudgedPosition(159.5, 'earlier', window)).toBe(160);
    expect(nudgedPosition(160, 'earlier', window)).toBe(160);
  });

  it('does not move forward before the engine knows where live is', () => {
    expect(nudgedPosition(150, 'earlier', { start: 100, edge: null })).toBe(150);
  });
});
