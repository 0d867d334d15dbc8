// The seek bar's previews of an on-demand video (issue 24 item 3): a WebVTT thumbnails track whose
// cues name a tile of the storyboard sprite (`sprite.jpg#xywh=x,y,w,h`, the form media-chrome's time
// range and most players read). The sprite holds a frame every `interval` seconds of one pass of
// the test stream (services/media/, made by the generator); a video plays that stream looped to
// its length, so each cue shows the frame of its place in the pass.
import { webVttTime as vttTime } from '@club/shared/contracts';
import type { StoryboardManifest } from './media-manifest.ts';

/** Where in the sprite the frame for `seconds` into a pass of `loopSeconds` is. */
export function storyboardTile(storyboard: StoryboardManifest, seconds: number, loopSeconds: number) {
  const intoPass = ((seconds % loopSeconds) + loopSeconds) % loopSeconds;
  const index = Math.min(Math.floor(intoPass / storyboard.interval), storyboard.tiles - 1);
  return {
    x: (index % storyboard.columns) * storyboard.tileWidth,
    y: Math.floor(index / storyboard.columns) * storyboard.tileHeight,
    w: storyboard.tileWidth,
    h: storyboard.tileHeight,
  };
}

/**
 * The thumbnails track of a video `seconds` long: a cue every interval from its start, each naming
 * its tile of the sprite at `spriteUri` (relative to the track, with its token), the last cut at
 * the video's end.
 */
export function storyboardVtt(
  storyboard: StoryboardManifest,
  seconds: number,
  loopSeconds: number,
  spriteUri: string,
): string {
  const lines = ['WEBVTT', ''];
  for (let start = 0; start < seconds; start += storyboard.interval) {
    const end = Math.min(start + storyboard.interval, seconds);
    const { x, y, w, h } = storyboardTile(storyboard, start, loopSeconds);
    lines.push(`${vttTime(start)} --> ${vttTime(end)}`, `${spriteUri}#xywh=${x},${y},${w},${h}`, '');
  }
  return lines.join('\n');
}
