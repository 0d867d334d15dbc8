// The storyboard's tile for a moment (issue 24 item 3): the cue of the thumbnails track (label
// 'thumbnails', kind metadata, as media-chrome reads it) that covers the time, whose text names a
// tile of a sprite (`storyboard.jpg?token=...#xywh=x,y,w,h`), relative to the track's file.

/** A tile of the storyboard's sprite. */
export interface StoryboardTile {
  /** The sprite's address, without the tile. */
  image: string;
  /** Where the tile is in it, in pixels. */
  x: number;
  y: number;
  width: number;
  height: number;
}

const TILE = /#xywh=(\d+),(\d+),(\d+),(\d+)$/;

/**
 * The tile the cues show at `time`: the cue whose span holds it; before the first cue its tile, and
 * past the last the last's (a live window's newest frame). `base` resolves a relative cue (the
 * track's own address); null without cues, or for a cue that names no tile.
 */
export function storyboardTileAt(
  cues: ArrayLike<Pick<VTTCue, 'startTime' | 'endTime' | 'text'>>,
  time: number,
  base?: string,
): StoryboardTile | null {
  const list = Array.from(cues);
  const cue =
    list.find((each) => each.startTime <= time && time < each.endTime) ??
    (list[0] && time < list[0].startTime ? list[0] : list.at(-1));
  const found = cue ? TILE.exec(cue.text) : null;
  if (!cue || !found) return null;
  const [, x, y, width, height] = found.map(Number) as [number, number, number, number, number];
  let image: string;
  try {
    image = new URL(cue.text.replace(TILE, ''), base).href;
  } catch {
    return null;
  }
  return { image, x, y, width, height };
}
