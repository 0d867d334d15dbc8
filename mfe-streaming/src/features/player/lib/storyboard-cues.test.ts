import { describe, expect, it } from 'vitest';
import { storyboardTileAt } from './storyboard-cues.ts';

const TRACK = 'http://localhost:4000/media/vod/e1/storyboard.vtt?token=t';
const cue = (startTime: number, endTime: number, tile: string) => ({
  startTime,
  endTime,
  text: `storyboard.jpg?token=t#xywh=${tile}`,
});
const CUES = [cue(0, 2, '0,0,160,90'), cue(2, 4, '160,0,160,90'), cue(4, 5, '320,0,160,90')];
const SPRITE = 'http://localhost:4000/media/vod/e1/storyboard.jpg?token=t';

describe("the storyboard's tile for a moment", () => {
  it('is the tile of the cue that holds the time, the sprite resolved against the track', () => {
    expect(storyboardTileAt(CUES, 0, TRACK)).toEqual({ image: SPRITE, x: 0, y: 0, width: 160, height: 90 });
    expect(storyboardTileAt(CUES, 1.99, TRACK)?.x).toBe(0);
    expect(storyboardTileAt(CUES, 2, TRACK)?.x).toBe(160);
    expect(storyboardTileAt(CUES, 4.5, TRACK)?.x).toBe(320);
  });

  it("takes the first tile before the cues and the last one after them (a live window's edge)", () => {
    const live = [
      { startTime: 100, endTime: 102, text: `${SPRITE}#xywh=0,90,160,90` },
      { startTime: 102, endTime: 104, text: `${SPRITE}#xywh=160,90,160,90` },
    ];
    expect(storyboardTileAt(live, 99)).toEqual({ image: SPRITE, x: 0, y: 90, width: 160, height: 90 });
    expect(storyboardTileAt(live, 105)?.x).toBe(160);
  });

  it('has none without cues, or for a cue that names no tile', () => {
    expect(storyboardTileAt([], 1, TRACK)).toBeNull();
    expect(storyboardTileAt([{ startTime: 0, endTime: 2, text: 'storyboard.jpg' }], 1, TRACK)).toBeNull();
    expect(storyboardTileAt([cue(0, 2, '0,0,160,90')], 1)).toBeNull();
  });
});
