// The seek bar's previews of an on-demand video (issue 24 item 3): a WebVTT thumbnails track whose
// cues name a tile of the storyboard sprite (`sprite.jpg#xywh=x,y,w,h`, the form media-chrome's time
// range and most players read). The sprite holds a frame every `interval` seconds of one pass of
// the test stream (services/media/, made by the generator); a video plays that stream looped to
// its length, so each cue shows the frame of its place in the pass. A live stream loops the same
// pictures (the DRM rendition is the same segments encrypted): its DVR window's tiles are named by
// programme time, the instants its playlist's EXT-X-PROGRAM-DATE-TIME gives each segment.
import { type LiveStoryboardResponse, webVttTime as vttTime } from '@club/shared/contracts';
import type { Rendition } from './media-library.ts';
import type { StoryboardManifest } from './media-manifest.ts';
import { liveSegmentStart, liveWindow } from './playlists.ts';

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

/**
 * The tiles of a live stream's DVR window at `now` (playlists.ts' live window of `rendition`, whose
 * live timeline started at `origin`): for each segment, a tile per storyboard interval, from and to
 * the programme time it shows, in the sprite at `spriteUri`.
 */
export function liveStoryboard(
  storyboard: StoryboardManifest,
  rendition: Rendition,
  { now, origin, spriteUri }: { now: Date; origin: Date; spriteUri: string },
): LiveStoryboardResponse {
  const { first, edge } = liveWindow(rendition, now, origin);
  const count = rendition.segments.length;
  const tiles: LiveStoryboardResponse['tiles'] = [];
  for (let sequence = first; sequence <= edge; sequence++) {
    const start = liveSegmentStart(rendition, sequence, origin);
    // The segment's place in a pass: the stream's timeline starts with a pass.
    const intoPass = start - liveSegmentStart(rendition, sequence - (sequence % count), origin);
    const duration = rendition.segments[sequence % count]?.duration ?? 0;
    for (let offset = 0; offset < duration; offset += storyboard.interval) {
      const { x, y, w, h } = storyboardTile(storyboard, intoPass + offset, rendition.totalDuration);
      tiles.push({
        from: new Date(Math.round((start + offset) * 1000)).toISOString(),
        to: new Date(
          Math.round((start + Math.min(offset + storyboard.interval, duration)) * 1000),
        ).toISOString(),
        image: `${spriteUri}#xywh=${x},${y},${w},${h}`,
      });
    }
  }
  return { tiles };
}
