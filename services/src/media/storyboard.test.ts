import { describe, expect, it } from 'vitest';
import type { StoryboardManifest } from './media-manifest.ts';
import { storyboardTile, storyboardVtt } from './storyboard.ts';

// As the generator makes it: six frames of the 12 s stream, one every 2 s, three to a row.
const STORYBOARD: StoryboardManifest = {
  file: 'video/storyboard.jpg',
  interval: 2,
  tileWidth: 160,
  tileHeight: 90,
  columns: 3,
  tiles: 6,
};

describe('the storyboard', () => {
  it('finds the tile of any moment: across, then down, and again from the first at each pass', () => {
    expect(storyboardTile(STORYBOARD, 0, 12)).toEqual({ x: 0, y: 0, w: 160, h: 90 });
    expect(storyboardTile(STORYBOARD, 3.9, 12)).toEqual({ x: 160, y: 0, w: 160, h: 90 });
    expect(storyboardTile(STORYBOARD, 6, 12)).toEqual({ x: 0, y: 90, w: 160, h: 90 });
    expect(storyboardTile(STORYBOARD, 11.99, 12)).toEqual({ x: 320, y: 90, w: 160, h: 90 });
    expect(storyboardTile(STORYBOARD, 12, 12)).toEqual({ x: 0, y: 0, w: 160, h: 90 });
    expect(storyboardTile(STORYBOARD, 60 * 60 + 5, 12)).toEqual(storyboardTile(STORYBOARD, 5, 12));
  });

  it('lists a cue every interval to the end of the video, each naming its tile of the sprite', () => {
    const vtt = storyboardVtt(STORYBOARD, 5, 12, 'sprite.jpg?token=t');
    expect(vtt).toBe(
      [
        'WEBVTT',
        '',
        '00:00:00.000 --> 00:00:02.000',
        'sprite.jpg?token=t#xywh=0,0,160,90',
        '',
        '00:00:02.000 --> 00:00:04.000',
        'sprite.jpg?token=t#xywh=160,0,160,90',
        '',
        '00:00:04.000 --> 00:00:05.000',
        'sprite.jpg?token=t#xywh=320,0,160,90',
        '',
      ].join('\n'),
    );
  });
});
