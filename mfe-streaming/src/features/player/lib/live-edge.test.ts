import { describe, expect, it } from 'vitest';
import { LIVE_DRIFT_TOLERANCE_SECONDS, LIVE_EDGE_TOLERANCE_SECONDS } from '../constants.ts';
import { isBehindLive, nextBehindLive } from './live-edge.ts';

describe('the live edge', () => {
  it('is behind only by more than the tolerance, and never without a known edge', () => {
    expect(isBehindLive(100, 100)).toBe(false);
    expect(isBehindLive(100, 100 - LIVE_EDGE_TOLERANCE_SECONDS)).toBe(false);
    expect(isBehindLive(100, 100 - LIVE_EDGE_TOLERANCE_SECONDS - 0.1)).toBe(true);
    expect(isBehindLive(100, 104)).toBe(false);
    expect(isBehindLive(null, 0)).toBe(false);
  });

  it('falls behind when the viewer steps back in the DVR window or pauses', () => {
    expect(nextBehindLive(false, 'seeking', 100, 90)).toBe(true);
    expect(nextBehindLive(false, 'pause', 100, 100)).toBe(true);
  });

  it('follows live again after a seek that lands at the edge, however long the device then takes', () => {
    expect(nextBehindLive(true, 'seeking', 100, 100)).toBe(false);
    // Seconds later the playhead is still catching up: still live, it was the viewer's choice.
    expect(nextBehindLive(false, 'timeupdate', 106, 100)).toBe(false);
  });

  it('stays behind as time passes until the viewer goes back to live', () => {
    expect(nextBehindLive(true, 'timeupdate', 100, 99.5)).toBe(true);
  });

  it('counts a player that stalls far behind the edge as behind', () => {
    expect(nextBehindLive(false, 'timeupdate', 100, 100 - LIVE_DRIFT_TOLERANCE_SECONDS)).toBe(false);
    expect(nextBehindLive(false, 'timeupdate', 100, 100 - LIVE_DRIFT_TOLERANCE_SECONDS - 1)).toBe(true);
  });
});
