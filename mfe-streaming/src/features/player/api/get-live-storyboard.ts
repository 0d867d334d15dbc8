import { apiRequest, serviceUrl } from '@club/shared/api';
import { liveStoryboardResponse, MEDIA_TOKEN_PARAM } from '@club/shared/contracts';

/** A tile of a live stream's DVR window: the programme time it shows (ms since the epoch) and its whole address. */
export interface LiveTile {
  from: number;
  to: number;
  /** The sprite with the tile, `...storyboard.jpg?token=...#xywh=x,y,w,h`. */
  image: string;
}

/**
 * GET {media}/live/{playbackId}/storyboard.json?token= (ours, issue 24): the previews of a live
 * video stream's DVR window by programme time, each tile's address resolved against the answer's.
 */
export async function getLiveStoryboard(
  path: string,
  token: string,
  signal?: AbortSignal,
): Promise<LiveTile[]> {
  const query = { [MEDIA_TOKEN_PARAM]: token };
  const { tiles } = await apiRequest('media', path, {
    schema: liveStoryboardResponse,
    query,
    ...(signal ? { signal } : {}),
  });
  const answer = serviceUrl('media', path, query);
  return tiles.map((tile) => ({
    from: Date.parse(tile.from),
    to: Date.parse(tile.to),
    image: new URL(tile.image, answer).href,
  }));
}
